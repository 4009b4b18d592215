import Testing

@testable import InventoryCore

/// Input size and element count are bounded.
@Suite struct GS1LimitsTests {
  /// `count` distinct six-digit measure elements (3100, 3101, ... 3695), each needing no separator.
  private func measures(_ count: Int) -> String {
    let codes = GS1ApplicationIdentifier.all.map(\.code).filter {
      $0.count == 4 && ("31"..."36").contains(String($0.prefix(2)))
    }
    return codes.prefix(count).map { $0 + "000001" }.joined()
  }

  @Test func tooLongInputIsRefusedInEveryForm() {
    let limit = GS1ElementString.maximumInputBytes
    let lot = String(repeating: "A", count: limit)
    let expected = GS1Problem.inputTooLong(bytes: limit + 4, limit: limit)
    #expect(gs1Problem { () throws(GS1Problem) in try GS1ElementString.parse(raw: "10" + lot + "21") } == expected)
    #expect(gs1Problem { () throws(GS1Problem) in try GS1ElementString.parse(bracketed: "(10)" + lot) } == expected)
    let url = "https://a.b/01/09506000134352?10=" + String(repeating: "A", count: limit)
    #expect(
      gs1Problem { () throws(GS1Problem) in try GS1ElementString.parse(digitalLink: url) }
        == .inputTooLong(bytes: url.utf8.count, limit: limit))
    #expect(expected.description == "the data is 4100 bytes long, at most 4096")
    #expect(GS1ElementString.detect("(10)" + lot) == .failure(expected))
  }

  @Test func inputAtTheLimitIsRead() throws {
    let limit = GS1ElementString.maximumInputBytes
    let text = measures(GS1ElementString.maximumElements)
    #expect(text.utf8.count <= limit)
    let string = try GS1ElementString.parse(raw: text)
    #expect(string.elements.count == GS1ElementString.maximumElements)
  }

  @Test func tooManyElementsAreRefused() {
    let text = measures(GS1ElementString.maximumElements + 1)
    let problem = gs1Problem { () throws(GS1Problem) in try GS1ElementString.parse(raw: text) }
    #expect(problem == .tooManyElements(limit: 100))
    #expect(problem?.description == "more than 100 elements")
  }

  @Test func longestNumbersParseWithoutTrapping() throws {
    let string = try GS1ElementString.parse(
      raw: "37" + "99999999" + gs + "3909" + "999999999999999" + gs + "8011" + "999999999999")
    #expect(string.count == 99_999_999)
    #expect(string.element("3909")?.decimalValue?.description == "999999.999999999")
    #expect(string.element("8011")?.integerValue == 999_999_999_999)
  }
}
