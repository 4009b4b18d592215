import TestPrimitives
import Testing

@testable import InventoryCore

/// Arbitrary scanner text never traps, and whatever is read back prints as text that reads the same.
@Suite struct GS1RobustnessTests {
  /// Pieces of valid and broken GS1 in all its forms.
  private let tokens = [
    "01", "09506000134352", "17", "261231", "261300", "10", "ABC", "21", "3103", "000500", "37", "99999999",
    "8008", "2612311015", "253", "9501101020016", "(", ")", "(10)", "(01)", gs, "|", "%", "%2F", "%C3", "/", "?",
    "=", "&", "https://id.gs1.org/", "http://x/01/", "]C1", "]Q1", "]d2", "0", "9", "\u{0}", "é", "\r\n", " ",
    "\\(", "99", "7003", "00",
  ]

  @Test func randomInputNeverTrapsAndRoundTrips() throws {
    var generator = SeededGenerator(seed: 20_261_231)
    var readCount = 0
    for _ in 0..<10_000 {
      let count = Int.random(in: 0...12, using: &generator)
      let text = (0..<count).compactMap { _ in tokens.randomElement(using: &generator) }.joined()
      guard case .success(let string) = GS1ElementString.detect(text, separator: "|", referenceYear: 2026) else {
        continue
      }
      readCount += 1
      #expect(!string.elements.isEmpty)
      guard !string.elements.contains(where: { $0.value.contains("(") }) else { continue }
      let again = try GS1ElementString.parse(bracketed: string.humanReadable, referenceYear: 2026)
      #expect(again == string, "\(text.debugDescription)")
    }
    // The inputs reach the parsers' success paths, not only their refusals.
    #expect(readCount > 50)
  }
}
