import InventoryCore
import TerminalUI

/// Items below their minimum, largest shortfall first, with how many to order (up to the target, else the
/// minimum), then items at 0 that have no minimum (out of stock, marked "○" apart from low "▼").
/// x exports the reorder list as CSV; Enter opens an item; L makes its labels, P a sheet of labels for the list
/// (PDF files, `LabelRun`); E opens the lots that have expired or expire soon (`ExpiringScreen`), A the stock
/// alerts (`AlertsScreen`). Scans are recorded with the policy.
final class LowStockScreen: Screen {
  let title = "Low & out"
  private let environment: AppEnvironment
  private let rows = ArrayRows<Item> { item in
    let order = item.isLowStock ? String(item.reorderQuantity) : item.targetQuantity.map(String.init) ?? "–"
    return ListRow(
      [
        ListCell(StockDisplay.mark(item.stockStatus)), ListCell(item.name), ListCell(item.barcode ?? ""),
        ListCell(String(item.quantity)), ListCell(String(item.minimumQuantity)), ListCell(String(item.shortfall)),
        ListCell(order, role: .title),
      ], role: StockDisplay.role(item.stockStatus))
  }
  private var list = ListView(columns: LowStockScreen.columns(for: []))

  /// Number columns as wide as their widest number: a number is never cut.
  private static func columns(for items: [Item]) -> [ListColumn] {
    func width(_ minimum: Int, _ value: (Item) -> Int) -> ListColumn.Width {
      .fixed(StockDisplay.width(minimum, for: items.map { String(value($0)) }))
    }
    return [
      ListColumn("", width: .fixed(1)), ListColumn("Name", width: .flexible(minimum: 10, weight: 3)),
      ListColumn("Barcode", width: .fixed(14)), ListColumn("Qty", width: width(6, \.quantity), alignRight: true),
      ListColumn("Min", width: width(5, \.minimumQuantity), alignRight: true),
      ListColumn("Short", width: width(6, \.shortfall), alignRight: true),
      ListColumn("Order", width: width(6, { max($0.reorderQuantity, $0.targetQuantity ?? 0) }), alignRight: true),
    ]
  }
  private var reading: ScreenRead

  init(environment: AppEnvironment) {
    self.environment = environment
    reading = ScreenRead("low and out of stock items", service: environment.service)
  }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Low and out of stock (a scan is recorded with the scan policy)",
        [
          .init(.editItem, [.enter, .char("e")]), .init(.exportReorderList, [.char("x")]),
          .init(.itemLabel, [.char("L")], hint: false), .init(.listLabels, [.char("P")], hint: false),
          .init(.showExpiring, [.char("E")]), .init(.showAlerts, [.char("A")]),
        ]),
      list.keymap,
    ]
  }

  private func readRows() throws {
    rows.elements = try environment.service.lowStockReport() + environment.service.outOfStockWithoutMinimum()
    list.columns = Self.columns(for: rows.elements)
  }

  @discardableResult
  private func reload() -> ScreenAction { reading.read(readRows) }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    reading.readIfNeverRead(readRows)
    let (middle, bottom) = rect.splitBottom(1)
    canvas.cursor = list.draw(
      into: &canvas, in: middle, dataSource: rows,
      emptyText: reading.emptyText("Nothing is out of stock or below its minimum."))
    let units = rows.elements.reduce(0) { $0 + $1.reorderQuantity }
    let out = rows.elements.count { $0.stockStatus == .out }
    let low = rows.elements.count { $0.stockStatus == .low }
    let text =
      reading.failed ? "" : "\(out) out of stock · \(low) low · \(StockLimits.groupedDigits(units)) units to order"
    canvas.put(text, in: bottom, role: .dim)
  }

  private func labels(_ run: LabelRun) -> ScreenAction {
    run.onCodesGiven = { [weak self] _ in self?.reload() }
    return run.start()
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick: return reading.readIfChanged(readRows)
    case .command(.editItem):
      guard let item = rows.element(at: list.selectedIndex) else { return .none }
      return .push(ItemEditorScreen(environment: environment, editing: item))
    case .command(.showExpiring): return .push(ExpiringScreen(environment: environment))
    case .command(.showAlerts): return AlertsScreen.open(environment)
    case .command(.exportReorderList):
      return FileActions(service: environment.service).exportReorderListPrompt()
    case .command(.itemLabel):
      guard let item = rows.element(at: list.selectedIndex) else { return .bell }
      return labels(LabelRun(environment: environment, item: item))
    case .command(.listLabels):
      let service = environment.service
      return labels(
        LabelRun(environment: environment, subject: "the low and out of stock items") {
          try service.lowStockReport() + service.outOfStockWithoutMinimum()
        })
    case .command: return .unhandled
    default: break
    }
    let result = list.handle(event, rowCount: rows.rowCount)
    if case .activated = result { return handle(.command(.editItem)) }
    return list.action(for: result)
  }
}

extension LowStockScreen: ProvisionalKeyTarget {
  /// Its printable keys move in the list or are not its own: a move can be taken back.
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    let saved = list
    return ListView.checkpoint(before: key, in: keymaps) { [weak self] in self?.list = saved }
  }
}
