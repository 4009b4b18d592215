import Foundation
import TestSupport
import Testing

/// `items list` by custom fields through the binary: `--where`, `--sort-field`, `--field-column`.
@Suite struct ItemsListFieldTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// The item names of a table, in its order.
  func names(_ table: String) -> [String] {
    table.split(separator: "\n").dropFirst().compactMap { line in
      ["Vase", "Bowl", "Cup"].first { line.contains($0) }
    }
  }

  @Test func itemsAreFilteredSortedAndShownByAField() throws {
    // Given a number and a text field with values (Cup without a weight)
    try stockroom("fields", "add", "Weight", "--kind", "number", "--unit", "kg")
    try stockroom("fields", "add", "Supplier", "--kind", "text")
    for (name, weight, supplier) in [("Vase", "10", "Acme"), ("Bowl", "9", "Zenith"), ("Cup", "", "Acme")] {
      try stockroom("items", "add", "--name", name)
      if !weight.isEmpty { try stockroom("items", "set-field", name, "Weight", weight) }
      try stockroom("items", "set-field", name, "Supplier", supplier)
    }
    // Then a filter compares numbers as numbers, and search finds a text value
    #expect(names(try stockroom("items", "list", "--where", "weight>9.5").stdout) == ["Vase"])
    #expect(names(try stockroom("items", "list", "--search", "zen").stdout) == ["Bowl"])
    // And a sort by the field puts the items without a value last, either way
    #expect(names(try stockroom("items", "list", "--sort-field", "Weight").stdout) == ["Bowl", "Vase", "Cup"])
    #expect(
      names(try stockroom("items", "list", "--sort-field", "Weight", "--descending").stdout) == ["Vase", "Bowl", "Cup"])
    // And a field shown as a column gives each item's value, with its unit
    let table = try stockroom("items", "list", "--search", "acme", "--field-column", "weight").stdout
    let lines = table.split(separator: "\n")
    #expect(lines.first?.hasSuffix("WEIGHT") == true, "\(table)")
    #expect(lines.first { $0.contains("Vase") }?.hasSuffix("10 kg") == true, "\(table)")
    #expect(names(table) == ["Cup", "Vase"])
    // And a filter that cannot be read, or an unknown field, is refused saying why
    let refused = try stockroom("items", "list", "--where", "Supplier>b")
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("\"Supplier>b\" is not a field filter: Supplier is text: only = compares it"))
    let unknown = try stockroom("items", "list", "--sort-field", "Size")
    #expect(unknown.status == 3)
    #expect(unknown.stderr.contains("no field is named \"Size\""))
  }

  @Test func undoRestoresARemovedFieldWithItsValuesAndRedoRemovesItAgain() throws {
    // Given a field with a value, removed by one command
    try stockroom("fields", "add", "Weight", "--kind", "number", "--unit", "kg")
    try stockroom("items", "add", "--name", "Vase")
    try stockroom("items", "set-field", "Vase", "Weight", "2")
    try stockroom("fields", "remove", "Weight", "--yes")
    // Then undo, from another, puts it back with its value, and redo takes it away again
    #expect(
      try stockroom("undo").stdout == "undone: remove field Weight: restored with its values on 1 item\n")
    #expect(try stockroom("items", "show", "Vase").stdout.contains("  Weight: 2 kg\n"))
    #expect(try stockroom("redo").stdout == "redone: remove field Weight again (1 item lost a value)\n")
    #expect(!(try stockroom("items", "show", "Vase").stdout.contains("Weight")))
  }
}
