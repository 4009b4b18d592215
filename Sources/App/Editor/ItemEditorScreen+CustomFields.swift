import InventoryCore
import TerminalUI

extension ItemEditorScreen {
  /// Reads the shop's fields and the edited item's values. An inventory that cannot read them shows none and
  /// says why (its built-in fields are still edited and saved).
  func loadCustomFields() {
    guard let inventory = environment.service as? any CustomFieldInventory else { return }
    do {
      let fields = try inventory.customFields()
      let values = try original?.id.map { try inventory.fieldValues(ofItem: $0) } ?? []
      form.custom = EditorCustomFields(fields: fields, values: values)
      form.validate()
    } catch {
      gaps[.customFields] = describe(error)
    }
  }

  /// A key for the focused custom field: typed into it, checked at once.
  func handleCustom(_ event: InputEvent, field id: Int64) -> ScreenAction {
    guard var textField = form.custom.texts[id] else { return .unhandled }
    let result = textField.handle(event)
    form.custom.texts[id] = textField
    switch result {
    case .edited:
      form.custom.touched.insert(id)
      form.validate()
      return .redraw
    case .submitted: return perform(.nextField)
    case .moved, .unchanged: return .redraw
    case .unhandled: return .unhandled
    }
  }

  /// Saves the values changed in the editor, after the item itself (each is journalled, so undo takes it back).
  static func saveCustomValues(_ values: [(fieldID: Int64, text: String)], of item: Item, in service: any Inventory)
    throws
  {
    guard !values.isEmpty, let inventory = service as? any CustomFieldInventory else { return }
    guard let id = item.id else { return }
    for (field, text) in values { try inventory.setFieldValue(itemID: id, field: String(field), to: text) }
  }
}
