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

  /// The field of `fields` named `reference` (ignoring case).
  static func field(named reference: String, in fields: [CustomField]) throws -> CustomField {
    let key = CustomField.nameKey(for: reference.trimmingCharacters(in: .whitespaces))
    guard let field = fields.first(where: { CustomField.nameKey(for: $0.name) == key }) else {
      throw CustomFieldError.notFound(reference)
    }
    return field
  }

  /// A column of `items list --field-column`: the field's value each item shows (its own or the default), empty
  /// for an item of another category than the field's.
  static func column(
    showing reference: String, of fields: [CustomField], from inventory: any CustomFieldInventory
  ) throws -> ItemOutput.Column {
    let field = try Self.field(named: reference, in: fields)
    let rightAligned: Bool
    if case .number = field.kind { rightAligned = true } else { rightAligned = false }
    return ItemOutput.Column(header: field.name.uppercased().terminalSafe, rightAligned: rightAligned) { item in
      guard let id = item.id,
        let shown = try inventory.fieldValues(ofItem: id).first(where: { $0.field.id == field.id })
      else { return "" }
      return shown.value == nil ? "" : shown.shown
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
