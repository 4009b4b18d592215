import InventoryCore
import Testing

@testable import TerminalUI

/// Issue 8, "every terminal": no colours, NO_COLOR, LANG=C, grapheme clusters, control characters in data
/// and pastes. The real curses side is covered by the tmux tests in AppTests (EveryTerminalEndToEndTests).
@Suite("Every terminal")
struct EveryTerminalTests {
  @Test("a colour theme on a terminal without colours becomes monochrome, so the selected row is reversed")
  func noColoursMeansMonochrome() {
    #expect(Theme.colour.adapted(toColorCount: 0).name == "monochrome")
    #expect(Theme.highContrast.adapted(toColorCount: 2).name == "monochrome")
    #expect(Theme.colour.adapted(toColorCount: 8).name == "colour")
    let (app, terminal, _) = makeApp(theme: .colour)
    terminal.colorCount = 0
    settle(app, terminal)
    #expect(terminal.theme?.style(for: .selection).attributes.contains(.reverse) == true)
  }

  @Test("on 8 colours (TERM=linux, screen) dim text and hints are not drawn black on the default background")
  func eightColourHintsStayVisible() {
    // Given the colour theme on an 8-colour terminal, where grey (8) would be shown as colour 0
    let roles: [StyleRole] = [.hint, .dim, .category(.gray), .normal, .field, .border, .title]
    for theme in [Theme.colour, .highContrast] {
      let adapted = theme.adapted(toColorCount: 8)
      for role in roles {
        let style = adapted.style(for: role)
        let shownAsBlack = style.foreground == .ansi(0) || style.foreground == .ansi(8)
        #expect(!(shownAsBlack && style.background == .standard), "\(theme.name) \(role): \(style)")
      }
    }
    #expect(Theme.colour.adapted(toColorCount: 8).style(for: .hint) == Style(attributes: .dim))
    #expect(Theme.colour.adapted(toColorCount: 8).style(for: .selection) == Theme.colour.style(for: .selection))
    #expect(Theme.colour.adapted(toColorCount: 256).style(for: .hint).foreground == .ansi(8), "16+ colours: grey")
    // And the frame an application draws there uses it: the field's placeholder is dim, not black
    let (app, terminal, screen) = makeApp(theme: .colour)
    screen.field.placeholder = "/ to search"
    terminal.colorCount = 8
    settle(app, terminal)
    let column = terminal.screenText[1].range(of: "/ to search").map {
      terminal.screenText[1].distance(from: terminal.screenText[1].startIndex, to: $0.lowerBound)
    }
    let style = terminal.style(row: 1, column: column ?? 0)
    #expect(
      column != nil && style?.foreground != .ansi(8) && style?.foreground != .ansi(0), "\(String(describing: style))")
  }

  @Test("the active tab looks different from the bar around it in every theme")
  func activeTabIsDistinct() {
    for theme in [Theme.colour, .monochrome, .highContrast] {
      #expect(theme.style(for: .activeTab) != theme.style(for: .header), "\(theme.name)")
    }
  }

  @Test("on a non-UTF-8 terminal every cell becomes ASCII of the same width, so columns stay aligned")
  func asciiPicturesKeepWidths() {
    var canvas = Canvas(size: TerminalSize(columns: 24, rows: 3))
    canvas.put("▼ Café crème", row: 0, column: 0)
    canvas.put("2", row: 0, column: 20)
    canvas.put("日本茶 green ✓ 🍵", row: 1, column: 0)
    canvas.put("2", row: 1, column: 20)
    canvas.put("a│b › …", row: 2, column: 0)
    let lines = AsciiFallback.lines(of: canvas)
    #expect(lines[0] == "v Cafe creme        2   ")
    #expect(lines[1] == "?????? green + *    2   ")
    #expect(lines[2].hasPrefix("a|b > ~"))
    #expect(lines.allSatisfy { $0.count == 24 && $0.allSatisfy(\.isASCII) })
    #expect(canvas.lines[0].hasPrefix("▼ Café crème"), "the canvas keeps the real text")
  }

  @Test("a ZWJ family is one cluster two columns wide; a stray joiner does not stick to its letter")
  func graphemeClusters() {
    let family = "👨\u{200D}👩\u{200D}👧"
    var canvas = Canvas(size: TerminalSize(columns: 12, rows: 2))
    #expect(canvas.put("A\(family)B", row: 0, column: 0) == 4)
    #expect(canvas[0, 1].character == Character(family))
    #expect(canvas[0, 2].isContinuation && canvas[0, 3].character == "B")
    canvas.put("Caf\u{200D}é", row: 1, column: 0)
    #expect(canvas.text(row: 1).unicodeScalars.allSatisfy { $0.value != 0x200D })
    #expect(canvas.text(row: 1).hasPrefix("Café"))
  }

  @Test("a newline or Esc in a name shows as a visible control picture, not �")
  func controlPictures() {
    var canvas = Canvas(size: TerminalSize(columns: 16, rows: 1))
    canvas.put("Line\nbreak\r\n\u{1b}", row: 0, column: 0)
    #expect(canvas.lines[0].hasPrefix("Line␤break␤␛"))
  }

  @Test("a paste goes into the focused field as text, never as a scan, even ending in Enter")
  func pasteIsText() {
    let (app, terminal, screen) = makeApp()
    terminal.enqueue(.paste("4006381333931\n"))
    terminal.enqueue(.paste("two\nlines"))
    settle(app, terminal)
    #expect(screen.scans.isEmpty)
    #expect(screen.field.text == "4006381333931two lines")
  }
}

@Suite("Hint bar on a wide terminal")
struct WideHintBarTests {
  static let sort = Command("test.sort", label: "Sort", help: "Sort")
  static let delete = Command("test.delete", label: "Delete", help: "Delete")
  static let down = Command("test.down", label: "Down", help: "Down")
  let keymap = Keymap(
    "Test",
    [
      .init(Self.sort, [.char("s")], hint: false), .init(Self.delete, [.char("d"), .delete], hint: false),
      .init(Self.down, [.char("j"), .down], hint: false),
    ])

  @Test("letter commands without a hint show on a wide bar, after the others; movement keys never do")
  func secondaryHintsFillAWideBar() {
    let hints = KeyHelp.hints(for: [keymap, .global])
    #expect(hints.filter(\.isSecondary).map(\.key) == ["s", "d"])
    let wide = KeyHintBar.shown(hints, width: 120).map(\.key)
    #expect(wide.contains("s") && wide.contains("d") && !wide.contains("j"))
    let narrow = KeyHintBar.shown(hints, width: 30).map(\.key)
    #expect(!narrow.contains("s") && narrow.contains("F1"))
  }
}
