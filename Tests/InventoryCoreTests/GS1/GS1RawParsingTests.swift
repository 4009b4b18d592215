import Testing

@testable import InventoryCore

/// The raw element string that decoders return: fields run together, GS after variable-length ones.
@Suite struct GS1RawParsingTests {
  private func parse(_ text: String, separator: String? = nil) throws(GS1Problem) -> GS1ElementString {
    try GS1ElementString.parse(raw: text, separator: separator, referenceYear: testYear)
  }

  @Test func variableLengthFieldsEndAtGS() throws {
    let string = try parse("0109506000134352" + "10ABC123" + gs + "21XYZ-9" + gs + "3710")
    #expect(pairs(string) == [["01", "09506000134352"], ["10", "ABC123"], ["21", "XYZ-9"], ["37", "10"]])
  }

  @Test func predefinedLengthFieldsNeedNoSeparator() throws {
    let string = try parse("0109506000134352" + "17261231" + "11250101" + "3103000500" + "10LOT7")
    #expect(
      pairs(string) == [
        ["01", "09506000134352"], ["17", "261231"], ["11", "250101"], ["3103", "000500"], ["10", "LOT7"],
      ])
  }

  @Test func variableLengthFieldAtTheEndRunsToTheEnd() throws {
    let string = try parse("0109506000134352" + "21SERIAL(1)/A")
    #expect(string.serial == "SERIAL(1)/A")
  }

  @Test(
    "a leading GS or GS1 symbology identifier is dropped",
    arguments: [gs, "]C1", "]e0", "]d2", "]Q3", "]J1", "]C1" + gs])
  func leadingMarkersAreAccepted(prefix: String) throws {
    let string = try parse(prefix + "0109506000134352" + "10ABC")
    #expect(pairs(string) == [["01", "09506000134352"], ["10", "ABC"]])
  }

  @Test func gsAfterAPredefinedLengthFieldIsTolerated() throws {
    let string = try parse("0109506000134352" + gs + "17261231" + gs + gs + "10ABC" + gs)
    #expect(pairs(string) == [["01", "09506000134352"], ["17", "261231"], ["10", "ABC"]])
  }

  @Test func keyboardScannerLineBreakIsIgnored() throws {
    let string = try parse("0109506000134352" + "10ABC\r\n")
    #expect(string.batch == "ABC")
  }

  @Test(arguments: ["|", "~", "^]", "<GS>"])
  func substituteSeparatorStandsForGS(separator: String) throws {
    let string = try parse(
      "0109506000134352" + "10ABC" + separator + "21S1" + separator + "17261231", separator: separator)
    #expect(pairs(string) == [["01", "09506000134352"], ["10", "ABC"], ["21", "S1"], ["17", "261231"]])
  }

  @Test func fixedLengthNonPredefinedFieldNeedsItsSeparator() throws {
    // 8005 has six digits but is not in the predefined-length table, so GS ends it.
    let string = try parse("0109506000134352" + "8005000123" + gs + "10A")
    #expect(pairs(string) == [["01", "09506000134352"], ["8005", "000123"], ["10", "A"]])
    let problem = gs1Problem { () throws(GS1Problem) in try parse("0109506000134352" + "800500012310A") }
    #expect(problem == .wrongLength(ai: "8005", found: 9, expected: 6))
  }

  @Test func predefinedFieldCutShortByGSSaysHowShort() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("0109506000134352" + "172612" + gs + "10A") }
    #expect(problem == .wrongLength(ai: "17", found: 4, expected: 6))
    #expect(problem?.description == "AI 17: 4 characters, should be 6")
  }

  @Test func unknownAIIsNamed() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("0109506000134352" + "2399ABC") }
    #expect(problem == .unknownAI("2399"))
    #expect(problem?.description == "unknown AI 2399")
  }

  @Test func textWhereAnAIShouldBeIsRefused() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("0109506000134352" + "ABC") }
    #expect(problem == .expectedAI(found: "ABC"))
    #expect(problem?.description == "expected an AI, found \"ABC\"")
  }

  @Test func variableFieldWithoutDataIsRefused() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("0109506000134352" + "10" + gs + "21A") }
    #expect(problem?.description == "AI 10: no data")
  }

  @Test func nonGS1SymbologyIdentifierIsRefused() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("]C0" + "0109506000134352") }
    #expect(problem == .notGS1Symbology(identifier: "]C0"))
  }

  @Test func onlyAnIdentifierOrSeparatorIsNoData() {
    #expect(gs1Problem { () throws(GS1Problem) in try parse("]C1") } == .empty)
    #expect(gs1Problem { () throws(GS1Problem) in try parse(gs + gs) } == .empty)
    #expect(gs1Problem { () throws(GS1Problem) in try parse("") } == .empty)
  }

  @Test func controlCharacterInDataIsShownEscaped() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("0109506000134352" + "10AB\u{1B}C") }
    #expect(problem == .invalidCharacter(ai: "10", character: "\u{1B}", allowed: .set82))
    #expect(problem?.description == "AI 10: '\\e' is not in GS1 character set 82")
  }
}
