import ArgumentParser
import InventoryCore

extension ItemsCommand {
  struct SetField: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set-field", abstract: "Set (or, with \"\", clear) an item's value of a custom field.",
      discussion: "The value is checked as the field's kind requires; undo takes the change back.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The item: its id, barcode or exact name.") var item: String
    @Argument(help: "The field: its name or id.") var field: String
    @Argument(help: "The value (\"\" clears it).") var value: String

    func run() throws {
      try reportingFailures {
        let inventory = try global.openFields()
        let found = try inventory.findItem(item)
        let set = try inventory.setFieldValue(itemID: try found.storedID(), field: field, to: value)
        let shown = set.value == nil ? "cleared" : "now \(set.shown.terminalSafe)\(set.isDefault ? " (default)" : "")"
        print("\(found.name.terminalSafe): \(set.field.name.terminalSafe) \(shown)")
      }
    }
  }

  /// `--field NAME=VALUE` of `items edit`, repeatable.
  static func fieldAssignments(_ assignments: [String]) throws -> [(field: String, value: String)] {
    try assignments.map { assignment in
      guard let equals = assignment.firstIndex(of: "=") else {
        throw ValidationError("--field takes NAME=VALUE, got \"\(assignment)\"")
      }
      return (String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...]))
    }
  }

  /// The item's custom field lines for `items show`, after its built-in fields.
  static func fieldLines(_ item: Item, in inventory: any Inventory) throws -> [(String, String)] {
    guard let fields = inventory as? any CustomFieldInventory, let id = item.id else { return [] }
    return try fields.fieldValues(ofItem: id).map { value in
      (value.field.name.terminalSafe, value.shown.terminalSafe + (value.isDefault ? "  (default)" : ""))
    }
  }
}
