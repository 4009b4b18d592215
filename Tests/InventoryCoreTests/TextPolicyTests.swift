import InventoryCore
import Testing

@Suite struct TextPolicyTests {
  @Test(arguments: ["Tea", "Crème brûlée", "日本茶 🍵", "e\u{301}", "C:\\temp", "עברית", "a  b", "x\u{A0}y"])
  func ordinaryNamesAreAccepted(name: String) {
    #expect(TextPolicy.problem(inName: name) == nil)
  }

  static let refusedNames: [EscapeCase] = [
    ("X\u{1B}[2J", "contains a control character (U+001B ESC) at position 2; names are single-line text"),
    ("ring\u{07}", "contains a control character (U+0007 BEL) at position 5; names are single-line text"),
    ("two\nlines", "contains a line break (U+000A LF) at position 4; names are single-line text"),
    ("a\tb", "contains a tab (U+0009 HT) at position 2; names are single-line text"),
    ("\u{9B}2J", "contains a control character (U+009B CSI) at position 1; names are single-line text"),
    ("nul\u{0}", "contains a control character (U+0000 NUL) at position 4; names are single-line text"),
    ("del\u{7F}", "contains a control character (U+007F DEL) at position 4; names are single-line text"),
    // Positions count characters as an editor shows them: the emoji is one, though two scalars.
    ("❤️\u{1B}", "contains a control character (U+001B ESC) at position 2; names are single-line text"),
    (
      "invoice\u{202E}fdp.exe",
      "contains a bidirectional formatting character (U+202E RLO) at position 8; names cannot hold bidirectional "
        + "formatting, which changes how the text around them reads"
    ),
  ].map(EscapeCase.init)

  @Test(arguments: refusedNames)
  func namesWithControlsAreRefusedNamingTheCharacterAndPosition(example: EscapeCase) {
    #expect(TextPolicy.problem(inName: example.input) == example.shown)
  }

  @Test func notesMayHoldLineBreaksAndTabsButNoOtherControls() {
    #expect(TextPolicy.problem(inNotes: "line 1\nline 2\r\n\tindented") == nil)
    #expect(
      TextPolicy.problem(inNotes: "shelf 3\n\u{1B}]0;x\u{07}")
        == "contains a control character (U+001B ESC) at position 9; notes may hold line breaks and tabs but no "
        + "other control characters")
    #expect(
      TextPolicy.problem(inNotes: "a\u{2067}b")?.hasPrefix("contains a bidirectional formatting character (U+2067 RLI)")
        == true)
  }

  @Test(arguments: [
    (UInt32(0x1B), "U+001B ESC"), (0x1F, "U+001F US"), (0x80, "U+0080 PAD"), (0x9F, "U+009F APC"),
    (0x061C, "U+061C ALM"), (0x2069, "U+2069 PDI"), (0x41, "U+0041"), (0x1F375, "U+1F375"),
  ])
  func labelsGiveTheCodePointAndAbbreviation(value: UInt32, label: String) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(TextPolicy.label(for: scalar) == label)
  }
}
