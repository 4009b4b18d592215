import Testing

@testable import TerminalUI

@Suite("Application")
struct ApplicationTests {
  @Test("slow typing lands in the field; a scanner burst becomes one scan and never touches the field")
  func scannerRouting() {
    // Given a screen with a focused field
    let (app, terminal, screen) = makeApp()
    // When a person types "tea" and then a scanner sends a code and Enter, 3 ms per key
    terminal.type("tea", interval: .milliseconds(120))
    terminal.pause(.milliseconds(400))
    terminal.type("4006381333931", interval: .milliseconds(3))
    terminal.enqueue(.key(.enter), after: .milliseconds(3))
    settle(app, terminal)
    // Then the field holds only the typing, and the screen got the scan
    #expect(screen.field.text == "tea")
    #expect(screen.scans == ["4006381333931"])
    #expect(screen.submitted.isEmpty, "the scanner's Enter did not submit the field")
    #expect(terminal.screenText[22] == "✓ scanned 4006381333931")
    // And a person's Enter still submits
    terminal.press(.enter, interval: .milliseconds(200))
    settle(app, terminal)
    #expect(screen.submitted == ["tea"])
  }

  @Test("a typed key is on screen within a frame (16 ms), not after the scanner gap")
  func typedKeyAtOnce() {
    // Given a screen whose typing can be taken back
    let (app, terminal, screen) = makeApp()
    settle(app, terminal)
    // When a person presses "t"
    terminal.type("t", interval: .milliseconds(500))
    let pressed = terminal.now + .milliseconds(500)
    var drawnAt = terminal.now  // a step draws first (at the time it starts), then waits for input
    while !terminal.screenText.contains(where: { $0.contains("Search: t") }) && terminal.now < pressed + .seconds(1) {
      drawnAt = terminal.now
      app.step()
    }
    // Then the frame showing it is drawn less than 16 ms after the key
    #expect(screen.field.text == "t")
    #expect(drawnAt - pressed < .milliseconds(16), "drawn \(drawnAt - pressed) after the key")
  }

  @Test("the first key of a burst is shown at once and taken back when the burst ends in Enter")
  func burstTakesBackFirstKey() {
    let (app, terminal, screen) = makeApp()
    settle(app, terminal)
    terminal.type("4006381333931", interval: .milliseconds(3))
    terminal.enqueue(.key(.enter), after: .milliseconds(3))
    app.step()
    #expect(screen.field.text == "4", "the first key is delivered at once")
    settle(app, terminal)
    #expect(screen.field.text == "", "and taken back by the scan")
    #expect(screen.scans == ["4006381333931"])
  }

  @Test("when drawing the first key takes longer than the gap, the scanner's next keys still belong to its burst")
  func slowDrawKeepsTheBurst() {
    // Given a terminal where each frame takes 50 ms to draw (the scanner gap is 30 ms)
    let (app, terminal, screen) = makeApp()
    settle(app, terminal)
    terminal.drawDuration = .milliseconds(50)
    // When a scanner sends a code 3 ms a key, and the first key is delivered and drawn at once
    terminal.type("4006381333931", interval: .milliseconds(3))
    terminal.enqueue(.key(.enter), after: .milliseconds(3))
    settle(app, terminal)
    // Then the whole code is one scan, and its first key was taken back
    #expect(screen.scans == ["4006381333931"])
    #expect(screen.field.text == "")
  }

  @Test("a scan that answers the frame of a key delivered at once is a scan of its own, even when read late")
  func scanAfterTheFrameIsNotJoinedToTheKey() {
    // Given a busy machine that puts the program aside for 100 ms just after each frame goes out
    let (app, terminal, screen) = makeApp()
    settle(app, terminal)
    terminal.stallAfterDraw = .milliseconds(100)
    // When a person types "4" and, once its frame is out, a scanner sends a code (read late, at once)
    terminal.type("4", interval: .milliseconds(500))
    terminal.pause(.milliseconds(60))
    terminal.type("4006381333931", interval: .milliseconds(3))
    terminal.enqueue(.key(.enter), after: .milliseconds(3))
    settle(app, terminal)
    // Then the typed key stays typed and the code is one scan without it
    #expect(screen.field.text == "4")
    #expect(screen.scans == ["4006381333931"])
  }

  @Test("a header badge that changes is drawn at the next tick, on an idle screen too")
  func changedBadgeIsDrawnOnAnIdleScreen() {
    // Given an idle screen whose header says the server is connected
    let (app, terminal, _) = makeApp()
    nonisolated(unsafe) var state = "server connected"
    app.badge = { HeaderBadge(state) }
    settle(app, terminal)
    #expect(terminal.screenText[0].hasSuffix("server connected"))
    let draws = terminal.drawCount
    // When nothing happens for a tick, nothing is drawn
    app.step()
    #expect(terminal.drawCount == draws)
    // And when the badge changes, the next tick draws it without a key
    state = "server away since 14:02"
    app.step()
    app.step()
    #expect(terminal.screenText[0].hasSuffix("server away since 14:02"))
  }

  @Test("a screen that cannot take keys back gets them after the scanner gap, and never a scan's first key")
  func screenWithoutTakeBackWaits() {
    let (app, terminal, screen) = makeApp()
    screen.undoesKeys = false
    settle(app, terminal)
    terminal.type("4006381333931", interval: .milliseconds(3))
    terminal.enqueue(.key(.enter), after: .milliseconds(3))
    app.step()
    #expect(screen.field.text == "", "held back: it may start a burst")
    settle(app, terminal)
    #expect(screen.field.text == "" && screen.scans == ["4006381333931"])
    terminal.type("t", interval: .milliseconds(500))
    let pressed = terminal.now + .milliseconds(500)
    while screen.field.text.isEmpty && terminal.now < pressed + .seconds(1) { app.step() }
    #expect(terminal.now - pressed > .milliseconds(30))
  }

  @Test("the frame has a header with badge, the screen, and a generated hint bar; the cursor is in the field")
  func frame() {
    let (app, terminal, _) = makeApp()
    app.badge = { HeaderBadge("3 low") }
    terminal.type("日本", interval: .milliseconds(100))
    settle(app, terminal)
    let text = terminal.screenText
    #expect(text[0].hasPrefix(" test › Field") && text[0].hasSuffix(" 3 low"))
    #expect(text[1] == "Search: 日本")
    #expect(text[2] == "日本 🍵 é")
    #expect(text[23] == "F2 Save  F1 Help  Esc Back  F10 Quit")
    #expect(terminal.cursor == Position(row: 1, column: 12))
    #expect(terminal.style(row: 23, column: 0)?.attributes.contains(.bold) == true)
  }

  @Test("below the minimum size only a message shows, keys are ignored, and it recovers when enlarged")
  func tooSmall() {
    let (app, terminal, screen) = makeApp()
    terminal.resize(columns: 50, rows: 10)
    terminal.type("ab", interval: .milliseconds(100))
    settle(app, terminal)
    #expect(terminal.screenText.contains("terminal too small: need 60×16, have 50×10"))
    #expect(terminal.frame?.size == TerminalSize(columns: 50, rows: 10))
    #expect(terminal.cursor == nil)
    #expect(screen.field.text == "", "keys are not delivered to a screen nobody can see")
    // When it grows back
    terminal.resize(columns: 100, rows: 30)
    terminal.type("c", interval: .milliseconds(100))
    settle(app, terminal)
    #expect(terminal.frame?.size == TerminalSize(columns: 100, rows: 30))
    #expect(terminal.screenText[1] == "Search: c")
    #expect(terminal.screenText[29].hasPrefix("F2 Save"))
    #expect(screen.resizes.last == TerminalSize(columns: 100, rows: 30))
  }

  @Test("a very narrow terminal wraps the too-small message")
  func tooSmallWraps() {
    let (app, terminal, _) = makeApp(columns: 20, rows: 8)
    app.step()
    #expect(terminal.screenText.filter { !$0.isEmpty } == ["terminal too small:", "need 60×16, have", "20×8"])
  }

  @Test("help wraps a long line instead of cutting it, and says how many lines are below")
  func helpWrapsAndSaysMoreBelow() {
    let long = Command("long", label: "Long", help: "Moves every selected line to the end of the list, keeping order")
    let letters = Array("bcdefghijklm")
    let bindings =
      [Keymap.Binding(long, [.f(5)])]
      + letters.map { Keymap.Binding(Command("c\($0)", label: "C", help: "Command \($0)"), [.char($0)]) }
    let help = HelpScreen(screenTitle: "Test", keymaps: [Keymap("Test keys", bindings)])
    let context = DrawContext(theme: .monochrome, pixelMode: .shadeRamp, now: .zero)
    var canvas = Canvas(size: TerminalSize(columns: 40, rows: 8))
    help.draw(into: &canvas, in: canvas.bounds, context: context)
    // 1 title + 2 lines for F5 + 12 letters = 15 lines; 7 shown above the indicator.
    #expect(!canvas.lines.joined().contains("…"), "\(canvas.lines)")
    #expect(canvas.lines[1].hasPrefix("  F5  Moves every selected line"), "\(canvas.lines)")
    #expect(canvas.lines[2].hasPrefix("      "), "continued under the help column: \(canvas.lines)")
    #expect(canvas.lines.last?.hasPrefix("↓ 8 more lines below (↓, PgDn)") == true, "\(canvas.lines)")
    _ = help.handle(.command(.last))
    help.draw(into: &canvas, in: canvas.bounds, context: context)
    #expect(canvas.lines.last?.hasPrefix("(end)") == true, "\(canvas.lines)")
  }

  @Test("F1 opens help generated from the keymaps; Esc closes it")
  func help() {
    let (app, terminal, _) = makeApp()
    terminal.press(.f(1))
    settle(app, terminal)
    #expect(app.activeScreen is HelpScreen)
    let text = terminal.screenText
    #expect(text[0].contains("Help: Field"))
    #expect(text.contains("Field screen"))
    #expect(text.contains { $0.hasPrefix("  F2") && $0.hasSuffix("Save the text") })
    #expect(text.contains { $0.contains("^W") && $0.hasSuffix("Delete the word before the cursor") })
    #expect(text.contains("Global keys"))
    terminal.press(.escape)
    settle(app, terminal)
    #expect(app.activeScreen is FieldScreen)
  }

  @Test("quit asks only when something is unsaved")
  func quitConfirmation() {
    // Given nothing unsaved, F10 quits at once
    let (app, terminal, _) = makeApp()
    terminal.press(.f(10))
    settle(app, terminal)
    #expect(app.outcome == .quit)

    // Given unsaved text, F10 asks; n keeps going, y quits
    let (app2, terminal2, screen2) = makeApp()
    terminal2.type("x", interval: .milliseconds(100))
    terminal2.press(.f(10))
    settle(app2, terminal2)
    #expect(app2.outcome == nil)
    #expect(terminal2.screenText.contains { $0.contains("unsaved changes") })
    #expect(terminal2.screenText[23].hasPrefix("y Yes  n No"))
    terminal2.press(.char("n"))
    settle(app2, terminal2)
    #expect(app2.outcome == nil && app2.modal == nil)
    #expect(screen2.field.text == "x", "the answer was not typed into the field")
    terminal2.press(.ctrl("c"), .char("y"))
    settle(app2, terminal2)
    #expect(app2.outcome == .quit)
  }

  @Test("a stop signal ends the loop without asking")
  func terminate() {
    let (app, terminal, _) = makeApp()
    terminal.type("unsaved", interval: .milliseconds(100))
    terminal.enqueue(.terminate(signal: 15), after: .milliseconds(100))
    #expect(app.run() == .terminated(signal: 15))
  }

  @Test("ticks arrive every 250 ms and status messages expire")
  func ticksAndStatus() {
    let (app, terminal, screen) = makeApp()
    terminal.type("12345678", interval: .milliseconds(2))
    terminal.enqueue(.key(.enter), after: .milliseconds(2))
    settle(app, terminal)
    #expect(terminal.screenText[22] == "✓ scanned 12345678")
    let start = terminal.now
    while terminal.now < start + .seconds(3) { app.step() }
    #expect(terminal.screenText[22] == "", "the 2 s message is gone")
    #expect((12...14).contains(screen.ticks), "about 4 ticks a second, got \(screen.ticks)")
  }

  @Test("commands the screen does not handle reach the application; ^L invalidates the terminal")
  func builtIns() {
    let (app, terminal, screen) = makeApp()
    terminal.press(.ctrl("l"), .escape, .f(2))
    settle(app, terminal)
    #expect(terminal.invalidateCount == 1)
    #expect(app.screens.count == 1, "Esc on the root screen does nothing")
    #expect(terminal.screenText[22] == "✓ saved")
    #expect(screen.submitted.isEmpty)
  }
}

/// A dialog that does not take scans passes them to the screen below; one that does, keeps them.
@Suite struct ScansUnderDialogsTests {
  final class ScanCounter: Screen {
    let title = "Counter"
    var scans: [String] = []
    func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {}
    func handle(_ event: InputEvent) -> ScreenAction {
      if case .scan(let code) = event { scans.append(code) }
      return .none
    }
  }

  @Test func aConfirmDialogLetsScansThroughAndStaysOpen() {
    let terminal = MemoryTerminal(columns: 80, rows: 24)
    let screen = ScanCounter()
    let app = Application(terminal: terminal, root: screen, configuration: .init(title: "t"))
    app.perform(.present(ConfirmDialog(title: "Delete", message: "Delete it?") { _ in .none }))
    app.dispatch(.scan("4006381333931"))
    #expect(screen.scans == ["4006381333931"])
    #expect(app.modal is ConfirmDialog)
  }

  @Test func aPromptTakesTheScanAsItsAnswer() {
    let terminal = MemoryTerminal(columns: 80, rows: 24)
    let screen = ScanCounter()
    let app = Application(terminal: terminal, root: screen, configuration: .init(title: "t"))
    let prompt = Prompt(title: "Barcode", label: "Code:") { _ in .none }
    app.perform(.present(prompt))
    app.dispatch(.scan("4006381333931"))
    #expect(screen.scans.isEmpty)
    #expect(prompt.field.text == "4006381333931")
  }
}

@Suite struct WaitingDialogsTests {
  final class OfferingScreen: Screen {
    let title = "Offers"
    func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {}
    func handle(_ event: InputEvent) -> ScreenAction {
      guard case .scan(let code) = event else { return .none }
      return .present(ConfirmDialog(title: "Offer", message: "Add \(code)?") { _ in .none })
    }
  }

  @Test func aDialogRaisedUnderAnOpenOneWaitsItsTurn() {
    let terminal = MemoryTerminal(columns: 80, rows: 24)
    let app = Application(terminal: terminal, root: OfferingScreen(), configuration: .init(title: "t"))
    let first = ConfirmDialog(title: "Delete", message: "Delete it?") { _ in .none }
    app.perform(.present(first))
    app.dispatch(.scan("96385074"))
    #expect(app.modal === first, "the open question stays")
    app.dispatch(.key(.escape))
    #expect((app.modal as? ConfirmDialog) != nil && app.modal !== first, "then the scan's own dialog")
    app.dispatch(.key(.escape))
    #expect(app.modal == nil)
  }
}
