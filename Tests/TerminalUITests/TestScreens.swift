@testable import TerminalUI

/// A screen with one always-focused text field, recording what reaches it: stands in for a search box.
/// Its typing can be taken back (`ProvisionalKeyTarget`) unless `undoesKeys` is false.
final class FieldScreen: Screen, ProvisionalKeyTarget {
  static let save = Command("test.save", label: "Save", help: "Save the text")

  let title = "Field"
  var field = TextField()
  private(set) var scans: [String] = []
  private(set) var submitted: [String] = []
  private(set) var ticks = 0
  private(set) var resizes: [TerminalSize] = []
  var undoesKeys = true

  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    guard undoesKeys else { return nil }
    let saved = field
    return KeyCheckpoint { [self] in field = saved }
  }

  var keymaps: [Keymap] { [Keymap("Field screen", [.init(Self.save, [.f(2)])]), field.keymap] }
  var hasUnsavedChanges: Bool { !field.text.isEmpty }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    canvas.put("Search:", row: rect.row, column: rect.column)
    canvas.cursor = field.draw(
      into: &canvas, in: Rect(row: rect.row, column: rect.column + 8, width: 20, height: 1), focused: true)
    canvas.put("日本 🍵 é", row: rect.row + 1, column: rect.column)
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .scan(let code):
      scans.append(code)
      return .status(StatusMessage("scanned \(code)", role: .success, lifetime: .seconds(2)))
    case .tick:
      ticks += 1
      return .none
    case .resize(let size):
      resizes.append(size)
      return .redraw
    case .command(Self.save):
      field.text = ""
      return .status(.success("saved"))
    default:
      break
    }
    switch field.handle(event) {
    case .submitted(let text):
      submitted.append(text)
      field.text = ""
      return .redraw
    case .unhandled: return .unhandled
    default: return .redraw
    }
  }
}

/// Runs `app` until its scripted input is used up, then a little longer so held keys are released
/// and the last frame is drawn.
func settle(_ app: Application, _ terminal: MemoryTerminal) {
  while terminal.hasPendingEvents && app.outcome == nil { app.step() }
  for _ in 0..<2 where app.outcome == nil { app.step() }
}

func makeApp(columns: Int = 80, rows: Int = 24, theme: Theme = .monochrome) -> (
  Application, MemoryTerminal, FieldScreen
) {
  let terminal = MemoryTerminal(columns: columns, rows: rows)
  let screen = FieldScreen()
  let app = Application(terminal: terminal, root: screen, configuration: .init(title: "test", theme: theme))
  return (app, terminal, screen)
}
