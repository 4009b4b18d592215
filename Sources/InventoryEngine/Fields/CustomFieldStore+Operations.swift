import InventoryCore

/// Every `CustomFieldInventory` operation, written once over the store's transactions.
extension CustomFieldStore {
  public func customFields() throws -> [CustomField] { try readFields { try $0.customFields(removed: false) } }

  @discardableResult
  public func addCustomField(_ draft: CustomFieldDraft) throws -> CustomField {
    try writeFields { try CustomFieldEditor(storage: $0).add(draft) }
  }

  @discardableResult
  public func renameCustomField(_ reference: String, to name: String) throws -> CustomField {
    try writeFields { try CustomFieldEditor(storage: $0).rename(reference, to: name) }
  }

  @discardableResult
  public func removeCustomField(_ reference: String) throws -> (field: CustomField, itemsWithValues: Int) {
    let time = timestamp()
    return try writeFields { try CustomFieldEditor(storage: $0).remove(reference, time: time) }
  }

  @discardableResult
  public func restoreCustomField(named name: String) throws -> CustomField {
    try writeFields { try CustomFieldEditor(storage: $0).restore(named: name) }
  }

  public func itemsWithValues(ofField reference: String) throws -> Int {
    try readFields { storage in
      try storage.itemsWithValues(ofField: CustomFieldEditor(storage: storage).find(reference).id)
    }
  }

  public func fieldValues(ofItem id: Int64) throws -> [CustomFieldValue] {
    try readFields { try CustomFieldEditor(storage: $0).values(ofItem: id) }
  }

  @discardableResult
  public func setFieldValue(itemID: Int64, field reference: String, to text: String) throws -> CustomFieldValue {
    let time = timestamp()
    return try writeFields {
      try CustomFieldEditor(storage: $0).setValue(itemID: itemID, field: reference, to: text, time: time)
    }
  }
}
