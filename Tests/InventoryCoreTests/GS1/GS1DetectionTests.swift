import Testing

@testable import InventoryCore

/// Deciding whether scanned text is GS1 at all, before reading it.
@Suite struct GS1DetectionTests {
  private func detect(_ text: String, separator: String? = nil) -> Result<GS1ElementString, GS1Problem>? {
    GS1ElementString.detect(text, separator: separator, referenceYear: testYear)
  }

  private func detected(_ text: String, separator: String? = nil) throws -> GS1ElementString {
    let result = try #require(detect(text, separator: separator))
    return try result.get()
  }

  @Test(
    "retail codes and other plain text are not GS1",
    arguments: [
      "4006381333931", "036000291452", "96385074", "10614141000019", "0109506000134352", "010950600013435217261231",
      "ABC-123", "", "  ", "https://example.com/products/42", "]C0" + "0109506000134352" + gs + "10A",
      "]E0" + "4006381333931",
      "(see note)", "((01))",
    ])
  func plainTextIsNotGS1(text: String) {
    #expect(detect(text) == nil)
  }

  @Test(arguments: ["]C1", "]e0", "]d2", "]Q3", "]J1"])
  func gs1SymbologyIdentifierMarksGS1(prefix: String) throws {
    #expect(try pairs(detected(prefix + "010950600013435217261231")) == [["01", "09506000134352"], ["17", "261231"]])
  }

  @Test func leadingGSMarksGS1() throws {
    #expect(try detected(gs + "0109506000134352").gtin == "09506000134352")
  }

  @Test func gsBetweenFieldsMarksGS1() throws {
    let string = try detected("0109506000134352" + "10ABC" + gs + "17261231")
    #expect(pairs(string) == [["01", "09506000134352"], ["10", "ABC"], ["17", "261231"]])
  }

  @Test func bracketedTextIsGS1() throws {
    #expect(try detected("(01)09506000134352(17)261231(10)ABC").batch == "ABC")
  }

  @Test func digitalLinkIsGS1EvenInAPlainQRCode() throws {
    let url = "https://id.gs1.org/01/09506000134352/10/ABC?17=261231"
    #expect(try detected(url).expiry?.description == "2026-12-31")
    #expect(try detected("]Q1" + url).batch == "ABC")
  }

  @Test(arguments: ["|", "~", "^]"])
  func substituteSeparatorMarksGS1WhenConfigured(separator: String) throws {
    let text = "0109506000134352" + "10ABC" + separator + "17261231"
    #expect(detect(text) == nil)
    #expect(
      try pairs(detected(text, separator: separator)) == [["01", "09506000134352"], ["10", "ABC"], ["17", "261231"]])
    #expect(try detected(separator + "0109506000134352", separator: separator).gtin == "09506000134352")
  }

  @Test func realAndSubstituteSeparatorsMayMix() throws {
    let string = try detected("0109506000134352" + "10ABC" + gs + "21S1|17261231", separator: "|")
    #expect(pairs(string) == [["01", "09506000134352"], ["10", "ABC"], ["21", "S1"], ["17", "261231"]])
  }

  @Test func separatorInPlainTextIsNotGS1() {
    #expect(detect("ABC|DEF", separator: "|") == nil)
  }

  @Test func keyboardScannerEnterIsIgnored() throws {
    #expect(try detected("(01)09506000134352\r\n").gtin == "09506000134352")
  }

  @Test func invalidGS1IsAFailureNotNil() {
    #expect(detect("(01)09506000134353") == .failure(.wrongCheckDigit(ai: "01", expected: 2, found: 3)))
    #expect(detect("]C1" + "0109506000134352" + "17261331") == .failure(.invalidMonth(ai: "17", month: 13)))
    #expect(detect("https://id.gs1.org/01/12345") == .failure(.wrongLength(ai: "01", found: 5, expected: 14)))
  }
  @Test(
    "a separator the scanner sends before it is set is named, not taken as part of the code",
    arguments: [
      ("0109506000134352" + "10ABC|17261231", "|"), ("~0109506000134352" + "10AB-1~21S1", "~"),
      ("0109506000134352" + "10ABC<GS>17261231", "<GS>"), ("0109506000134352" + "10ABC^]21X", "^]"),
      ("0109506000134352" + "10ABC#17261231", "#"),
    ])
  func unsetSeparatorIsGuessed(text: String, separator: String) {
    #expect(GS1SubstituteSeparator.guess(in: text) == separator)
  }

  @Test(
    "plain codes, GS1 as it stands, and text no separator makes GS1 give no guess",
    arguments: [
      "4006381333931", "ABC|DEF", "12|34", "0109506000134352", "0109506000134352" + "10ABC" + gs + "17261231",
      "(01)09506000134352(17)261231", "0109506000134352|99", "HX-2231", "0109506000134352" + "10ABC-17261231",
      "]C0" + "0109506000134352" + "10ABC|17261231", "",
    ])
  func noGuessWithoutEvidence(text: String) {
    #expect(GS1SubstituteSeparator.guess(in: text) == nil)
  }

  @Test func theSeparatorAlreadySetGivesNoGuess() {
    #expect(GS1SubstituteSeparator.guess(in: "0109506000134352" + "10ABC|17261231", configured: "|") == nil)
    #expect(GS1SubstituteSeparator.guess(in: "0109506000134352" + "10ABC|17261231", configured: "~") == "|")
  }
}
