import GRDB
import InventoryCore
import InventoryEngine

/// An import's custom field values in its SQLite transaction (`RowImporter` and `BulkItemCreator` decide).
extension SQLiteImportStorage {
  func writeFieldValue(itemID: Int64, fieldID: Int64, value: String?) throws {
    try SQLiteInventory.writeFieldValue(db, itemID: itemID, fieldID: fieldID, value: value)
  }
}

extension SQLiteBulkCreationStorage {
  /// One cached INSERT per value: only files with field columns have any, and the items are in place already.
  func insertFieldValues(_ values: [StagedFieldValue]) throws {
    let statement = try db.cachedStatement(
      sql: "INSERT INTO item_field_value (item_id, field_id, value) VALUES (?, ?, ?)")
    for value in values { try statement.execute(arguments: [value.itemID, value.fieldID, value.value]) }
  }
}
