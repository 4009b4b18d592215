import InventoryCore
import Testing

/// An input and how it must be shown; described by the safe form so the test log itself stays safe.
struct EscapeCase: CustomTestStringConvertible, Sendable {
  var input: String
  var shown: String
  var testDescription: String { shown }
}

@Suite struct TerminalSafeTextTests {
  static let examples: [EscapeCase] = [
    ("Green tea", "Green tea"),
    ("", ""),
    ("Crème brûlée 日本茶 🍵 ❤️ e\u{301}", "Crème brûlée 日本茶 🍵 ❤️ e\u{301}"),
    ("עברית and العربية", "עברית and العربية"),
    ("C:\\temp\\new \\e", "C:\\temp\\new \\e"),
    ("quote \" and ' stay", "quote \" and ' stay"),
    // The attack from the issue: clear the screen, then retitle the window with OSC ... BEL.
    ("X\u{1B}[2J\u{1B}]0;pwned\u{07}", "X\\e[2J\\e]0;pwned\\a"),
    ("\u{1B}[31mred\u{1B}[0m", "\\e[31mred\\e[0m"),
    ("\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\", "\\e]8;;http://evil\\e\\link\\e]8;;\\e\\"),
    ("\u{00}\u{07}\u{08}\u{09}\u{0A}\u{0B}\u{0C}\u{0D}\u{1B}", "\\0\\a\\b\\t\\n\\v\\f\\r\\e"),
    ("\u{01}\u{1F}\u{7F}", "\\u{01}\\u{1F}\\u{7F}"),
    ("\u{9B}2J", "\\u{9B}2J"),
    ("\u{9D}0;t\u{9C}", "\\u{9D}0;t\\u{9C}"),
    ("\u{80}\u{85}\u{9F}\u{A0}", "\\u{80}\\u{85}\\u{9F}\u{A0}"),
    ("invoice\u{202E}fdp.exe", "invoice\\u{202E}fdp.exe"),
    (
      "\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{061C}",
      "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{2066}\\u{2067}\\u{2068}\\u{2069}\\u{200E}\\u{200F}\\u{61C}"
    ),
    // Neighbours of the escaped ranges share their lead bytes (0xC2, 0xD8, 0xE2) but print as themselves.
    (
      "\u{2029}\u{2026}\u{20AC}\u{2070}\u{200D}\u{061B}\u{00A9}",
      "\u{2029}\u{2026}\u{20AC}\u{2070}\u{200D}\u{061B}\u{00A9}"
    ),
  ].map(EscapeCase.init)

  @Test(arguments: examples)
  func escapesEveryUnsafeCharacterAndNothingElse(example: EscapeCase) {
    #expect(example.input.terminalSafe == example.shown)
  }

  @Test func escapedTextHoldsNoByteATerminalActsOn() {
    let everyUnsafe =
      (UInt32(0)...0x9F).compactMap(Unicode.Scalar.init).filter { $0.value < 0x20 || $0.value >= 0x7F }
      + [UInt32(0x061C), 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
      .compactMap(Unicode.Scalar.init)
    var text = "a"
    for scalar in everyUnsafe { text.unicodeScalars.append(scalar) }
    let shown = text.terminalSafe
    #expect(shown.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) })
    #expect(!TerminalSafeText.needsEscaping(in: shown))
    #expect(everyUnsafe.count == 65 + 12)
  }

  @Test func escapingTwiceChangesNothingMore() {
    let once = "cell \u{1B}[2J\u{9B}\u{202E} C:\\new".terminalSafe
    #expect(once.terminalSafe == once)
  }

  @Test func keptLineBreaksAndTabsPassButCarriageReturnsAloneDoNot() {
    let text = "line 1: \u{1B}x\nline 2\tend\r\nline 3\rover"
    #expect(text.terminalSafe(keeping: .lineBreaks) == "line 1: \\ex\nline 2\\tend\r\nline 3\\rover")
    #expect(text.terminalSafe(keeping: [.lineBreaks, .tabs]) == "line 1: \\ex\nline 2\tend\r\nline 3\\rover")
    #expect(text.terminalSafe(keeping: .tabs) == "line 1: \\ex\\nline 2\tend\\r\\nline 3\\rover")
    #expect("ends in CR\r".terminalSafe(keeping: .lineBreaks) == "ends in CR\\r")
  }

  @Test func substringsAreEscapedLikeStrings() {
    let text = "abc\u{1B}def"
    #expect(text.dropFirst(2).terminalSafe == "c\\edef")
  }

  @Test(arguments: ["Tea", "Crème 日本茶 🍵", "a\\b", "x\u{2029}y"])
  func plainTextNeedsNoEscaping(text: String) {
    #expect(!TerminalSafeText.needsEscaping(in: text))
    #expect(text.terminalSafe == text)
  }
}
