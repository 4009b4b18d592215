import ArgumentParser
import InventoryCore

struct FieldsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fields", abstract: "Manage the shop's own item fields (text, number, date, yes/no, choice).",
    discussion: "Set an item's value with stockroom items set-field ITEM FIELD VALUE.",
    subcommands: [List.self, Add.self, Rename.self, Remove.self, Restore.self], defaultSubcommand: List.self)

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the fields, in the order items show them.")
    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print JSON.") var json = false

    struct JSONField: Encodable {
      var id: Int64
      var name: String
      var kind: String
      var unit: String?
      var minimum: String?
      var maximum: String?
      var choices: [String]?
      var category: String?
      var required: Bool
      var `default`: String?
    }

    func run() throws {
      try reportingFailures {
        let inventory = try global.openFields(for: .reading)
        let categories = Dictionary(
          try inventory.categories().compactMap { s in s.category.id.map { ($0, s.category.name) } },
          uniquingKeysWith: { a, _ in a })
        let fields = try inventory.customFields()
        if json {
          return try JSONOutput.print(
            fields.map { field in
              var choices: [String]?
              if case .choice(let list) = field.kind { choices = list }
              return JSONField(
                id: field.id, name: field.name, kind: field.kind.name, unit: field.kind.storedUnit,
                minimum: field.kind.storedMinimum, maximum: field.kind.storedMaximum, choices: choices,
                category: field.categoryID.flatMap { categories[$0] }, required: field.isRequired,
                default: field.defaultValue)
            })
        }
        if fields.isEmpty { print("no fields (add one with stockroom fields add NAME --kind KIND)") }
        for field in fields {
          var line = "\(field.name.terminalSafe)  \(field.kind.described.terminalSafe)"
          line +=
            "  "
            + CustomFieldWording.scope(field, categoryName: field.categoryID.flatMap { categories[$0] })
            .terminalSafe
          if field.isRequired { line += "  required" }
          if let value = field.defaultValue { line += "  default \(value.terminalSafe)" }
          print(line)
        }
      }
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Add a field.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "Its name (unique, ignoring case; the CSV column's header).") var name: String
    @Option(help: "What it holds: \(CustomFieldKind.names.joined(separator: ", ")).") var kind = "text"
    @Option(help: "A number's unit, shown after it (kg, days).") var unit: String?
    @Option(help: "A number's smallest value.") var minimum: String?
    @Option(help: "A number's largest value.") var maximum: String?
    @Option(help: "A choice field's choices, separated by commas.") var choices: String?
    @Option(help: "Only this category's items have it (default: every item).") var category: String?
    @Flag(help: "A value cannot be cleared.") var required = false
    @Option(name: .customLong("default"), help: "What an item without a value of its own shows.")
    var defaultValue: String?

    func run() throws {
      try reportingFailures {
        let fieldKind: CustomFieldKind
        switch kind.lowercased() {
        case "text": fieldKind = .text
        case "number": fieldKind = .number(unit: unit, minimum: minimum, maximum: maximum)
        case "date": fieldKind = .date
        case "yesno", "yes/no", "bool": fieldKind = .yesNo
        case "choice":
          fieldKind = .choice((choices ?? "").split(separator: ",").map(String.init))
        default:
          throw CommandFailure(
            message: "unknown kind \"\(kind)\": give one of \(CustomFieldKind.names.joined(separator: ", "))",
            status: ExitStatus.usage)
        }
        let field = try global.openFields().addCustomField(
          CustomFieldDraft(
            name: name, kind: fieldKind, category: category, isRequired: required, defaultValue: defaultValue))
        print(CustomFieldWording.added(field).terminalSafe)
      }
    }
  }

  struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Rename a field (its values stay).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The field: its name or id.") var field: String
    @Argument(help: "Its new name.") var newName: String

    func run() throws {
      try reportingFailures {
        let renamed = try global.openFields().renameCustomField(field, to: newName)
        print(CustomFieldWording.renamed(renamed).terminalSafe)
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Remove a field; its values are kept, so stockroom fields restore NAME undoes it.",
      discussion: "A field with values is removed only with --yes, after saying how many items lose a value.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The field: its name or id.") var field: String
    @Flag(help: "Remove it even when items hold values of it.") var yes = false

    func run() throws {
      try reportingFailures {
        let inventory = try global.openFields()
        let count = try inventory.itemsWithValues(ofField: field)
        if count > 0, !yes {
          throw CommandFailure(
            message: CustomFieldWording.wouldLose(count, field: field).terminalSafe
              + ": add --yes to remove it (stockroom fields restore undoes it)",
            status: ExitStatus.failure)
        }
        let removed = try inventory.removeCustomField(field)
        let undo = "stockroom fields restore \(ShellQuoting.quoted(removed.field.name))"
        print(
          CustomFieldWording.removed(removed.field, itemsWithValues: removed.itemsWithValues, undo: undo).terminalSafe)
      }
    }
  }

  struct Restore: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Put back a removed field with its values.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The removed field's name.") var name: String

    func run() throws {
      try reportingFailures {
        let field = try global.openFields().restoreCustomField(named: name)
        print(CustomFieldWording.restored(field).terminalSafe)
      }
    }
  }
}
