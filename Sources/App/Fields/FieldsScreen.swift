import InventoryCore
import TerminalUI

/// The shop's own item fields (Settings › Fields): name, kind, which items have it, required, default. Added,
/// renamed, removed and restored through the same calls and words as `stockroom fields`; the rules (names, kinds,
/// defaults) are the core's. A removal says first how many items lose a value, and R puts it back.
final class FieldsScreen: Screen {
  let title = "Fields"
  let environment: AppEnvironment
  let fields: any CustomFieldInventory
  private let rows = ArrayRows<(field: CustomField, scope: String)> { row in
    ListRow(texts: [
      row.field.name, row.field.kind.described, row.scope, row.field.isRequired ? "required" : "",
      row.field.defaultValue ?? "",
    ])
  }
  private var list = ListView(columns: [
    ListColumn("Field", width: .flexible(minimum: 10, weight: 2)),
    ListColumn("Kind", width: .flexible(minimum: 10, weight: 3)),
    ListColumn("Items", width: .flexible(minimum: 10, weight: 2)), ListColumn("Required", width: .fixed(9)),
    ListColumn("Default", width: .flexible(minimum: 8, weight: 1)),
  ])
  private let watcher: ChangeWatcher
  private var loadError: String?
  private var loaded = false
  /// The field this screen removed last: what R offers to restore.
  var lastRemoved: String?

  init(environment: AppEnvironment, fields: any CustomFieldInventory) {
    self.environment = environment
    self.fields = fields
    watcher = ChangeWatcher(service: environment.service)
  }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Fields",
        [
          .init(.addField, [.char("a"), .char("n")]), .init(.renameField, [.char("r"), .enter]),
          .init(.removeField, [.char("d"), .delete]), .init(.restoreField, [.char("R")]),
        ]),
      list.keymap,
    ]
  }

  var selected: CustomField? { rows.element(at: list.selectedIndex)?.field }

  func reload() {
    loaded = true
    do {
      let names = Dictionary(
        try environment.service.categories().compactMap { summary in
          summary.category.id.map { ($0, summary.category.name) }
        },
        uniquingKeysWith: { a, _ in a })
      rows.elements = try fields.customFields().map { field in
        (field, CustomFieldWording.scope(field, categoryName: field.categoryID.flatMap { names[$0] }))
      }
      loadError = nil
    } catch {
      loadError = "cannot read the fields: \(describe(error))"
    }
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    if !loaded { reload() }
    let (middle, bottom) = rect.splitBottom(1)
    canvas.cursor = list.draw(
      into: &canvas, in: middle, dataSource: rows,
      emptyText: loadError != nil ? "The fields are not read yet." : "No fields of your own yet: press a to add one.")
    let text =
      loadError.map { "\(StyleRole.error.symbol ?? "") \($0)" }
      ?? "Items show these after their own fields (the item editor); CSV files have a column for each."
    canvas.put(text, in: bottom, role: loadError == nil ? .dim : .error)
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick:
      guard watcher.hasChanged() else { return .none }
      reload()
      return .redraw
    case .command(let command): return perform(command)
    default: break
    }
    let result = list.handle(event, rowCount: rows.rowCount)
    if case .activated = result { return perform(.renameField) }
    return list.action(for: result)
  }

  private func perform(_ command: Command) -> ScreenAction {
    let fields = self.fields
    switch command {
    case .addField: return FieldDraftQuestions(screen: self).start()
    case .renameField:
      guard let field = selected else { return .bell }
      return .present(
        TextPrompt(
          title: "Rename \(field.name)", label: "New name:", text: field.name,
          onSubmit: { [weak self] name in
            self?.run(saving: "the field") {
              CustomFieldWording.renamed(try fields.renameCustomField(field.name, to: name))
            } ?? .none
          }))
    case .removeField:
      guard let field = selected else { return .bell }
      return confirmRemoving(field)
    case .restoreField:
      return .present(
        TextPrompt(
          title: "Restore a field", label: "The removed field's name:", text: lastRemoved ?? "",
          onSubmit: { [weak self] name in
            self?.run(saving: "the field") { CustomFieldWording.restored(try fields.restoreCustomField(named: name)) }
              ?? .none
          }))
    default:
      return .unhandled
    }
  }

  /// Says how many items lose a value before removing (R restores the field with them).
  private func confirmRemoving(_ field: CustomField) -> ScreenAction {
    let fields = self.fields
    let count: Int
    do { count = try fields.itemsWithValues(ofField: field.name) } catch {
      return .status(.error("cannot count the values of \(field.name): \(describe(error))"))
    }
    let loss =
      count > 0
      ? CustomFieldWording.wouldLose(count, field: field.name) + "; R restores them." : "No item has a value of it."
    return .present(
      ConfirmDialog(title: "Remove field", message: "Remove the field \(field.name)? \(loss)") { [weak self] yes in
        guard yes, let self else { return .none }
        lastRemoved = field.name
        return run(saving: "the field") {
          let removed = try fields.removeCustomField(field.name)
          return CustomFieldWording.removed(removed.field, itemsWithValues: removed.itemsWithValues, undo: "R")
        }
      })
  }

  /// Runs a change off the input thread (`AppEnvironment.saving`), then reloads and says what it did.
  func run(saving what: String, _ work: @escaping @Sendable () throws -> String) -> ScreenAction {
    environment.saving(what, reporting: work) { [weak self] in self?.reload() }
  }
}

extension FieldsScreen {
  /// The Fields screen, or why there is none (an inventory without custom fields: a station's are its server's).
  static func open(_ environment: AppEnvironment) -> ScreenAction {
    guard let fields = environment.service as? any CustomFieldInventory else {
      return .status(.warning("this inventory has no fields of its own here"))
    }
    return .push(FieldsScreen(environment: environment, fields: fields))
  }
}

extension FieldsScreen: ProvisionalKeyTarget {
  /// Its printable keys move in the list or are not its own: a move can be taken back.
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    let saved = list
    return ListView.checkpoint(before: key, in: keymaps) { [weak self] in self?.list = saved }
  }
}
