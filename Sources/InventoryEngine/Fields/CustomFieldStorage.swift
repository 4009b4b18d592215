import InventoryCore

/// The field and value rows `CustomFieldEditor` reads and writes, inside the store's transaction.
public protocol CustomFieldStorage: ItemReading, ActionJournalStorage {
  /// The fields in use, in position order; with `removed`, the removed ones instead, newest removal first.
  func customFields(removed: Bool) throws -> [CustomField]
  /// Inserts a checked field; returns its id.
  func insertCustomField(_ field: CustomField) throws -> Int64
  func renameCustomField(id: Int64, to name: String) throws
  /// Marks the field removed at `time` (its values kept), or in use again when nil.
  func setCustomFieldRemoved(id: Int64, at time: Int64?) throws
  /// Deletes the field and its values for good.
  func deleteCustomField(id: Int64) throws
  func itemsWithValues(ofField id: Int64) throws -> Int
  /// The item's own values, by field id (removed fields' included: the caller filters).
  func fieldValues(ofItem id: Int64) throws -> [Int64: String]
  /// Stores the item's value of the field (canonical, checked), or deletes it when nil.
  func writeFieldValue(itemID: Int64, fieldID: Int64, value: String?) throws
  /// The id of the category whose `Category.nameKey` is `key`.
  func categoryID(nameKey key: String) throws -> Int64?
}

/// How a store opens its transactions for custom fields: every operation is written once, in the extension.
public protocol CustomFieldStore: CustomFieldInventory {
  associatedtype Fields: CustomFieldStorage
  func readFields<T>(_ body: (Fields) throws -> T) throws -> T
  /// Runs `body` in one write transaction; a name another station took meanwhile is `CustomFieldError.nameTaken`.
  func writeFields<T>(_ body: (Fields) throws -> T) throws -> T
  /// Now, in epoch milliseconds, by the store's clock.
  func timestamp() -> Int64
}
