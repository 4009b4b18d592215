import InventoryCore
import TerminalUI

/// Picks one of a few options in a box (a category, a colour, a filter): arrows or j/k move, Enter or a
/// double click picks, Esc cancels. A scan while it is open is ignored rather than taken as an answer.
final class ChoiceDialog: Modal {
  struct Option {
    var text: String
    var role: StyleRole?
    init(_ text: String, role: StyleRole? = nil) {
      self.text = text
      self.role = role
    }
  }

  static let pick = Command("choice.pick", label: "Pick", help: "Pick the selected option")
  static let cancel = Command("choice.cancel", label: "Cancel", help: "Close without picking")

  private final class Options: ListDataSource {
    let options: [Option]
    init(_ options: [Option]) { self.options = options }
    var rowCount: Int { options.count }
    func rows(in range: Range<Int>) -> [ListRow] {
      options[range].map { ListRow([ListCell($0.text, role: $0.role)], role: .dialog) }
    }
  }

  let title: String
  private let source: Options
  private var list = ListView(columns: [ListColumn("")], showsHeader: false)
  private let onPick: (Int) -> ScreenAction

  init(title: String, options: [Option], selected: Int = 0, onPick: @escaping (Int) -> ScreenAction) {
    self.title = title
    source = Options(options)
    self.onPick = onPick
    list.select(selected, rowCount: options.count)
  }

  var selectedIndex: Int { list.selectedIndex }

  var keymaps: [Keymap] {
    [Keymap("Choose", [.init(Self.pick, [.enter]), .init(Self.cancel, [.escape])]), list.keymap]
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let widest = source.options.map(\.text.terminalWidth).max() ?? 0
    let width = min(rect.width, max(widest, title.terminalWidth + 2, 20) + 4)
    let box = rect.centered(width: width, height: min(rect.height, source.rowCount + 2))
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: title)
    let inner = Rect(row: box.row + 1, column: box.column + 2, width: box.width - 4, height: box.height - 2)
    canvas.cursor = list.draw(into: &canvas, in: inner, dataSource: source)
  }

  func handle(_ event: InputEvent) -> ModalResult {
    if case .key(.escape) = event { return .close(then: .none) }
    switch list.handle(event, rowCount: source.rowCount) {
    case .activated(let index): return .close(then: onPick(index))
    default: return .keep
    }
  }
}
