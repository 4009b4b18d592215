import Testing

@testable import TerminalUI

@Suite("TextField")
struct TextFieldTests {
  func press(_ field: inout TextField, _ keys: KeyPress...) {
    for key in keys { _ = field.handle(.key(key)) }
  }

  @Test("typing inserts at the cursor; arrows, Home/End and ^A/^E move it")
  func typingAndMoving() {
    var field = TextField()
    for character in "tea" { _ = field.handle(.key(.char(character))) }
    press(&field, .home, .char("G"), .char("r"), .end, .char("!"), .ctrl("a"), .right, .delete)
    #expect(field.text == "Gtea!")
    #expect(field.cursorIndex == 1)
    press(&field, .ctrl("e"), .left, .backspace)
    #expect(field.text == "Gte!")
    #expect(field.cursorIndex == 3)
  }

  @Test("^U, ^K and ^W delete to the start, to the end and the previous word")
  func killing() {
    var field = TextField(text: "green tea  leaves")
    press(&field, .ctrl("w"))
    #expect(field.text == "green tea  ")
    press(&field, .ctrl("w"))
    #expect(field.text == "green ")
    press(&field, .left, .left, .left, .ctrl("k"))
    #expect(field.text == "gre")
    press(&field, .left, .ctrl("u"))
    #expect(field.text == "e" && field.cursorIndex == 0)
  }

  @Test("results say what happened; Enter submits; other keys are left to the screen")
  func results() {
    var field = TextField()
    _ = field.insert("ab")
    #expect(field.handle(.key(.char("c"))) == .edited)
    #expect(field.handle(.key(.left)) == .moved)
    #expect(field.handle(.key(.home)) == .moved)
    #expect(field.handle(.key(.home)) == .unchanged)
    #expect(field.handle(.key(.backspace)) == .unchanged)
    #expect(field.handle(.key(.enter)) == .submitted("abc"))
    #expect(field.handle(.key(.escape)) == .unhandled)
    #expect(field.handle(.key(.f(2))) == .unhandled)
    #expect(field.handle(.key(.alt("x"))) == .unhandled)
  }

  @Test("a pre-filled field is selected: the first typed key replaces it, an editing key keeps it")
  func preFilledIsSelected() {
    // Given a field showing 6 (a line's number)
    var field = TextField(text: "6")
    #expect(field.isSelected)
    var canvas = Canvas(size: TerminalSize(columns: 6, rows: 1))
    field.draw(into: &canvas, in: canvas.bounds, focused: true)
    #expect(canvas[0, 0].role == .selection && canvas[0, 1].role == .fieldFocused, "shown selected")
    // When 7 is typed, then the 7 replaces the 6; the next key goes after it
    #expect(field.handle(.key(.char("7"))) == .edited)
    #expect(field.text == "7" && !field.isSelected)
    press(&field, .char("5"))
    #expect(field.text == "75")
    field.draw(into: &canvas, in: canvas.bounds, focused: true)
    #expect(canvas[0, 0].role == .fieldFocused)

    // Backspace, arrows, Home and End keep the text for editing.
    for (key, expected) in [(KeyPress.backspace, "129"), (.left, "1293"), (.home, "9123"), (.end, "1239")] {
      var edited = TextField(text: "123")
      press(&edited, key, .char("9"))
      #expect(edited.text == expected, "\(key)")
    }
    // A paste replaces it too; Enter submits it as shown; an empty field has nothing to select.
    var pasted = TextField(text: "old")
    #expect(pasted.handle(.paste("new")) == .edited && pasted.text == "new")
    var submitted = TextField(text: "2")
    #expect(submitted.handle(.key(.enter)) == .submitted("2"))
    #expect(!TextField().isSelected && !TextField(placeholder: "name").isSelected)
    // Text set by the program is not selected (typing goes on after it); select() selects it again.
    var set = TextField()
    set.text = "ab"
    press(&set, .char("c"))
    #expect(set.text == "abc")
    set.select()
    press(&set, .char("d"))
    #expect(set.text == "d")
  }

  @Test("wide characters count two columns for the cursor")
  func wideCursor() {
    var field = TextField(text: "日本a")
    var canvas = Canvas(size: TerminalSize(columns: 10, rows: 1))
    #expect(field.draw(into: &canvas, in: canvas.bounds, focused: true) == Position(row: 0, column: 5))
    press(&field, .left, .left)
    #expect(field.draw(into: &canvas, in: canvas.bounds, focused: true) == Position(row: 0, column: 2))
    #expect(canvas.lines == ["日本a     "])
  }

  @Test("long text scrolls so the cursor stays visible, without splitting a wide character")
  func horizontalScrolling() {
    var field = TextField(text: "0123456789日本")
    var canvas = Canvas(size: TerminalSize(columns: 8, rows: 1))
    let cursor = field.draw(into: &canvas, in: canvas.bounds, focused: true)
    #expect(canvas.lines == ["789日本 "])
    #expect(cursor == Position(row: 0, column: 7))
    press(&field, .home)
    #expect(field.draw(into: &canvas, in: canvas.bounds, focused: true) == Position(row: 0, column: 0))
    #expect(canvas.lines == ["01234567"])
    press(&field, .end, .left)  // before 本, at column 12: the view scrolls to columns 5…12
    #expect(field.draw(into: &canvas, in: canvas.bounds, focused: true) == Position(row: 0, column: 7))
    #expect(canvas.lines == ["56789日 "], "本 straddles the right edge: a blank")
  }

  @Test("placeholder, validation message and maximum length")
  func decorations() {
    var field = TextField(placeholder: "barcode", maximumLength: 3)
    field.validationMessage = "check digit should be 7, found 3"
    var canvas = Canvas(size: TerminalSize(columns: 40, rows: 2))
    field.draw(into: &canvas, in: canvas.bounds, focused: false)
    #expect(canvas.lines[0].hasPrefix("barcode") && canvas[0, 0].role == .dim)
    #expect(canvas.lines[1].hasPrefix("✗ check digit should be 7, found 3") && canvas[1, 0].role == .error)
    #expect(field.insert("12345") == .edited)
    #expect(field.text == "123")
    #expect(field.insert("\u{1b}\n") == .unchanged)
  }

  @Test("a click puts the cursor under the mouse")
  func click() {
    var field = TextField(text: "日本茶 tea")
    var canvas = Canvas(size: TerminalSize(columns: 20, rows: 1))
    field.draw(into: &canvas, in: Rect(row: 0, column: 5, width: 15, height: 1), focused: true)
    #expect(field.handle(.mouse(MouseEvent(.click, at: Position(row: 0, column: 8)))) == .moved)
    #expect(field.cursorIndex == 1, "text column 3 is the second half of 本: the cursor goes before it")
  }
}
