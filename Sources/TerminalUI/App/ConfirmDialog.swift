import InventoryCore

/// A yes/no question in a box: y answers yes, n or Esc no, and Enter gives the default answer (yes, unless the
/// question is one a stray Enter must not agree to, such as a scanner's burst ending). The answer becomes a
/// `ScreenAction` through `onAnswer`.
public final class ConfirmDialog: Modal {
  public static let yes = Command("dialog.yes", label: "Yes", help: "Answer yes")
  public static let no = Command("dialog.no", label: "No", help: "Answer no")

  public let title: String
  public let message: String
  /// What Enter answers.
  public let enterAnswers: Bool
  private let onAnswer: (Bool) -> ScreenAction

  public init(
    title: String = "Confirm", message: String, enterAnswers: Bool = true,
    onAnswer: @escaping (Bool) -> ScreenAction
  ) {
    self.title = title
    self.message = message
    self.enterAnswers = enterAnswers
    self.onAnswer = onAnswer
  }

  public var keymaps: [Keymap] {
    let yesKeys: [KeyPress] = enterAnswers ? [.char("y"), .enter] : [.char("y")]
    let noKeys: [KeyPress] = enterAnswers ? [.char("n"), .escape] : [.char("n"), .escape, .enter]
    return [Keymap("Dialog", [.init(Self.yes, yesKeys), .init(Self.no, noKeys)])]
  }

  public func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let lines = wrap(message, width: max(10, min(rect.width - 4, 60)))
    let width = min(rect.width, max(lines.map(\.terminalWidth).max() ?? 0, title.terminalWidth + 4, 24) + 4)
    let box = rect.centered(width: width, height: lines.count + 4)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: title)
    for (index, line) in lines.enumerated() {
      canvas.put(
        line, in: Rect(row: box.row + 1 + index, column: box.column + 2, width: box.width - 4, height: 1), role: .dialog
      )
    }
    let buttons = enterAnswers ? "[y] Yes   [n] No" : "[y] Yes   [n] No (Enter)"
    canvas.put(
      buttons, in: Rect(row: box.bottom - 2, column: box.column + 2, width: box.width - 4, height: 1), role: .dialog)
    canvas.cursor = Position(row: box.bottom - 2, column: box.column + 3)
  }

  public func handle(_ event: InputEvent) -> ModalResult {
    guard case .key(let key) = event, let command = Keymap.resolve(key, in: keymaps) else { return .keep }
    return .close(then: onAnswer(command == Self.yes))
  }
}

/// Splits `text` into lines of at most `width` columns at spaces (long words are cut).
func wrap(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ", omittingEmptySubsequences: true) {
    let candidate = line.isEmpty ? String(word) : line + " " + word
    if candidate.terminalWidth <= width {
      line = candidate
    } else {
      if !line.isEmpty { lines.append(line) }
      line = word.terminalWidth <= width ? String(word) : word.truncated(toColumns: width)
    }
  }
  if !line.isEmpty || lines.isEmpty { lines.append(line) }
  return lines
}
