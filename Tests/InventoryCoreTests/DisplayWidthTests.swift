import InventoryCore
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [("abc", 3), ("é", 1), ("e\u{301}", 1), ("日本", 4), ("🍵", 2), ("❤️", 2), ("Crème 日本茶", 12), ("", 0)])
  func columns(text: String, width: Int) {
    #expect(text.terminalWidth == width)
  }

  @Test func paddingAlignsWideText() {
    #expect("日本茶".padded(toColumns: 8) == "日本茶  ")
    #expect("日本茶".padded(toColumns: 4) == "日… ")
    #expect("abcdef".padded(toColumns: 4) == "abc…")
    #expect("7".padded(toColumns: 3, alignRight: true) == "  7")
    for width in 0...8 { #expect("日本茶🍵x".padded(toColumns: width).terminalWidth == width) }
  }
}
