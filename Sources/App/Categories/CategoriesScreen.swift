import InventoryCore
import TerminalUI

/// Categories with their colour and item count: add, rename, recolour, delete (the items stay,
/// uncategorised). Scans are recorded with the scan policy.
final class CategoriesScreen: Screen {
  let title = "Categories"
  private let environment: AppEnvironment
  private let rows = ArrayRows<CategorySummary> { summary in
    let color = PaletteColor(rawValue: summary.category.color.rawValue)
    return ListRow([
      ListCell(summary.category.name, role: color.map { .category($0) }),
      ListCell("■ " + summary.category.color.rawValue, role: color.map { .category($0) }),
      ListCell(String(summary.itemCount)),
    ])
  }
  private var list = ListView(columns: [
    ListColumn("Category", width: .flexible(minimum: 12, weight: 3)), ListColumn("Colour", width: .fixed(16)),
    ListColumn("Items", width: .fixed(8), alignRight: true),
  ])
  private var reading: ScreenRead

  init(environment: AppEnvironment) {
    self.environment = environment
    reading = ScreenRead("categories", service: environment.service)
  }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Categories (a scan is recorded with the scan policy)",
        [
          .init(.addCategory, [.char("a"), .char("n")]), .init(.renameCategory, [.char("r"), .enter]),
          .init(.recolorCategory, [.char("c")]), .init(.deleteCategory, [.char("d"), .delete]),
        ]),
      list.keymap,
    ]
  }

  private var selected: InventoryCore.Category? { rows.element(at: list.selectedIndex)?.category }

  private func readRows() throws { rows.elements = try environment.service.categories() }

  @discardableResult
  private func reload() -> ScreenAction { reading.read(readRows) }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    reading.readIfNeverRead(readRows)
    canvas.cursor = list.draw(
      into: &canvas, in: rect, dataSource: rows, emptyText: reading.emptyText("No categories yet: press a to add one."))
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick: return reading.readIfChanged(readRows)
    case .command(let command): return perform(command)
    default: break
    }
    let result = list.handle(event, rowCount: rows.rowCount)
    if case .activated = result { return perform(.renameCategory) }
    return list.action(for: result)
  }

  private func perform(_ command: Command) -> ScreenAction {
    let service = environment.service
    switch command {
    case .addCategory:
      // The name, then its colour (automatic: the next colour no category uses yet).
      return .present(
        TextPrompt(
          title: "New category", label: "Name:", text: "",
          validate: { name in
            if name.trimmingCharacters(in: .whitespaces).isEmpty { return "type a name" }
            // A hint while typing: unreadable, no hint; saving asks the store, which refuses a second one.
            if (try? service.category(named: name)) != nil { return "a category named \(name) exists already" }
            return nil
          },
          onSubmit: { [weak self] name in self?.chooseColor(forNew: name) ?? .none }))
    case .renameCategory:
      guard let category = selected else { return .bell }
      return ask(title: "Rename \(category.name)", text: category.name, saving: category.name) { name in
        let renamed = try service.renameCategory(category.name, to: name)
        return "renamed \(category.name) to \(renamed.name)"
      }
    case .recolorCategory:
      guard let category = selected else { return .bell }
      let colors = CategoryColor.allCases
      let options = colors.map {
        ChoiceDialog.Option("■ \($0.rawValue)", role: PaletteColor(rawValue: $0.rawValue).map { .category($0) })
      }
      return .present(
        ChoiceDialog(
          title: "Colour of \(category.name)", options: options, selected: colors.firstIndex(of: category.color) ?? 0
        ) {
          [weak self] index in
          self?.run(saving: "the colour of \(category.name)") {
            _ = try service.recolorCategory(category.name, to: colors[index])
            return "\(category.name) is now \(colors[index].rawValue)"
          } ?? .none
        })
    case .deleteCategory:
      guard let category = selected else { return .bell }
      return .present(
        ConfirmDialog(title: "Delete category", message: "Delete \(category.name)? Its items are kept, uncategorised.")
        {
          [weak self] yes in
          guard yes else { return .none }
          return self?.run(saving: "the deletion of \(category.name)") {
            let count = try service.deleteCategory(category.name)
            return "deleted \(category.name); \(count) item\(count == 1 ? "" : "s") now uncategorised"
          } ?? .none
        })
    default:
      return .unhandled
    }
  }

  /// The colour dialog of a new category; choosing adds it.
  private func chooseColor(forNew name: String) -> ScreenAction {
    let (colors, service) = (CategoryColor.allCases, environment.service)
    let options =
      [ChoiceDialog.Option("automatic")]
      + colors.map {
        ChoiceDialog.Option("■ \($0.rawValue)", role: PaletteColor(rawValue: $0.rawValue).map { .category($0) })
      }
    return .present(
      ChoiceDialog(title: "Colour of \(name)", options: options, selected: 0) { [weak self] index in
        self?.run(saving: name) {
          let category = try service.addCategory(named: name, color: index == 0 ? nil : colors[index - 1])
          return "added \(category.name) (\(category.color.rawValue))"
        } ?? .none
      })
  }

  /// Asks for a name, then saves `what` with `work` given it.
  private func ask(
    title: String, text: String, saving what: String, work: @escaping @Sendable (String) throws -> String
  ) -> ScreenAction {
    .present(
      TextPrompt(
        title: title, label: "Name:", text: text,
        validate: { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "type a name" : nil },
        onSubmit: { [weak self] name in self?.run(saving: what) { try work(name) } ?? .none }))
  }

  /// Runs a change off the input thread (`AppEnvironment.saving`), then reloads and says what it did.
  private func run(saving what: String, _ work: @escaping @Sendable () throws -> String) -> ScreenAction {
    environment.saving(what, reporting: work) { [weak self] in self?.reload() }
  }
}

extension CategoriesScreen: ProvisionalKeyTarget {
  /// Its printable keys move in the list or are not its own: a move can be taken back.
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    let saved = list
    return ListView.checkpoint(before: key, in: keymaps) { [weak self] in self?.list = saved }
  }
}
