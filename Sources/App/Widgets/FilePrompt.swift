import Foundation
import InventoryCore
import TerminalUI

/// Asks for the path of a new file (an export, a backup). A name that exists is never overwritten: the
/// field is changed to the next free name ("items-2.csv") and the message, wrapped in full however long
/// the path, says so; Enter then saves there. `validate` may refuse a name in its own words (a code's file must
/// end in .png, .svg or .pdf). Esc cancels. A scan is not a file name: it goes below.
final class FilePrompt: Modal {
  let title: String
  let label: String
  private(set) var field: TextField
  private(set) var message: String?
  private let validate: (String) -> String?
  private let onSubmit: (String) -> ScreenAction

  init(
    title: String, label: String, path: String, validate: @escaping (String) -> String? = { _ in nil },
    onSubmit: @escaping (String) -> ScreenAction
  ) {
    self.title = title
    self.label = label
    field = TextField(text: path)
    self.validate = validate
    self.onSubmit = onSubmit
  }

  var keymaps: [Keymap] {
    [Keymap("File name", [.init(.submit, [.enter]), .init(Prompt.cancel, [.escape])]), field.keymap]
  }

  var takesScans: Bool { false }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let width = min(rect.width, 76)
    let inner = max(10, width - 4)
    let lines = message.map { wrapText("\(StyleRole.warning.symbol ?? "!") \($0)", width: inner) } ?? []
    let box = rect.centered(width: width, height: 5 + lines.count)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: title)
    canvas.put(label, in: Rect(row: box.row + 1, column: box.column + 2, width: inner, height: 1), role: .dialog)
    let fieldArea = Rect(row: box.row + 2, column: box.column + 2, width: inner, height: 1)
    canvas.cursor = field.draw(into: &canvas, in: fieldArea, focused: true)
    for (index, line) in lines.enumerated() {
      canvas.put(
        line, in: Rect(row: box.row + 3 + index, column: box.column + 2, width: inner, height: 1), role: .warning)
    }
  }

  func handle(_ event: InputEvent) -> ModalResult {
    if case .key(.escape) = event { return .close(then: .none) }
    switch field.handle(event) {
    case .submitted(let text):
      let path = FileActions.expand(text)
      if text.trimmingCharacters(in: .whitespaces).isEmpty {
        message = "type a file name"
      } else if FileManager.default.fileExists(atPath: path) {
        let free = Self.freeName(for: path)
        message =
          "\(path) exists already and is kept: Enter saves as \((free as NSString).lastPathComponent), "
          + "or edit the name"
        field.text = free
      } else if let problem = FileActions.problem(with: text) ?? validate(path) {
        message = problem
      } else {
        return .close(then: onSubmit(path))
      }
      return .keep
    case .edited:
      message = nil
      return .keep
    default:
      return .keep
    }
  }

  /// `stem-2.ext`, `stem-3.ext`, … : the first name next to `path` that does not exist.
  static func freeName(for path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let fileExtension = url.pathExtension
    // Always a new suffix: "stock-2026-11-23" must not become "stock-2026-11-24".
    let stem = url.deletingPathExtension().lastPathComponent
    var number = 2
    let folder = url.deletingLastPathComponent()
    while number < 100_000 {
      let name = fileExtension.isEmpty ? "\(stem)-\(number)" : "\(stem)-\(number).\(fileExtension)"
      let candidate = folder.appendingPathComponent(name).path
      if !FileManager.default.fileExists(atPath: candidate) { return candidate }
      number += 1
    }
    return path
  }
}
