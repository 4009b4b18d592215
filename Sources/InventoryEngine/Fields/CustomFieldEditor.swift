import InventoryCore

/// Custom fields and their values, by the same rules in every store: names unique ignoring case, at most
/// `CustomFieldLimits.maximumFields`; a removed field keeps its values so its removal can be undone until a
/// field of the same name replaces it; a value is checked by `CustomField.storedValue` and its change journalled
/// as an edit of the item.
public struct CustomFieldEditor<Storage: CustomFieldStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// The field `reference` names: its id or its name, ignoring case.
  public func find(_ reference: String, removed: Bool = false) throws -> CustomField {
    let fields = try storage.customFields(removed: removed)
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    if let id = Int64(trimmed), let field = fields.first(where: { $0.id == id }) { return field }
    let key = CustomField.nameKey(for: trimmed)
    guard let field = fields.first(where: { CustomField.nameKey(for: $0.name) == key }) else {
      throw removed ? CustomFieldError.removedFieldNotFound(trimmed) : CustomFieldError.notFound(trimmed)
    }
    return field
  }

  public func add(_ draft: CustomFieldDraft) throws -> CustomField {
    let categoryID = try draft.category.map { name -> Int64 in
      guard let id = try storage.categoryID(nameKey: Category.nameKey(for: name.trimmingCharacters(in: .whitespaces)))
      else { throw InventoryError.categoryNotFound(name) }
      return id
    }
    var field = try draft.validated(categoryID: categoryID)
    let fields = try storage.customFields(removed: false)
    try checkNameIsFree(field.name, among: fields)
    guard fields.count < CustomFieldLimits.maximumFields else {
      throw CustomFieldError.tooManyFields(limit: CustomFieldLimits.maximumFields)
    }
    try purgeRemoved(named: field.name)
    field.position = (fields.map(\.position).max() ?? 0) + 1
    field.id = try storage.insertCustomField(field)
    return field
  }

  public func rename(_ reference: String, to name: String) throws -> CustomField {
    var field = try find(reference)
    let trimmed = try CustomFieldLimits.usableName(name)
    try checkNameIsFree(trimmed, among: try storage.customFields(removed: false).filter { $0.id != field.id })
    try purgeRemoved(named: trimmed)
    try storage.renameCustomField(id: field.id, to: trimmed)
    field.name = trimmed
    return field
  }

  /// Removes the field, its values kept; `journalled`, the action journal records it so that undo restores it
  /// (a redo removes it again under its own entry).
  public func remove(_ reference: String, time: Int64, journalled: Bool = true) throws
    -> (field: CustomField, itemsWithValues: Int)
  {
    let field = try find(reference)
    let count = try storage.itemsWithValues(ofField: field.id)
    try storage.setCustomFieldRemoved(id: field.id, at: time)
    if journalled {
      try storage.record(
        JournalEntry(
          kind: .removeField, itemID: nil, itemName: field.name,
          summary: CustomFieldWording.removal(field.name, itemsWithValues: count)),
        time: time)
    }
    return (field, count)
  }

  public func restore(named name: String) throws -> CustomField {
    let field = try find(name, removed: true)
    let fields = try storage.customFields(removed: false)
    try checkNameIsFree(field.name, among: fields)
    guard fields.count < CustomFieldLimits.maximumFields else {
      throw CustomFieldError.tooManyFields(limit: CustomFieldLimits.maximumFields)
    }
    try storage.setCustomFieldRemoved(id: field.id, at: nil)
    return field
  }

  /// The fields an item has (for every item, and its category's) with its values or their defaults.
  public func values(ofItem id: Int64) throws -> [CustomFieldValue] {
    let item = try storage.requireItem(id: id)
    let own = try storage.fieldValues(ofItem: id)
    return try storage.customFields(removed: false).filter { $0.applies(toCategory: item.categoryID) }
      .map { $0.value(stored: own[$0.id]) }
  }

  public func setValue(itemID: Int64, field reference: String, to text: String, time: Int64) throws
    -> CustomFieldValue
  {
    let item = try storage.requireItem(id: itemID, locking: true)
    let field = try find(reference)
    guard field.applies(toCategory: item.categoryID) else {
      throw CustomFieldError.notForItem(field: field.name, itemName: item.name)
    }
    let value = try field.storedValue(from: text)
    let before = try storage.snapshot(ofItem: itemID)
    try storage.writeFieldValue(itemID: itemID, fieldID: field.id, value: value)
    try storage.journalEdit(before: before, movementID: nil, time: time)
    return field.value(stored: value)
  }

  private func checkNameIsFree(_ name: String, among fields: [CustomField]) throws {
    let key = CustomField.nameKey(for: name)
    if fields.contains(where: { CustomField.nameKey(for: $0.name) == key }) {
      throw CustomFieldError.nameTaken(name)
    }
  }

  /// A removed field of this name is replaced for good: its removal can no longer be undone.
  private func purgeRemoved(named name: String) throws {
    let key = CustomField.nameKey(for: name)
    for field in try storage.customFields(removed: true) where CustomField.nameKey(for: field.name) == key {
      try storage.deleteCustomField(id: field.id)
    }
  }
}
