/// Asks for one line of text in a box: Enter submits (if `validate` accepts it), Esc cancels. A scanner
/// burst fills the field with the code (a prompt asking for a barcode takes a scan as the answer).
public final class Prompt: Modal {
  public static let cancel = Command("prompt.cancel", label: "Cancel", help: "Close without answering")

  public let title: String
  public let label: String
  public private(set) var field: TextField
  private let validate: (String) -> String?
  private let onSubmit: (String) -> ScreenAction
  private let onCancel: () -> ScreenAction
  /// Told of each scan that fills the field (the app keeps every scan in its scan log).
  public var onScan: ((String) -> Void)?

  /// `validate` returns an error message for text it refuses (nil accepts).
  public init(
    title: String, label: String, text: String = "", validate: @escaping (String) -> String? = { _ in nil },
    onSubmit: @escaping (String) -> ScreenAction, onCancel: @escaping () -> ScreenAction = { .none }
  ) {
    self.title = title
    self.label = label
    self.field = TextField(text: text)
    self.validate = validate
    self.onSubmit = onSubmit
    self.onCancel = onCancel
  }

  /// A scan is the answer (the prompt asks for a code); use a wrapper that says otherwise for names and paths.
  public var takesScans: Bool { true }

  public var keymaps: [Keymap] {
    [Keymap("Prompt", [.init(.submit, [.enter]), .init(Self.cancel, [.escape])]), field.keymap]
  }

  public func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let box = rect.centered(width: min(rect.width, 64), height: 6)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: title)
    let inner = box.inset(by: 1)
    canvas.put(label, in: inner.line(0), role: .dialog)
    let fieldArea = Rect(row: inner.row + 1, column: inner.column + 1, width: inner.width - 2, height: 2)
    canvas.cursor = field.draw(into: &canvas, in: fieldArea, focused: true)
  }

  public func handle(_ event: InputEvent) -> ModalResult {
    switch event {
    case .key(.escape):
      return .close(then: onCancel())
    case .scan(let code):
      field.text = code
      field.validationMessage = nil
      onScan?(code)
      return .keep
    default:
      break
    }
    switch field.handle(event) {
    case .submitted(let text):
      if let problem = validate(text) {
        field.validationMessage = problem
        return .keep
      }
      return .close(then: onSubmit(text))
    case .edited:
      field.validationMessage = nil
      return .keep
    default:
      return .keep
    }
  }
}

extension Prompt: ProvisionalKeyTarget {
  /// A printable key only edits the field: it can be taken back.
  public func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    let saved = field
    return KeyCheckpoint { [weak self] in self?.field = saved }
  }
}
