/// The custom fields role of an inventory (issue 24): the shop's own fields and each item's values. Every
/// operation is one transaction; a field is named by its name (ignoring case) or id.
public protocol CustomFieldInventory: AnyObject, Sendable {
  /// Every field in use, in the order they were added.
  func customFields() throws -> [CustomField]
  @discardableResult
  func addCustomField(_ draft: CustomFieldDraft) throws -> CustomField
  @discardableResult
  func renameCustomField(_ reference: String, to name: String) throws -> CustomField
  /// Removes a field; its values stay with it, so `restoreCustomField` undoes the removal until a field of the
  /// same name is added. Returns the field and how many items lost a value.
  @discardableResult
  func removeCustomField(_ reference: String) throws -> (field: CustomField, itemsWithValues: Int)
  /// Puts back the most recently removed field named `name`, with its values.
  @discardableResult
  func restoreCustomField(named name: String) throws -> CustomField
  /// How many items hold a value of the field (what removing it would lose).
  func itemsWithValues(ofField reference: String) throws -> Int
  /// The item's fields (those for every item and its category's), with their values or defaults.
  func fieldValues(ofItem id: Int64) throws -> [CustomFieldValue]
  /// Sets (or, with empty text, clears) the item's value of a field, checked by `CustomField.storedValue`;
  /// journalled as an edit of the item, so undo takes it back.
  @discardableResult
  func setFieldValue(itemID: Int64, field reference: String, to text: String) throws -> CustomFieldValue
}
