import Testing

@testable import InventoryCore

/// The human-readable form: "(01)09506000134352(17)261231(10)ABC".
@Suite struct GS1BracketedParsingTests {
  private func parse(_ text: String) throws(GS1Problem) -> GS1ElementString {
    try GS1ElementString.parse(bracketed: text, referenceYear: testYear)
  }

  @Test func bracketedElementsAreReadInOrder() throws {
    let string = try parse("(01)09506000134352(17)261231(10)ABC")
    #expect(pairs(string) == [["01", "09506000134352"], ["17", "261231"], ["10", "ABC"]])
    #expect(string.element("17")?.title == "USE BY or EXPIRY")
  }

  @Test func humanReadableFormRoundTrips() throws {
    let text = "(01)09506000134352(3103)000500(10)ABC(21)S/1"
    #expect(try parse(text).humanReadable == text)
  }

  @Test func humanReadableOfRawDataIsBracketed() throws {
    let string = try GS1ElementString.parse(
      raw: "0109506000134352" + "10ABC" + gs + "17261231", referenceYear: testYear)
    #expect(string.humanReadable == "(01)09506000134352(10)ABC(17)261231")
  }

  @Test func parenthesesThatOpenNoAIStayInTheData() throws {
    let string = try parse("(01)09506000134352(10)AB(C)(21)(X)")
    #expect(string.batch == "AB(C)")
    #expect(string.serial == "(X)")
  }

  @Test func escapedParenthesisKeepsAnAILookalikeInTheData() throws {
    let string = try parse("(01)09506000134352(10)A\\(21)B")
    #expect(pairs(string) == [["01", "09506000134352"], ["10", "A(21)B"]])
  }

  @Test func surroundingWhitespaceIsIgnored() throws {
    #expect(try parse("  (01)09506000134352\n").gtin == "09506000134352")
  }

  @Test func lengthsAreCheckedAsGiven() {
    #expect(
      gs1Problem { () throws(GS1Problem) in try parse("(17)2612311") } == .wrongLength(ai: "17", found: 7, expected: 6))
  }

  @Test func unknownAIIsNamedExactly() {
    let problem = gs1Problem { () throws(GS1Problem) in try parse("(01)09506000134352(239)X") }
    #expect(problem == .unknownAI("239"))
    #expect(problem?.description == "unknown AI 239")
  }

  @Test(
    "malformed brackets say what is wrong",
    arguments: [
      ("01)09506000134352", "bracketed GS1 text: it should start with \"(\""),
      ("(01", "bracketed GS1 text: \"(\" without \")\""),
      ("(ABC)1", "bracketed GS1 text: \"(ABC)\" is not an AI"),
      ("(1)23", "bracketed GS1 text: \"(1)\" is not an AI"),
    ])
  func malformedBracketsAreRefused(text: String, message: String) {
    #expect(gs1Problem { () throws(GS1Problem) in try parse(text) }?.description == message)
  }

  @Test func elementWithoutDataIsRefused() {
    #expect(gs1Problem { () throws(GS1Problem) in try parse("(10)(21)A") } == .missingData(ai: "10"))
  }
}
