import Foundation
import TestSupport
import Testing

/// `fields` and `items set-field` through the binary, as a script would use them.
@Suite struct FieldsCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func fieldsLifecycle() throws {
    #expect(
      try stockroom("fields", "add", "Weight", "--kind", "number", "--unit", "kg", "--minimum", "0").stdout
        == "added field Weight: number (kg, at least 0) (id 1)\n")
    try stockroom("fields", "add", "Colour", "--kind", "choice", "--choices", "Red,Blue", "--default", "red")
    #expect(try stockroom("fields", "add", "colour").status == 65)
    #expect(try stockroom("fields", "add", "Size", "--kind", "shape").status == 64)
    #expect(
      try stockroom("fields").stdout
        == """
        Weight  number (kg, at least 0)  for every item
        Colour  choice (Red, Blue)  for every item  default Red

        """)
    let list = try stockroom("fields", "list", "--json")
    let fields = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
    #expect(fields?.map { $0["name"] as? String } == ["Weight", "Colour"])
    #expect(fields?.last?["choices"] as? [String] == ["Red", "Blue"])

    // Values are set and checked by the field's kind, and shown with the item
    try stockroom("items", "add", "--name", "Vase")
    #expect(try stockroom("items", "set-field", "Vase", "weight", "2.50").stdout == "Vase: Weight now 2.5 kg\n")
    let refused = try stockroom("items", "set-field", "Vase", "Weight", "--", "-1")
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("\"-1\" is not a value of Weight: it is below the minimum, 0"))
    #expect(try stockroom("items", "edit", "Vase", "--field", "Colour=blue").status == 0)
    let shown = try stockroom("items", "show", "Vase").stdout
    #expect(shown.contains("\nfields:\n  Weight: 2.5 kg\n  Colour: Blue\n"), "\(shown)")
    let json = try stockroom("items", "list", "--json").stdout
    let items = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(items?.first?["fields"] as? [String: String] == ["Weight": "2.5", "Colour": "Blue"])
    // Undo takes the last value back
    try stockroom("undo")
    #expect(try stockroom("items", "show", "Vase").stdout.contains("  Colour: Red  (default)\n"))

    // Removing a field with values asks first, says what it takes, and can be undone
    let asked = try stockroom("fields", "remove", "Weight")
    #expect(asked.status == 1)
    #expect(asked.stderr.contains("1 item would lose a value of Weight"))
    #expect(
      try stockroom("fields", "remove", "Weight", "--yes").stdout
        == "removed field Weight (1 item lost a value; stockroom fields restore Weight undoes it)\n")
    #expect(!(try stockroom("items", "show", "Vase").stdout.contains("Weight")))
    #expect(try stockroom("fields", "restore", "weight").stdout == "restored field Weight\n")
    #expect(try stockroom("items", "show", "Vase").stdout.contains("  Weight: 2.5 kg\n"))
    #expect(try stockroom("fields", "rename", "Weight", "Mass").stdout == "renamed field to Mass\n")
  }
}
