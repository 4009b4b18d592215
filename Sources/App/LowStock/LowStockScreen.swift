import InventoryCore
import InventoryStore
import TerminalUI

/// Items below their minimum, largest shortfall first, with how many to order (up to the target, else the
/// minimum). x exports this reorder list as CSV; Enter opens an item. Scans are recorded with the policy.
final class LowStockScreen: Screen {
  let title = "Low stock"
  private let environment: AppEnvironment
  private let rows = ArrayRows<Item> { item in
    ListRow(
      [
        ListCell(StyleRole.lowStock.symbol ?? "!"), ListCell(item.name), ListCell(item.barcode ?? ""),
        ListCell(String(item.quantity)), ListCell(String(item.minimumQuantity)), ListCell(String(item.shortfall)),
        ListCell(String(item.reorderQuantity), role: .title),
      ], role: .lowStock)
  }
  private var list = ListView(columns: [
    ListColumn("", width: .fixed(1)), ListColumn("Name", width: .flexible(minimum: 10, weight: 3)),
    ListColumn("Barcode", width: .fixed(14)), ListColumn("Qty", width: .fixed(6), alignRight: true),
    ListColumn("Min", width: .fixed(5), alignRight: true), ListColumn("Short", width: .fixed(6), alignRight: true),
    ListColumn("Order", width: .fixed(6), alignRight: true),
  ])
  private let watcher: ChangeWatcher
  private var loadError: String?
  private var loaded = false

  init(environment: AppEnvironment) {
    self.environment = environment
    watcher = ChangeWatcher(service: environment.service)
  }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Low stock (a scan is recorded with the scan policy)",
        [.init(.editItem, [.enter, .char("e")]), .init(.exportReorderList, [.char("x")])]),
      list.keymap,
    ]
  }

  private func reload() -> ScreenAction {
    loaded = true
    do {
      rows.elements = try environment.service.lowStockReport()
      loadError = nil
    } catch {
      loadError = "cannot read the low-stock report: \(describe(error))"
    }
    return .redraw
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    if !loaded { _ = reload() }
    let (middle, bottom) = rect.splitBottom(1)
    canvas.cursor = list.draw(into: &canvas, in: middle, dataSource: rows, emptyText: "Nothing is below its minimum.")
    let units = rows.elements.reduce(0) { $0 + $1.reorderQuantity }
    let text =
      loadError.map { "\(StyleRole.error.symbol ?? "") \($0)" }
      ?? "\(rows.rowCount) item\(rows.rowCount == 1 ? "" : "s") below minimum · \(units) units to order"
    canvas.put(text, in: bottom, role: loadError == nil ? .dim : .error)
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick: return watcher.hasChanged() ? reload() : .none
    case .command(.editItem):
      guard let item = rows.element(at: list.selectedIndex) else { return .none }
      return .push(ItemEditorScreen(environment: environment, editing: item))
    case .command(.exportReorderList):
      return FileActions(service: environment.service).exportReorderListPrompt()
    case .command: return .unhandled
    default: break
    }
    let result = list.handle(event, rowCount: rows.rowCount)
    if case .activated = result { return handle(.command(.editItem)) }
    return list.action(for: result)
  }
}
