import InventoryCore
import TerminalUI

/// The open stock alerts, newest first: the item, what happened, since when, and whether the alert command got
/// it (with its last failure under the list). `a` marks the selected one seen, through the same call as
/// `stockroom alerts ack`; `v` shows the ones already seen too. Opened from Low & out and Help (A). Enter opens
/// the item.
final class AlertsScreen: Screen {
  let title = "Alerts"
  private let environment: AppEnvironment
  private let alerts: any AlertInventory
  private let rows = ArrayRows<StockAlert> { alert in
    let seen = alert.acknowledgedAt != nil
    return ListRow(
      [
        ListCell(AlertsScreen.mark(alert.kind)),
        ListCell(HistoryScreen.format(alert.raisedAt)), ListCell(alert.itemName),
        ListCell(AlertsScreen.what(alert)), ListCell(alert.sendingState + (seen ? ", seen" : "")),
      ], role: seen ? .dim : alert.kind == .outOfStock ? .error : .lowStock)
  }
  private var list = ListView(columns: [
    ListColumn("", width: .fixed(1)), ListColumn("Since", width: .fixed(19)),
    ListColumn("Item", width: .flexible(minimum: 10, weight: 2)),
    ListColumn("Alert", width: .flexible(minimum: 12, weight: 3)),
    ListColumn("Sent", width: .flexible(minimum: 12, weight: 2)),
  ])
  private let watcher: ChangeWatcher
  private var showsSeen = false
  private var hiddenSeen = 0
  private var command = ""
  private var loadError: String?
  private var loaded = false
  /// The most open alerts listed (the header counts them all).
  static let limit = 1_000

  init(environment: AppEnvironment, alerts: any AlertInventory) {
    self.environment = environment
    self.alerts = alerts
    watcher = ChangeWatcher(service: environment.service)
  }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Alerts",
        [
          .init(.acknowledgeAlert, [.char("a")]), .init(.showAcknowledgedAlerts, [.char("v")]),
          .init(.editItem, [.enter, .char("e")]),
        ]),
      list.keymap,
    ]
  }

  /// The mark the Inventory list gives an out or low item, and the Expiring view a lot due.
  static func mark(_ kind: StockAlertKind) -> String {
    switch kind {
    case .outOfStock: StockDisplay.outMark
    case .belowMinimum: StockDisplay.mark(.low)
    case .expiring: ExpiringScreen.dueMark
    }
  }

  /// "below its minimum: 2 of 5", "out of stock", "3 to use by 2026-12-05, lot A1".
  static func what(_ alert: StockAlert) -> String {
    switch alert.kind {
    case .belowMinimum: "\(alert.kind.wording): \(alert.quantity) of \(alert.minimum)"
    case .outOfStock: alert.kind.wording
    case .expiring:
      "\(alert.quantity) to use by \(alert.lotUseBy ?? "?")" + (alert.lotBatch.map { ", lot \($0)" } ?? "")
    }
  }

  private func reload() -> ScreenAction {
    loaded = true
    do {
      let open = try alerts.alerts(openOnly: true, limit: Self.limit)
      rows.elements = showsSeen ? open : open.filter { $0.acknowledgedAt == nil }
      hiddenSeen = open.count - rows.elements.count
      command = try environment.service.setting(AlertLimits.commandSetting) ?? ""
      loadError = nil
    } catch {
      loadError = "cannot read the alerts: \(describe(error))"
    }
    return .redraw
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    if !loaded { _ = reload() }
    let (middle, bottom) = rect.splitBottom(2)
    canvas.cursor = list.draw(
      into: &canvas, in: middle, dataSource: rows,
      emptyText: loadError != nil
        ? "The alerts are not read yet."
        : hiddenSeen > 0 ? "Every open alert is marked seen (v shows them)." : "No open alerts.")
    canvas.fill(bottom)
    if let failure = rows.element(at: list.selectedIndex)?.lastFailure {
      canvas.put("last failure: \(failure.terminalSafe)", in: bottom.line(0), role: .error)
    }
    let sending =
      command.isEmpty
      ? "no alert command: a new alert rings the bell (stockroom alerts set-command)"
      : "sent to: \(command.terminalSafe) (by stockroom alerts watch)"
    let seen = hiddenSeen > 0 ? "\(hiddenSeen) seen (v shows them) · " : ""
    let text =
      loadError.map { "\(StyleRole.error.symbol ?? "") \($0)" } ?? "\(rows.elements.count) open · \(seen)\(sending)"
    canvas.put(text, in: bottom.line(1), role: loadError == nil ? .dim : .error)
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick: return watcher.hasChanged() ? reload() : .none
    case .command(.acknowledgeAlert): return acknowledgeSelected()
    case .command(.showAcknowledgedAlerts):
      showsSeen.toggle()
      _ = reload()
      return .status(.info(showsSeen ? "showing the alerts marked seen too" : "hiding the alerts marked seen"))
    case .command(.editItem):
      guard let id = rows.element(at: list.selectedIndex)?.itemID,
        let item = try? environment.service.item(id: id)
      else { return .bell }  // no item: it was deleted since
      return .push(ItemEditorScreen(environment: environment, editing: item))
    case .command: return .unhandled
    default: break
    }
    let result = list.handle(event, rowCount: rows.rowCount)
    if case .activated = result { return handle(.command(.editItem)) }
    return list.action(for: result)
  }

  private func acknowledgeSelected() -> ScreenAction {
    guard let alert = rows.element(at: list.selectedIndex) else { return .bell }
    let (alerts, id) = (self.alerts, alert.id)
    return environment.saving("the alert") {
      try alerts.acknowledgeAlert(id: id) ? "alert \(id) marked seen" : "alert \(id) is gone"
    } then: { [weak self] in
      _ = self?.reload()
    }
  }
}

extension AlertsScreen {
  /// The Alerts screen, or why there is none (an inventory without the alerts role).
  static func open(_ environment: AppEnvironment) -> ScreenAction {
    guard let alerts = environment.alerts else { return .status(.warning("this inventory has no alerts")) }
    return .push(AlertsScreen(environment: environment, alerts: alerts))
  }
}
