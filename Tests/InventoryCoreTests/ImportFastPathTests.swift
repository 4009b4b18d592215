import Foundation
import Testing

@testable import InventoryCore

/// The byte-level shortcuts a large import takes must answer exactly as the Unicode-aware code they skip.
@Suite struct ImportFastPathTests {
  /// Every ASCII character at either end, alone, inside, and next to non-ASCII whitespace.
  static let trimCases: [String] =
    (0..<128).flatMap { code -> [String] in
      let character = String(UnicodeScalar(UInt8(code)))
      return [character, character + "x", "x" + character, character + "x" + character, "x" + character + "y"]
    } + ["", "\u{00A0}5012345678900", "5012345678900\u{2003}", "\u{0085}a", "é", " é ", "日本\n", "\u{200B}a"]

  @Test func trimmingMatchesFoundation() {
    for text in Self.trimCases {
      #expect(
        text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines),
        "\(text.debugDescription)")
    }
  }

  @Test func controlCharactersAreFoundAsByTheirGeneralCategory() {
    let samples =
      (0..<256).map { String(UnicodeScalar(UInt8($0))) }.flatMap { ["A\($0)1", $0] }
      + ["\u{2028}", "\u{202E}", "a\u{0301}", "日本", "🍵\u{7F}"]
    for text in samples {
      let expected = text.unicodeScalars.contains { $0.properties.generalCategory == .control }
      #expect(ProductCode.containsControlCharacter(text) == expected, "\(text.debugDescription)")
    }
  }

  /// The byte check in front of `RetailSeparators` must not turn away a code it would have compacted.
  @Test(
    arguments: [
      ("4 006381 333931", "4006381333931"), ("4006381-333931", "4006381333931"), ("0-306-40615-2", "0306406152"),
      ("4006381333931", nil), ("ABC-123", nil), ("4-\u{0301}006381333931", nil), ("", nil),
    ] as [(String, String?)])
  func retailSeparatorsAreStillDropped(text: String, compacted: String?) {
    #expect(RetailSeparators.compacted(text) == compacted)
  }
}
