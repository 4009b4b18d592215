import CodeRendering
import InventoryCore
import TerminalUI

/// Makes a free code or a QR payload: pick the kind, fill its fields, watch the code appear beside them as you
/// type (or the reason it cannot be made), then F2 saves it to a PNG, SVG or PDF file and History's Created list
/// keeps it. History opens a created code here too, to look at it or save it again.
///
/// The Kind row is where the screen starts: there number keys switch screens as everywhere; in a field they are
/// typed, and Esc leaves the fields for the Kind row. Tab switches screens from anywhere; ↓ and ↑ move
/// between the fields.
final class GenerateScreen: Screen {
  let title = "Generate"
  let environment: AppEnvironment
  /// A code from History's Created list, shown as it was made instead of the form.
  let reopened: CreatedCode?
  var form = GenerateForm()
  var focus = 0
  private(set) var preview: CodePreview
  /// The rows' screen lines in the last draw (for clicks).
  var rowAreas: [Rect] = []

  init(environment: AppEnvironment) {
    self.environment = environment
    reopened = nil
    preview = .of(form.draft)
  }

  /// Shows `created` (from History) as it was made, to look at it or save it again.
  init(environment: AppEnvironment, reopening created: CreatedCode) {
    self.environment = environment
    reopened = created
    preview = .of(created)
  }

  var focusedRow: GenerateForm.Row { form.rows[min(focus, form.rows.count - 1)] }

  var keymaps: [Keymap] {
    let save = Keymap.Binding(.saveCode, [.f(2), .ctrl("s")])
    let print = Keymap.Binding(.printCode, [.f(4)])
    if reopened != nil { return [Keymap("Created code", [save, print])] }
    let onChoice = focusedRow != .kind && !isTextRow
    let bindings: [Keymap.Binding] = [
      // Tab switches screens here as everywhere (issue 19): fields move with the arrows, shown in the hint bar.
      save, print, .init(.nextField, [.down]), .init(.previousField, [.up], hint: false),
      .init(.chooseValue, [.enter, .char(" ")], hint: !isTextRow),
      .init(.nextValue, [.right], hint: onChoice), .init(.previousValue, [.left], hint: false),
      .init(.leaveFields, [.escape], hint: focus != 0),
    ]
    let generate = Keymap("Generate (the code follows your typing; Esc leaves the fields)", bindings)
    if case .text(let field) = focusedRow, let textField = form.fields[field] { return [generate, textField.keymap] }
    return [generate]
  }

  private var isTextRow: Bool {
    if case .text = focusedRow { return true }
    return false
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .scan(let code):
      // A command card switches the mode as everywhere; a product code fills the field being typed in.
      if let card = CommandCardHandler(environment: environment).handle(code, source: .usbScanner) { return card }
      guard reopened == nil, case .text(let field) = focusedRow else { return .unhandled }
      form.fields[field]?.text = code
      return edited()
    case .command(let command): return perform(command)
    case .tick: return .none
    case .resize: return .redraw
    case .mouse(let mouse) where mouse.kind == .click:
      guard reopened == nil, let row = rowAreas.firstIndex(where: { $0.row == mouse.position.row }) else {
        return .none
      }
      focus = row
      if case .text(let field) = focusedRow { _ = form.fields[field]?.handle(event) }
      return .redraw
    default: break
    }
    guard reopened == nil, case .text(let field) = focusedRow, var textField = form.fields[field] else {
      return .unhandled
    }
    let result = textField.handle(event)
    form.fields[field] = textField
    switch result {
    case .edited: return edited()
    case .submitted: return perform(.nextField)
    case .moved, .unchanged: return .redraw
    case .unhandled: return .unhandled
    }
  }

  private func edited() -> ScreenAction {
    preview = .of(form.draft)
    return .redraw
  }

  func perform(_ command: Command) -> ScreenAction {
    switch command {
    case .saveCode: return save()
    case .printCode: return print()
    case _ where reopened != nil: return .unhandled
    case .nextField:
      focus = (focus + 1) % form.rows.count
      return .redraw
    case .previousField:
      focus = (focus + form.rows.count - 1) % form.rows.count
      return .redraw
    case .chooseValue:
      if focusedRow == .kind { return chooseKind() }
      if focusedRow == .size { return chooseSize() }
      return step(forward: true)
    case .nextValue: return step(forward: true)
    case .previousValue: return step(forward: false)
    case .leaveFields:
      guard focus != 0 else { return .command(.back) }  // on the Kind row Esc goes back, as on every screen
      focus = 0
      return .redraw
    default: return .unhandled
    }
  }

  private func step(forward: Bool) -> ScreenAction {
    guard !isTextRow else { return .unhandled }
    form.step(focusedRow, forward: forward)
    return edited()
  }

  private func chooseKind() -> ScreenAction {
    let kinds = CodeDraft.Kind.allCases
    let options = kinds.map { ChoiceDialog.Option($0.displayName) }
    let selected = kinds.firstIndex(of: form.draft.kind) ?? 0
    return .present(
      ChoiceDialog(title: "Kind of code", options: options, selected: selected) { [weak self] index in
        guard let self, kinds.indices.contains(index) else { return .none }
        form.choose(kinds[index])
        return edited()
      })
  }

  /// The sizes `stockroom code` can make, each with what it makes of this code (mm and PNG pixels).
  private func chooseSize() -> ScreenAction {
    let presets = CodeSize.presets
    // Only the sizes' figures: a code zint refuses is said by the preview; the sizes are listed without them.
    let symbol = preview.request.flatMap { try? ZintEncoder.encode($0.spec) }
    let options = presets.map { size in
      ChoiceDialog.Option(size.name + (symbol.map { ": " + size.dimensions(of: $0) } ?? ""))
    }
    let selected = presets.firstIndex(of: form.size) ?? 0
    return .present(
      ChoiceDialog(title: "Size of the saved code", options: options, selected: selected) { [weak self] index in
        guard let self, presets.indices.contains(index) else { return .none }
        form.size = presets[index]
        return .redraw
      })
  }

  private func save() -> ScreenAction {
    guard let request = preview.request else {
      if case .problem(let reason, _) = preview {
        return .sequence([.status(.error("nothing to save: \(reason)")), .bell])
      }
      return .bell
    }
    let environment = environment
    return .present(
      FilePrompt(
        title: "Save the code", label: "File (.png, .svg or .pdf):",
        path: CodeFileSaver.defaultPath(for: request, service: environment.service), validate: CodeFileSaver.problem
      ) { [size = form.size] path in
        CodeFileSaver(environment: environment, size: size).save(request, to: path)
      })
  }

  private func print() -> ScreenAction {
    guard let request = preview.request else {
      if case .problem(let reason, _) = preview {
        return .sequence([.status(.error("nothing to print: \(reason)")), .bell])
      }
      return .bell
    }
    let environment = environment
    return OutputChoice.choosePrinter(environment: environment) { [size = form.size] printer in
      CodeFileSaver(environment: environment, size: size).print(
        request, on: printer, through: environment.printing)
    }
  }
}
