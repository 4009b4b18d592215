import InventoryCore
import Testing

/// The one rule for custom field values (`CustomFieldKind.canonicalValue`), which the editor, the CLI and CSV
/// import share.
@Suite("Custom field values")
struct CustomFieldValueTests {
  @Test(
    "numbers are stored in one spelling",
    arguments: [
      ("12.50", "12.5"), ("007", "7"), ("-0", "0"), ("+3", "3"), (".5", "0.5"), ("10.", "10"), ("-2.000", "-2"),
      ("0.000", "0"), ("123456789012345", "123456789012345"),
    ])
  func canonicalNumbers(typed: String, stored: String) {
    #expect(CustomFieldKind.canonicalNumber(typed) == stored)
  }

  @Test(
    "what is not a number is refused", arguments: ["", ".", "1.2.3", "1e5", "12,5", "--1", "1234567890123456", "٣"])
  func notNumbers(typed: String) {
    #expect(CustomFieldKind.canonicalNumber(typed) == nil)
  }

  @Test(
    "dates are real days written YYYY-MM-DD",
    arguments: [
      ("2024-02-29", true), ("2023-02-29", false), ("1900-02-29", false), ("2000-02-29", true), ("2026-04-31", false),
      ("2026-4-01", false), ("26-04-01", false), ("2026-13-01", false), ("2026-12-31", true),
    ])
  func dates(typed: String, accepted: Bool) {
    let result = CustomFieldKind.date.canonicalValue(of: typed)
    #expect((try? result.get()) == (accepted ? typed : nil))
  }

  @Test func yesNoChoiceAndText() throws {
    #expect(try CustomFieldKind.yesNo.canonicalValue(of: "TRUE").get() == "yes")
    #expect(try CustomFieldKind.yesNo.canonicalValue(of: "n").get() == "no")
    #expect((try? CustomFieldKind.yesNo.canonicalValue(of: "maybe").get()) == nil)
    #expect(try CustomFieldKind.choice(["Small", "Large"]).canonicalValue(of: " large ").get() == "Large")
    #expect((try? CustomFieldKind.text.canonicalValue(of: "a\u{1B}b").get()) == nil)
    #expect((try? CustomFieldKind.text.canonicalValue(of: String(repeating: "é", count: 201)).get()) == nil)
    #expect(try CustomFieldKind.text.canonicalValue(of: String(repeating: "é", count: 200)).get().count == 200)
  }

  @Test func rangesAreInclusive() throws {
    let kind = CustomFieldKind.number(unit: nil, minimum: "-1.5", maximum: "10")
    #expect(try kind.canonicalValue(of: "-1.5").get() == "-1.5")
    #expect(try kind.canonicalValue(of: "10.0").get() == "10")
    #expect((try? kind.canonicalValue(of: "10.01").get()) == nil)
    #expect((try? kind.canonicalValue(of: "-1.6").get()) == nil)
  }

  @Test func definitionsAreChecked() throws {
    #expect(
      throws: CustomFieldError.invalidDefinition(field: "Size", problem: "the minimum 5 is above the maximum 1")
    ) {
      try CustomFieldDraft(name: "Size", kind: .number(unit: nil, minimum: "5", maximum: "1")).validated(
        categoryID: nil)
    }
    #expect(throws: CustomFieldError.invalidDefinition(field: "Size", problem: "the choice \"s\" is listed twice")) {
      try CustomFieldDraft(name: "Size", kind: .choice(["S", "s"])).validated(categoryID: nil)
    }
    #expect(throws: CustomFieldError.invalidName("", problem: "it is empty")) {
      try CustomFieldDraft(name: "", kind: .text).validated(categoryID: nil)
    }
    let field = try CustomFieldDraft(
      name: " Weight ", kind: .number(unit: "kg", minimum: "0", maximum: nil), defaultValue: "1.50"
    )
    .validated(categoryID: 4)
    #expect(field.name == "Weight" && field.defaultValue == "1.5" && field.categoryID == 4)
    #expect(field.kind.described == "number (kg, at least 0)")
  }

  @Test func aRequiredFieldRefusesEmptyText() throws {
    let field = CustomField(id: 1, name: "Author", kind: .text, isRequired: true)
    #expect(throws: CustomFieldError.required(field: "Author")) { try field.storedValue(from: "  ") }
    #expect(try CustomField(id: 2, name: "Note", kind: .text).storedValue(from: "") == nil)
  }
}
