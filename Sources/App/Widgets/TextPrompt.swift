import TerminalUI

/// A prompt for a name, a path or a setting. TerminalUI's `Prompt` takes a scanner burst as its answer
/// (right when it asks for a barcode); here a scan would be an accident that replaces a file name with a
/// product code, so it does not take scans: they go to the screen below and are recorded as usual.
final class TextPrompt: Modal {
  private let prompt: Prompt

  init(
    title: String, label: String, text: String = "", validate: @escaping (String) -> String? = { _ in nil },
    onSubmit: @escaping (String) -> ScreenAction
  ) {
    prompt = Prompt(title: title, label: label, text: text, validate: validate, onSubmit: onSubmit)
  }

  /// The text typed so far.
  var text: String { prompt.field.text }

  var keymaps: [Keymap] { prompt.keymaps }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    prompt.draw(into: &canvas, in: rect, context: context)
  }

  var takesScans: Bool { false }

  func handle(_ event: InputEvent) -> ModalResult {
    prompt.handle(event)
  }
}

extension TextPrompt: ProvisionalKeyTarget {
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? { prompt.checkpoint(before: key) }
}
