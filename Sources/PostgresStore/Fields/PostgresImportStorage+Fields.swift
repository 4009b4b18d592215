import InventoryCore
import InventoryEngine
import PostgresNIO

/// An import's custom field values in its PostgreSQL transaction (`RowImporter` and `BulkItemCreator` decide).
extension PostgresImportStorage {
  func writeFieldValue(itemID: Int64, fieldID: Int64, value: String?) throws {
    try PostgresInventory.writeFieldValue(link, itemID: itemID, fieldID: fieldID, value: value)
  }
}

extension PostgresBulkCreationStorage {
  /// One statement for all of them, the values passed as arrays (each value's search words as one text).
  func insertFieldValues(_ values: [StagedFieldValue]) throws {
    let words = values.map { SearchWords.words(in: $0.value).joined(separator: " ") }
    try link.execute(
      """
      INSERT INTO item_field_value (item_id, field_id, value, words)
      SELECT item_id, field_id, value, array_to_tsvector(string_to_array(words, ' '))
      FROM unnest(\(values.map(\.itemID)), \(values.map(\.fieldID)), \(values.map(\.value)), \(words))
        AS staged (item_id, field_id, value, words)
      """)
  }
}
