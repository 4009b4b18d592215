import InventoryCore
import InventoryEngine
import PostgresNIO

/// Custom fields and their values in a PostgreSQL transaction (`CustomFieldEditor` decides). The item whose
/// value changes is locked (`FOR UPDATE`) where the editor asks, so two stations' edits of it take turns.
extension PostgresItemStorage: CustomFieldStorage {
  public func customFields(removed: Bool) throws -> [CustomField] {
    try PostgresInventory.fetchCustomFields(link, removed: removed)
  }

  public func insertCustomField(_ field: CustomField) throws -> Int64 {
    let kind = field.kind
    guard
      let id = try link.query(
        """
        INSERT INTO custom_field (name, name_key, kind, unit, minimum, maximum, choices, category_id, required,
          default_value, position)
        VALUES (\(field.name), \(CustomField.nameKey(for: field.name)), \(kind.name), \(kind.storedUnit),
          \(kind.storedMinimum), \(kind.storedMaximum), \(kind.storedChoices), \(field.categoryID),
          \(field.isRequired), \(field.defaultValue), \(Int64(field.position)))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the new field's id") }
    return id
  }

  public func renameCustomField(id: Int64, to name: String) throws {
    try link.execute(
      "UPDATE custom_field SET name = \(name), name_key = \(CustomField.nameKey(for: name)) WHERE id = \(id)")
  }

  public func setCustomFieldRemoved(id: Int64, at time: Int64?) throws {
    try link.execute("UPDATE custom_field SET removed_at = \(time) WHERE id = \(id)")
  }

  public func deleteCustomField(id: Int64) throws {
    try link.execute("DELETE FROM custom_field WHERE id = \(id)")
  }

  public func itemsWithValues(ofField id: Int64) throws -> Int {
    let count = try link.query("SELECT count(*) FROM item_field_value WHERE field_id = \(id)").single(Int64.self)
    return Int(clamping: count ?? 0)
  }

  public func fieldValues(ofItem id: Int64) throws -> [Int64: String] {
    var values: [Int64: String] = [:]
    for row in try link.query("SELECT field_id, value FROM item_field_value WHERE item_id = \(id)") {
      let (field, value) = try row.values((Int64, String).self)
      values[field] = value
    }
    return values
  }

  public func writeFieldValue(itemID: Int64, fieldID: Int64, value: String?) throws {
    try PostgresInventory.writeFieldValue(link, itemID: itemID, fieldID: fieldID, value: value)
  }

  public func categoryID(nameKey key: String) throws -> Int64? {
    try link.query("SELECT id FROM category WHERE name_key = \(key)").single(Int64.self)
  }
}

/// Custom fields are changed by the engine's rules (`CustomFieldStore`) in one transaction each.
extension PostgresInventory: CustomFieldStore {
  public func readFields<T>(_ body: (PostgresItemStorage) throws -> T) throws -> T {
    try read { link in try body(itemStorage(link)) }
  }

  /// A name another station took between the editor's check and the write breaks the unique index: the write
  /// runs once more, and the editor's check, seeing it now, refuses the name. Past the count limit the trigger's
  /// refusal is the editor's.
  public func writeFields<T>(_ body: (PostgresItemStorage) throws -> T) throws -> T {
    do {
      return try write { link in try body(itemStorage(link)) }
    } catch let error as PostgresStoreError where error.constraint == "custom_field_name_in_use" {
      return try write { link in try body(itemStorage(link)) }
    } catch let error as PostgresStoreError where error.constraint == "custom_field_count_is_limited" {
      throw CustomFieldError.tooManyFields(limit: CustomFieldLimits.maximumFields)
    }
  }
}
