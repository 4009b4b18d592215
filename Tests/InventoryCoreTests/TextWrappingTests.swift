import InventoryCore
import Testing

@Suite struct TextWrappingTests {
  @Test func aShortLineStaysWhole() {
    #expect(TextWrapping.wrap("  F1  Help", width: 60) == ["  F1  Help"])
  }

  @Test func aParagraphWrapsAtSpacesUnderItsIndent() {
    let lines = TextWrapping.wrap("  A USB barcode scanner works on every screen, and its keys never land", width: 30)
    #expect(lines == ["  A USB barcode scanner works", "  on every screen, and its", "  keys never land"])
    #expect(lines.allSatisfy { $0.terminalWidth <= 30 })
  }

  @Test func aKeyLineContinuesUnderItsDescription() {
    let lines = TextWrapping.wrap("  Ctrl-R      Redo the last change that was undone here", width: 34)
    #expect(lines == ["  Ctrl-R      Redo the last change", "              that was undone here"])
  }

  @Test func wideCharactersCountTwoAndNoLineIsWider() {
    let line = "  日本茶 green tea 日本茶 green tea 日本茶 green tea"
    for width in [10, 16, 23] {
      let lines = TextWrapping.wrap(line, width: width)
      #expect(lines.allSatisfy { $0.terminalWidth <= width }, "\(width): \(lines)")
      #expect(
        lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
          == line.split(separator: " ").joined(separator: " "))
    }
  }

  @Test func aWordLongerThanTheLineIsCutNotLost() {
    let lines = TextWrapping.wrap("  4006381333931400638133393140063813339314006", width: 20)
    #expect(lines.allSatisfy { $0.terminalWidth <= 20 })
    #expect(lines.map { $0.drop { $0 == " " } }.joined() == "4006381333931400638133393140063813339314006")
  }
}
