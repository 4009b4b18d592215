import Testing

@testable import TerminalUI

@Suite("Canvas")
struct CanvasTests {
  @Test("wide and accented characters keep the next column aligned")
  func wideCharactersAlign() {
    // Given rows whose names mix accents, CJK and emoji
    var canvas = Canvas(size: TerminalSize(columns: 20, rows: 3))
    for (row, name) in ["Café", "日本茶", "Tea 🍵"].enumerated() {
      canvas.put(name, in: Rect(row: row, column: 0, width: 8, height: 1))
      canvas.put("|", row: row, column: 8)
    }
    // Then the bar after each name is in column 8 of every row
    for row in 0..<3 {
      #expect(canvas[row, 8].character == "|")
      #expect(canvas.text(row: row, columns: 0..<8).terminalWidth == 8)
    }
    #expect(canvas.lines[1].hasPrefix("日本茶  |"))
    #expect(canvas[1, 0].character == "日" && canvas[1, 1].isContinuation && !canvas[1, 2].isContinuation)
    #expect(canvas[2, 4].character == "🍵" && canvas[2, 5].isContinuation)
  }

  @Test("a wide character that does not fit at the edge becomes a blank")
  func wideCharacterAtEdge() {
    var canvas = Canvas(size: TerminalSize(columns: 5, rows: 1))
    let used = canvas.put("ab日本", row: 0, column: 0)
    #expect(canvas.lines == ["ab日 "])
    #expect(used == 5)
    #expect(!canvas[0, 4].isContinuation)
  }

  @Test("overwriting half of a wide character blanks the other half")
  func overwriteHalf() {
    var canvas = Canvas(size: TerminalSize(columns: 6, rows: 1))
    canvas.put("日本語", row: 0, column: 0)
    canvas.put("x", row: 0, column: 1)  // second half of 日
    #expect(canvas.lines == [" x本語"])
    canvas.put("y", row: 0, column: 2)  // first half of 本
    #expect(canvas.lines == [" xy 語"])
    #expect(!canvas[0, 3].isContinuation)
  }

  @Test("text is truncated with an ellipsis and padded to the rectangle")
  func truncation() {
    var canvas = Canvas(size: TerminalSize(columns: 12, rows: 2))
    canvas.put("Green tea from Japan", in: Rect(row: 0, column: 0, width: 10, height: 1))
    canvas.put("42", in: Rect(row: 1, column: 0, width: 6, height: 1), alignRight: true)
    #expect(canvas.lines == ["Green tea…  ", "    42      "])
  }

  @Test("drawing is clipped to the canvas and to a clip rectangle")
  func clipping() {
    var canvas = Canvas(size: TerminalSize(columns: 6, rows: 2))
    canvas.put("abcdef", row: 0, column: -2)
    canvas.put("zzz", row: 5, column: 0)
    canvas.put("123456", row: 1, column: 0, clip: Rect(row: 1, column: 2, width: 2, height: 1))
    #expect(canvas.lines == ["cdef  ", "  34  "])
  }

  @Test("control characters in text cannot reach the terminal")
  func controlCharacters() {
    var canvas = Canvas(size: TerminalSize(columns: 6, rows: 1))
    canvas.put("a\u{1b}[2Jb", row: 0, column: 0)
    #expect(canvas.lines == ["a␛[2Jb"])
  }

  @Test(
    "boxes use line drawing, or ASCII when asked",
    arguments: [
      (BoxStyle.single, ["┌ T ─┐", "│    │", "└────┘"]), (BoxStyle.ascii, ["+ T -+", "|    |", "+----+"]),
    ])
  func boxes(style: BoxStyle, expected: [String]) {
    var canvas = Canvas(size: TerminalSize(columns: 6, rows: 3))
    canvas.drawBox(canvas.bounds, style: style, title: "T")
    #expect(canvas.lines == expected)
    #expect(canvas[0, 0].role == .border && canvas[0, 2].role == .title)
  }

  @Test("fill and setRole cover exactly the rectangle")
  func fillAndRoles() {
    var canvas = Canvas(size: TerminalSize(columns: 4, rows: 3))
    canvas.fill(Rect(row: 1, column: 1, width: 2, height: 2), with: "#", role: .dim)
    canvas.setRole(.selection, in: Rect(row: 2, column: 0, width: 4, height: 1))
    #expect(canvas.lines == ["    ", " ## ", " ## "])
    #expect(canvas[1, 1].role == .dim && canvas[1, 0].role == .normal && canvas[2, 1].role == .selection)
  }
}
