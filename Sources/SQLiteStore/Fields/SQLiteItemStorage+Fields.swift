import GRDB
import InventoryCore
import InventoryEngine

/// Custom fields and their values in a SQLite transaction (`CustomFieldEditor` decides).
extension SQLiteItemStorage: CustomFieldStorage {
  public func customFields(removed: Bool) throws -> [CustomField] {
    guard hasFields else { return [] }
    return try SQLiteInventory.fetchCustomFields(db, removed: removed)
  }

  public func insertCustomField(_ field: CustomField) throws -> Int64 {
    try db.execute(
      sql: """
        INSERT INTO custom_field (name, name_key, kind, unit, minimum, maximum, choices, category_id, required,
          default_value, position)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        field.name, CustomField.nameKey(for: field.name), field.kind.name, field.kind.storedUnit,
        field.kind.storedMinimum, field.kind.storedMaximum, field.kind.storedChoices, field.categoryID,
        field.isRequired ? 1 : 0, field.defaultValue, field.position,
      ])
    return db.lastInsertedRowID
  }

  public func renameCustomField(id: Int64, to name: String) throws {
    try db.execute(
      sql: "UPDATE custom_field SET name = ?, name_key = ? WHERE id = ?",
      arguments: [name, CustomField.nameKey(for: name), id])
  }

  public func setCustomFieldRemoved(id: Int64, at time: Int64?) throws {
    try db.execute(sql: "UPDATE custom_field SET removed_at = ? WHERE id = ?", arguments: [time, id])
  }

  public func deleteCustomField(id: Int64) throws {
    try db.execute(sql: "DELETE FROM custom_field WHERE id = ?", arguments: [id])
  }

  public func itemsWithValues(ofField id: Int64) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM item_field_value WHERE field_id = ?", arguments: [id]) ?? 0
  }

  public func fieldValues(ofItem id: Int64) throws -> [Int64: String] {
    guard hasFields else { return [:] }
    var values: [Int64: String] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT field_id, value FROM item_field_value WHERE item_id = ?", arguments: [id])
    {
      if let field = row.integer(0), let value = row.text(1) { values[field] = value }
    }
    return values
  }

  public func writeFieldValue(itemID: Int64, fieldID: Int64, value: String?) throws {
    try SQLiteInventory.writeFieldValue(db, itemID: itemID, fieldID: fieldID, value: value)
  }

  public func categoryID(nameKey key: String) throws -> Int64? {
    try Int64.fetchOne(db, sql: "SELECT id FROM category WHERE name_key = ?", arguments: [key])
  }
}

/// Custom fields are changed by the engine's rules (`CustomFieldStore`) in one SQLite transaction each.
extension SQLiteInventory: CustomFieldStore {
  public func readFields<T>(_ body: (SQLiteItemStorage) throws -> T) throws -> T {
    try database.read { db in
      try body(SQLiteItemStorage(db: db, origin: origin, hasFields: try db.tableExists("custom_field")))
    }
  }

  /// SQLite has one writer: the editor's check of names is the last word on them.
  public func writeFields<T>(_ body: (SQLiteItemStorage) throws -> T) throws -> T {
    try database.write { db in try body(itemStorage(db)) }
  }
}
