import Testing

@testable import TerminalUI

@Suite("Small widgets and dialogs")
struct WidgetTests {
  let context = DrawContext(theme: .monochrome, pixelMode: .shadeRamp, now: .zero)

  @Test("the hint bar drops hints that do not fit whole")
  func hintBarTruncates() {
    var canvas = Canvas(size: TerminalSize(columns: 20, rows: 1))
    let hints = [
      KeyHint(key: "F1", label: "Help"), KeyHint(key: "F10", label: "Quit"), KeyHint(key: "/", label: "Find"),
    ]
    KeyHintBar.draw(hints, into: &canvas, in: canvas.bounds)
    #expect(canvas.lines == ["F1 Help  F10 Quit   "])
    #expect(canvas[0, 0].role == .keyHintKey && canvas[0, 3].role == .keyHint)
  }

  @Test("the header shows the title left and the badge right")
  func header() {
    var canvas = Canvas(size: TerminalSize(columns: 30, rows: 1))
    HeaderBar.draw(title: "stockroom › Inventory", badge: HeaderBadge("3 low"), into: &canvas, in: canvas.bounds)
    #expect(canvas.lines == [" stockroom › Inventory  3 low "])
    #expect(canvas[0, 28].role == .headerBadge && canvas[0, 1].role == .header)
  }

  @Test("a long badge takes what the title leaves free, and is cut only where the title needs the room")
  func longBadge() {
    var canvas = Canvas(size: TerminalSize(columns: 40, rows: 1))
    let badge = HeaderBadge("server away since 14:02")
    HeaderBar.draw(title: "stockroom", badge: badge, into: &canvas, in: canvas.bounds)
    #expect(canvas.lines == [" stockroom" + String(repeating: " ", count: 5) + " server away since 14:02 "])
    var narrow = Canvas(size: TerminalSize(columns: 40, rows: 1))
    HeaderBar.draw(title: "stockroom › Inventory › Tea", badge: badge, into: &narrow, in: narrow.bounds)
    #expect(narrow.lines[0].hasPrefix(" stockroom › Inven"), "\(narrow.lines)")
    #expect(narrow.lines[0].hasSuffix("…"), "\(narrow.lines)")
  }

  @Test("the tab bar highlights the selected tab and maps clicks to tabs")
  func tabBar() {
    var tabs = TabBar(titles: ["Scan", "Inventory", "日本"], selectedIndex: 1)
    var canvas = Canvas(size: TerminalSize(columns: 30, rows: 1))
    tabs.draw(into: &canvas, in: canvas.bounds)
    #expect(canvas.lines == [" Scan │ Inventory │ 日本      "])
    #expect(canvas[0, 8].role == .activeTab && canvas[0, 1].role == .header)
    #expect(tabs.tab(at: Position(row: 0, column: 21)) == 2)
    #expect(tabs.tab(at: Position(row: 0, column: 6)) == nil, "the separator is no tab")
  }

  @Test("a confirm dialog answers through its callback: y/Enter yes, n/Esc no, other keys ignored")
  func confirm() {
    var answers: [Bool] = []
    let dialog = ConfirmDialog(message: "Delete 3 items?") { answer in
      answers.append(answer)
      return .none
    }
    if case .keep = dialog.handle(.key(.char("x"))) {} else { Issue.record("x closed the dialog") }
    for key in [KeyPress.char("y"), .enter, .char("n"), .escape] { _ = dialog.handle(.key(key)) }
    #expect(answers == [true, true, false, false])
    var canvas = Canvas(size: TerminalSize(columns: 40, rows: 9))
    dialog.draw(into: &canvas, in: canvas.bounds, context: context)
    #expect(canvas.lines.contains { $0.contains("Delete 3 items?") })
    #expect(canvas.lines.contains { $0.contains("[y] Yes   [n] No") })
  }

  @Test("a prompt validates on Enter, takes a scan as its text, and cancels on Esc")
  func prompt() {
    var submitted: [String] = []
    var cancelled = 0
    let prompt = Prompt(
      title: "Barcode", label: "Type or scan:", validate: { $0.count == 8 ? nil : "8 digits, please" },
      onSubmit: {
        submitted.append($0); return .none
      },
      onCancel: {
        cancelled += 1; return .none
      })
    for character in "123" { _ = prompt.handle(.key(.char(character))) }
    if case .close = prompt.handle(.key(.enter)) { Issue.record("closed on invalid text") }
    #expect(prompt.field.validationMessage == "8 digits, please")
    var canvas = Canvas(size: TerminalSize(columns: 40, rows: 10))
    prompt.draw(into: &canvas, in: canvas.bounds, context: context)
    #expect(canvas.lines.contains { $0.contains("✗ 8 digits, please") })
    #expect(canvas.cursor != nil)
    _ = prompt.handle(.scan("96385074"))
    #expect(prompt.field.text == "96385074" && prompt.field.validationMessage == nil)
    if case .close = prompt.handle(.key(.enter)) {} else { Issue.record("valid text did not close") }
    #expect(submitted == ["96385074"])
    _ = prompt.handle(.key(.escape))
    #expect(cancelled == 1)
  }

  @Test("the memory terminal advances its clock only as input is read")
  func memoryTerminalClock() {
    let terminal = MemoryTerminal(columns: 10, rows: 2)
    terminal.type("ab", interval: .milliseconds(100))
    #expect(terminal.readEvent(timeout: .milliseconds(50)) == nil)
    #expect(terminal.now == .milliseconds(50))
    #expect(terminal.readEvent(timeout: .seconds(1)) == .key(.char("a")))
    #expect(terminal.now == .milliseconds(100))
    terminal.resize(columns: 30, rows: 5)
    _ = terminal.readEvent(timeout: .seconds(1))
    #expect(terminal.size == TerminalSize(columns: 10, rows: 2), "the size changes when the resize is read")
    #expect(terminal.readEvent(timeout: .seconds(1)) == .resize(TerminalSize(columns: 30, rows: 5)))
    #expect(terminal.size == TerminalSize(columns: 30, rows: 5))
  }
}
