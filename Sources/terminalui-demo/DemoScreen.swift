import TerminalUI

/// The demo's only screen: a code field above a 100,000-row list. "/" or Tab focuses the field; typing
/// goes there, Enter reports it; a scanner burst is reported as a scan on any focus and never typed.
final class DemoScreen: Screen {
  static let find = Command("demo.find", label: "Find", help: "Type a code into the field")
  static let unfocus = Command("demo.unfocus", label: "List", help: "Leave the field, back to the list")

  let title = "Demo"
  private let rows: DemoRows
  private var list = ListView(columns: [
    ListColumn("#", width: .fixed(7), alignRight: true), ListColumn("Name", width: .flexible(minimum: 10)),
    ListColumn("Qty", width: .fixed(5), alignRight: true),
  ])
  private var field = TextField(placeholder: "type or scan a code")
  private var fieldFocused = false

  init(rows: DemoRows) { self.rows = rows }

  var keymaps: [Keymap] {
    if fieldFocused {
      return [Keymap("Code field", [.init(Self.unfocus, [.escape, .tab])]), field.keymap]
    }
    return [Keymap("Demo", [.init(Self.find, [.char("/"), .tab])]), list.keymap]
  }

  var hasUnsavedChanges: Bool { !field.text.isEmpty }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let (top, rest) = rect.splitTop(1)
    canvas.put("Code:", row: top.row, column: top.column, role: .title)
    let fieldRect = Rect(row: top.row, column: top.column + 6, width: min(40, top.width - 6), height: 1)
    let fieldCursor = field.draw(into: &canvas, in: fieldRect, focused: fieldFocused)
    let listCursor = list.draw(into: &canvas, in: rest, dataSource: rows)
    canvas.cursor = fieldFocused ? fieldCursor : listCursor
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .scan(let code):
      return .status(.success("scan: \(code)"))
    case .command(Self.find):
      fieldFocused = true
      return .redraw
    case .command(Self.unfocus):
      fieldFocused = false
      return .redraw
    case .tick, .resize:
      return .none
    default:
      break
    }
    if fieldFocused {
      switch field.handle(event) {
      case .submitted(let text):
        field.text = ""
        fieldFocused = false
        return .status(.info("typed: \(text)"))
      case .unhandled: return .unhandled
      default: return .redraw
      }
    }
    switch list.handle(event, rowCount: rows.rowCount) {
    case .unhandled: return .unhandled
    case .unchanged: return .none
    case .moved: return .redraw
    case .activated(let index): return .status(.info("opened: \(rows.name(at: index))"))
    }
  }
}
