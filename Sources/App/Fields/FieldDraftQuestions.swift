import InventoryCore
import TerminalUI

/// A new field's questions, one dialog after another: its name, kind, the kind's details (a number's unit and
/// range, a choice's choices), which items have it, whether it is required, a default. Each typed answer is
/// checked on Enter by the core's rule (`CustomFieldDraft.validated`, as `stockroom fields add` is); Esc at any
/// step adds nothing.
struct FieldDraftQuestions {
  weak var screen: FieldsScreen?

  /// The kinds offered, in the order `stockroom fields add --kind` lists them.
  static let kinds: [(label: String, kind: CustomFieldKind)] = [
    ("text", .text), ("number", .number(unit: nil, minimum: nil, maximum: nil)), ("date", .date),
    ("yes/no", .yesNo), ("choice from a list", .choice([])),
  ]

  func start() -> ScreenAction {
    .present(
      TextPrompt(
        title: "New field", label: "Name (the CSV column's header too):",
        validate: { name in Self.problem(CustomFieldDraft(name: name, kind: .text)) },
        onSubmit: { name in askKind(CustomFieldDraft(name: name, kind: .text)) }))
  }

  /// The core's objection to `draft` as it stands (the category is checked when it is saved), worded.
  private static func problem(_ draft: CustomFieldDraft) -> String? {
    do {
      _ = try draft.validated(categoryID: nil)
      return nil
    } catch { return "\(error)" }
  }

  private func askKind(_ draft: CustomFieldDraft) -> ScreenAction {
    .present(
      ChoiceDialog(title: "Kind of \(draft.name)", options: Self.kinds.map { ChoiceDialog.Option($0.label) }) { index in
        var draft = draft
        draft.kind = Self.kinds[index].kind
        switch draft.kind {
        case .number: return askDetails(draft, label: "Unit, smallest, largest (each may be empty: kg, 0, 100):")
        case .choice: return askDetails(draft, label: "The choices, separated by commas:")
        default: return askScope(draft)
        }
      })
  }

  /// A number's unit and range, or a choice's list, typed on one line.
  private func askDetails(_ draft: CustomFieldDraft, label: String) -> ScreenAction {
    func details(_ text: String) -> CustomFieldDraft {
      var draft = draft
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      func part(_ index: Int) -> String? { parts.indices.contains(index) && !parts[index].isEmpty ? parts[index] : nil }
      if case .number = draft.kind {
        draft.kind = .number(unit: part(0), minimum: part(1), maximum: part(2))
      } else {
        draft.kind = .choice(parts.filter { !$0.isEmpty })
      }
      return draft
    }
    return .present(
      TextPrompt(
        title: "Kind of \(draft.name)", label: label, validate: { Self.problem(details($0)) },
        onSubmit: { askScope(details($0)) }))
  }

  private func askScope(_ draft: CustomFieldDraft) -> ScreenAction {
    guard let screen else { return .none }
    let categories: [String]
    do { categories = try screen.environment.service.categories().map(\.category.name) } catch {
      return .status(.error("cannot read the categories: \(describe(error))"))
    }
    return .present(
      ChoiceDialog(
        title: "Which items have \(draft.name)", options: (["every item"] + categories).map { ChoiceDialog.Option($0) }
      ) { index in
        var draft = draft
        draft.category = index == 0 ? nil : categories[index - 1]
        return askRequired(draft)
      })
  }

  private func askRequired(_ draft: CustomFieldDraft) -> ScreenAction {
    .present(
      ChoiceDialog(
        title: "Is \(draft.name) required",
        options: [ChoiceDialog.Option("optional"), ChoiceDialog.Option("required: a value cannot be cleared")]
      ) { index in
        var draft = draft
        draft.isRequired = index == 1
        return askDefault(draft)
      })
  }

  private func askDefault(_ draft: CustomFieldDraft) -> ScreenAction {
    func with(_ text: String) -> CustomFieldDraft {
      var draft = draft
      draft.defaultValue = text.isEmpty ? nil : text
      return draft
    }
    return .present(
      TextPrompt(
        title: "Default of \(draft.name)", label: "What an item without a value shows (empty: nothing):",
        validate: { Self.problem(with($0)) },
        onSubmit: { text in save(with(text)) }))
  }

  private func save(_ draft: CustomFieldDraft) -> ScreenAction {
    guard let screen else { return .none }
    let fields = screen.fields
    return screen.run(saving: "the field") { CustomFieldWording.added(try fields.addCustomField(draft)) }
  }
}
