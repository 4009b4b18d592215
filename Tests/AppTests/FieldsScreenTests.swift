import Foundation
import InventoryCore
import TestSupport
import Testing

@testable import App

@Suite("Settings › Fields")
struct FieldsScreenTests {
  /// Weight (a number in kg) for every item, with one value; Colour (a required choice) for Drinks.
  func harness() throws -> AppHarness {
    try AppHarness(columns: 100) { inventory in
      let service = inventory.service
      try service.addCategory(named: "Drinks", color: .cyan)
      try service.addCustomField(
        CustomFieldDraft(name: "Weight", kind: .number(unit: "kg", minimum: "0", maximum: "100")))
      try service.addCustomField(
        CustomFieldDraft(name: "Colour", kind: .choice(["red", "green"]), category: "Drinks", isRequired: true))
      let tea = try #require(try inventory.add("Tea").id)
      try service.setFieldValue(itemID: tea, field: "Weight", to: "2.5")
    }
  }

  @Test("F on Settings lists the fields: name, kind, which items, required, default")
  func listsTheFields() throws {
    let harness = try harness()
    harness.press(.char("7"), .char("F"))
    #expect(harness.screen[0].contains("Settings › Fields"), "\(harness.dump)")
    let weight = try #require(harness.line("Weight"), "\(harness.dump)")
    #expect(
      weight.contains("number (kg, 0 to 100)") && weight.contains("for every item") && !weight.contains("required"))
    let colour = try #require(harness.line("Colour"))
    #expect(colour.contains("choice (red, green)") && colour.contains("for Drinks") && colour.contains("required"))
  }

  @Test("a asks name, kind, details, items, required and default; the core's rule refuses a bad range on Enter")
  func addsAField() throws {
    let harness = try harness()
    harness.press(.char("7"), .char("F"), .char("a"))
    harness.type("Size")
    harness.press(.enter, .down, .enter)  // number
    harness.type("cm, 10, 1")
    harness.press(.enter)
    #expect(harness.contains("the minimum 10 is above the maximum 1"), "refused as in the CLI:\n\(harness.dump)")
    for _ in 0..<2 { harness.press(.backspace) }
    harness.type("50")
    harness.press(.enter)
    harness.press(.down, .enter)  // Drinks
    harness.press(.enter)  // optional
    harness.type("12")
    harness.press(.enter)
    let size = try #require(try harness.service.customFields().first { $0.name == "Size" })
    #expect(size.kind == .number(unit: "cm", minimum: "10", maximum: "50") && size.defaultValue == "12")
    #expect(size.categoryID != nil && !size.isRequired)
    #expect(harness.contains(CustomFieldWording.added(size)), "\(harness.dump)")
    #expect(harness.line("Size")?.contains("for Drinks") == true, "\(harness.dump)")
  }

  @Test("d says how many items lose a value and removes the field; R puts it back with its values; r renames")
  func removesRestoresAndRenames() throws {
    let harness = try harness()
    harness.press(.char("7"), .char("F"))
    harness.press(.char("d"))
    #expect(harness.contains("1 item would lose a value of"), "\(harness.dump)")
    harness.press(.char("y"))
    #expect(harness.contains("removed field Weight (1 item lost a value; R undoes it)"), "\(harness.dump)")
    #expect(harness.line("number (kg") == nil)
    harness.press(.char("R"), .enter)
    #expect(harness.contains("restored field Weight"), "\(harness.dump)")
    let tea = try #require(try harness.service.items().first?.id)
    #expect(try harness.service.fieldValues(ofItem: tea).first { $0.field.name == "Weight" }?.value == "2.5")
    let place = try #require(try harness.service.customFields().firstIndex { $0.name == "Weight" })
    harness.press(.home)
    for _ in 0..<place { harness.press(.down) }
    harness.press(.char("r"), .ctrl("u"))
    harness.type("Mass")
    harness.press(.enter)
    #expect(
      harness.contains("renamed field to Mass") && harness.line("Mass")?.contains("kg") == true, "\(harness.dump)")
  }
}
