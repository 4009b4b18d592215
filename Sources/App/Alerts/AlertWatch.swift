import InventoryCore
import TerminalUI

/// The alerts the header counts, and the bell for a new one. Looked at once the database changed, off the input
/// thread: a station's alerts are its server's, which may hang, and keys must never wait for it. Until a look
/// lands the header shows the last one.
final class AlertWatch {
  /// What one look found.
  struct Reading: Sendable {
    var unacknowledged: Int
    /// The newest alerts, newest first: those raised since the last look are among them.
    var newest: [StockAlert]
    var commandIsSet: Bool
  }

  private let watcher: ChangeWatcher
  private let reading = BackgroundRead<Reading>()
  private let look: @Sendable () throws -> Reading
  /// Open alerts nobody marked seen, as last read.
  private(set) var unacknowledged = 0
  /// The newest alert already known: nil before the first look, whose alerts are not news.
  private var newestKnown: Int64?
  /// Alerts raised since the last announcement, newest first.
  private var news: [StockAlert] = []
  private var commandIsSet = false
  /// How many new alerts one look brings at most (more are counted in the header, not worded).
  static let newsLimit = 20

  init(service: any Inventory, alerts: any AlertInventory) {
    watcher = ChangeWatcher(service: service)
    look = {
      Reading(
        unacknowledged: try alerts.unacknowledgedOpenAlertCount(),
        newest: try alerts.alerts(openOnly: false, limit: Self.newsLimit),
        commandIsSet: !(try service.setting(AlertLimits.commandSetting) ?? "").isEmpty)
    }
  }

  /// Looks again once the database changed, and takes a look that landed: cheap enough for every frame.
  func refresh() {
    if watcher.hasChanged() { reading.start(look) }
    guard let fresh = reading.take() else { return }
    unacknowledged = fresh.unacknowledged
    commandIsSet = fresh.commandIsSet
    if let known = newestKnown { news = fresh.newest.filter { $0.id > known } + news }
    newestKnown = max(newestKnown ?? 0, fresh.newest.first?.id ?? 0)
  }

  /// "⚑ 2 alerts" while any is open and not seen; the mark keeps its meaning without colour.
  var badgeText: String? {
    unacknowledged > 0 ? "\(Self.mark) \(unacknowledged) alert\(unacknowledged == 1 ? "" : "s")" : nil
  }

  static let mark = "⚑"

  /// For alerts raised since the last call: one bell when no alert command sends them (`ringing` false: none).
  /// The header's count says the rest; the status line stays the user's (a result is not overwritten by news).
  func announcement(ringing: Bool) -> ScreenAction {
    refresh()
    guard !news.isEmpty else { return .none }
    news = []
    return ringing && !commandIsSet ? .bell : .none
  }
}
