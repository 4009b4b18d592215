import InventoryCore
import PostgresNIO

/// The custom field rows every PostgreSQL storage reads and writes (fields, undo, the journal's snapshots).
extension PostgresInventory {
  static func fetchCustomFields(_ link: PostgresLink, removed: Bool) throws -> [CustomField] {
    let condition =
      removed ? "removed_at IS NOT NULL ORDER BY removed_at DESC, id DESC" : "removed_at IS NULL ORDER BY position, id"
    return try link.query(
      """
      SELECT id, name, kind, unit, minimum, maximum, choices, category_id, required, default_value, position
      FROM custom_field WHERE \(unescaped: condition)
      """
    ).compactMap { row in
      let (id, name, kindName, unit, minimum, maximum, choices, categoryID, required, defaultValue, position) =
        try row.values((Int64, String, String, String?, String?, String?, String, Int64?, Bool, String?, Int64).self)
      guard
        let kind = CustomFieldKind(stored: kindName, unit: unit, minimum: minimum, maximum: maximum, choices: choices)
      else { return nil }
      return CustomField(
        id: id, name: name, kind: kind, categoryID: categoryID, isRequired: required, defaultValue: defaultValue,
        position: Int(clamping: position))
    }
  }

  static func writeFieldValue(_ link: PostgresLink, itemID: Int64, fieldID: Int64, value: String?) throws {
    if let value {
      try link.execute(
        """
        INSERT INTO item_field_value (item_id, field_id, value, words)
        VALUES (\(itemID), \(fieldID), \(value), array_to_tsvector(\(SearchWords.words(in: value))))
        ON CONFLICT (item_id, field_id) DO UPDATE SET value = excluded.value, words = excluded.words
        """)
    } else {
      try link.execute("DELETE FROM item_field_value WHERE item_id = \(itemID) AND field_id = \(fieldID)")
    }
  }

  /// The item's own values with their fields' names, for the journal.
  static func fetchSnapshotFieldValues(_ link: PostgresLink, itemID: Int64) throws -> [SnapshotFieldValue] {
    try link.query(
      """
      SELECT v.field_id, f.name, v.value FROM item_field_value v JOIN custom_field f ON f.id = v.field_id
      WHERE v.item_id = \(itemID) ORDER BY f.position, f.id
      """
    ).map { row in
      let (field, name, value) = try row.values((Int64, String, String).self)
      return SnapshotFieldValue(fieldID: field, name: name, value: value)
    }
  }

  /// Every item's own values by item and field, for an export (read at once: one row per value set).
  static func fetchAllFieldValues(_ link: PostgresLink) throws -> [Int64: [Int64: String]] {
    var values: [Int64: [Int64: String]] = [:]
    for row in try link.query("SELECT item_id, field_id, value FROM item_field_value") {
      let (item, field, value) = try row.values((Int64, Int64, String).self)
      values[item, default: [:]][field] = value
    }
    return values
  }
}
