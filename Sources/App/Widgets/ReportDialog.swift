import InventoryCore
import TerminalUI

/// A report in a box (an import's dry run: counts, then each problem with its line) and a few answers,
/// each on its own key. Esc closes without answering. Lines wrap to the box; what does not fit is counted
/// ("… 12 more lines") rather than silently cut. A scan while it is open is not taken as an answer.
final class ReportDialog: Modal {
  struct Answer {
    var key: Character
    var label: String
    /// Enter gives this answer too (a confirmation's "Commit": Enter confirms, Esc closes).
    var onEnter = false
    var action: () -> ScreenAction
  }

  static let cancel = Command("report.cancel", label: "Close", help: "Close without doing anything")

  let title: String
  let lines: [String]
  let answers: [Answer]

  init(title: String, lines: [String], answers: [Answer]) {
    self.title = title
    self.lines = lines
    self.answers = answers
  }

  var keymaps: [Keymap] {
    let bindings = answers.map {
      Keymap.Binding(
        Command("report.\($0.key)", label: $0.label, help: $0.label), [.char($0.key)] + ($0.onEnter ? [.enter] : []))
    }
    return [Keymap(title, bindings + [.init(Self.cancel, [.escape])])]
  }

  var takesScans: Bool { false }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let width = min(rect.width, 76)
    let inner = max(10, width - 4)
    var wrapped = lines.flatMap { wrapText($0, width: inner) }
    let room = max(1, rect.height - 6)
    if wrapped.count > room {
      let hidden = wrapped.count - room + 1
      wrapped = Array(wrapped.prefix(room - 1)) + ["… \(hidden) more line\(hidden == 1 ? "" : "s")"]
    }
    let box = rect.centered(width: width, height: wrapped.count + 4)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: title)
    for (index, line) in wrapped.enumerated() {
      canvas.put(
        line, in: Rect(row: box.row + 1 + index, column: box.column + 2, width: inner, height: 1), role: .dialog)
    }
    let buttons = (answers.map { "[\($0.onEnter ? "Enter/" : "")\($0.key)] \($0.label)" } + ["[Esc] Close"])
      .joined(separator: "   ")
    canvas.put(buttons, in: Rect(row: box.bottom - 2, column: box.column + 2, width: inner, height: 1), role: .dialog)
    canvas.cursor = Position(row: box.bottom - 2, column: box.column + 3)
  }

  func handle(_ event: InputEvent) -> ModalResult {
    guard case .key(let key) = event else { return .keep }
    if key == .escape { return .close(then: .none) }
    if key == .enter, let answer = answers.first(where: \.onEnter) { return .close(then: answer.action()) }
    guard let typed = key.typedCharacter, let answer = answers.first(where: { $0.key == typed }) else { return .keep }
    return .close(then: answer.action())
  }
}

/// Splits `text` into lines of at most `width` columns at spaces; a word wider than a line (a long path)
/// is split across lines, never cut (`TextWrapping`, the same wrapping as Help).
func wrapText(_ text: String, width: Int) -> [String] { TextWrapping.wrap(text, width: width) }
