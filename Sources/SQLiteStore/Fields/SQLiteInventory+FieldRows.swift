import GRDB
import InventoryCore

/// The custom field rows every SQLite storage reads and writes (fields, undo, the journal's snapshots).
extension SQLiteInventory {
  static func fetchCustomFields(_ db: Database, removed: Bool) throws -> [CustomField] {
    let order = removed ? "removed_at DESC, id DESC" : "position, id"
    return try Row.fetchAll(
      db,
      sql: """
        SELECT id, name, kind, unit, minimum, maximum, choices, category_id, required, default_value, position
        FROM custom_field WHERE removed_at IS \(removed ? "NOT NULL" : "NULL") ORDER BY \(order)
        """
    ).compactMap { row in
      guard let id = row.integer(0),
        let kind = CustomFieldKind(
          stored: row.text(2, default: ""), unit: row.text(3), minimum: row.text(4), maximum: row.text(5),
          choices: row.text(6, default: ""))
      else { return nil }
      return CustomField(
        id: id, name: row.text(1, default: ""), kind: kind, categoryID: row.integer(7), isRequired: row.integer(8) == 1,
        defaultValue: row.text(9), position: Int(clamping: row.integer(10) ?? 0))
    }
  }

  static func writeFieldValue(_ db: Database, itemID: Int64, fieldID: Int64, value: String?) throws {
    if let value {
      // UPDATE, then INSERT when there was none: an upsert would run the search triggers of both (v20).
      try db.execute(
        sql: "UPDATE item_field_value SET value = ? WHERE item_id = ? AND field_id = ?",
        arguments: [value, itemID, fieldID])
      guard db.changesCount == 0 else { return }
      try db.execute(
        sql: "INSERT INTO item_field_value (item_id, field_id, value) VALUES (?, ?, ?)",
        arguments: [itemID, fieldID, value])
    } else {
      try db.execute(
        sql: "DELETE FROM item_field_value WHERE item_id = ? AND field_id = ?", arguments: [itemID, fieldID])
    }
  }

  /// The item's own values with their fields' names, for the journal; none on a file before v17.
  static func fetchSnapshotFieldValues(_ db: Database, itemID: Int64) throws -> [SnapshotFieldValue] {
    guard try db.tableExists("item_field_value") else { return [] }
    return try Row.fetchAll(
      db,
      sql: """
        SELECT v.field_id, f.name, v.value FROM item_field_value v JOIN custom_field f ON f.id = v.field_id
        WHERE v.item_id = ? ORDER BY f.position, f.id
        """, arguments: [itemID]
    ).compactMap { row in
      row.integer(0).map {
        SnapshotFieldValue(fieldID: $0, name: row.text(1, default: ""), value: row.text(2, default: ""))
      }
    }
  }

  /// Every item's own values by item and field, for an export; none on a file before v17. Values are few next
  /// to items (one row per value set), so they are read at once.
  static func fetchAllFieldValues(_ db: Database) throws -> [Int64: [Int64: String]] {
    guard try db.tableExists("item_field_value") else { return [:] }
    var values: [Int64: [Int64: String]] = [:]
    let rows = try Row.fetchCursor(db, sql: "SELECT item_id, field_id, value FROM item_field_value")
    while let row = try rows.next() {
      if let item = row.integer(0), let field = row.integer(1) { values[item, default: [:]][field] = row.text(2) }
    }
    return values
  }

  /// The fields in use, for an export's columns; none on a file before v17.
  static func exportedFields(_ db: Database) throws -> [CustomField] {
    try db.tableExists("custom_field") ? fetchCustomFields(db, removed: false) : []
  }
}
