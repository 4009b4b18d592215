import TerminalUI

// The Fields screen's commands (`FieldsScreen`), declared once: keymaps, hint bar and help read them.
extension Command {
  static let showFields = Command(
    "fields.show", label: "Fields", help: "Open your own item fields: add, rename, remove, restore (stockroom fields)")
  static let addField = Command(
    "field.add", label: "Add", help: "Add a field: its name, kind, which items have it, required or not, a default")
  static let renameField = Command("field.rename", label: "Rename", help: "Rename the selected field (its values stay)")
  static let removeField = Command(
    "field.remove", label: "Remove", help: "Remove the selected field (says how many items lose a value; R restores it)"
  )
  static let restoreField = Command(
    "field.restore", label: "Restore", help: "Put back a removed field with its values (asks for its name)")
}
