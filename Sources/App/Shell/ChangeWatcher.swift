import InventoryCore
import TerminalUI

/// Remembers the database's change token as last seen, so a screen reloads on `.tick` only when some
/// stockroom process (this one or a script running `stockroom scan`) committed a change since. Reading the
/// token is one `PRAGMA data_version`: cheap enough for every tick and every frame.
final class ChangeWatcher {
  private let service: any Inventory
  private var seen: Int?

  init(service: any Inventory) { self.service = service }

  /// Whether the database changed since the last call that returned true (always true the first time).
  /// A token that cannot be read counts as "no change": the next tick tries again.
  func hasChanged() -> Bool {
    guard let token = try? service.changeToken() else { return false }
    guard token != seen else { return false }
    seen = token
    return true
  }
}

/// The header's badge: the scan mode, which holds on every screen ("Scan: add stock"; "Scan: remove stock ·
/// next ×5" after command cards), the open alerts not yet seen ("⚑ 2 alerts", `AlertWatch`), the low-stock count
/// ("▼ 3 low") and the lots expired or due ("! 2 expiring", `ExpiringCount`), recounted only when the database
/// changed. Checked at every frame so that it is right on every screen, including pushed ones that get no
/// ticks of their own.
final class LowStockBadge {
  private let service: any Inventory
  private let watcher: ChangeWatcher
  private var counts = StockAlertCounts()
  private var expiring = 0
  private let desk: ScanDesk?
  private let alerts: AlertWatch?

  init(service: any Inventory, desk: ScanDesk? = nil, alerts: AlertWatch? = nil) {
    self.service = service
    self.desk = desk
    self.alerts = alerts
    watcher = ChangeWatcher(service: service)
  }

  /// The badge for the header: the symbol keeps its meaning without colour (NO_COLOR).
  func current() -> HeaderBadge? {
    // Unreadable: the last counts stay until a read succeeds (the screens say why the store cannot be read).
    if watcher.hasChanged() {
      if let fresh = try? service.stockAlertCounts() { counts = fresh }
      if let lots = try? ExpiringCount.read(service).lots { expiring = lots.count }
    }
    alerts?.refresh()
    var parts: [String] = []
    if counts.out > 0 { parts.append("\(StockDisplay.outMark) \(counts.out) out") }
    if counts.low > 0 { parts.append("\(StyleRole.lowStock.symbol ?? "!") \(counts.low) low") }
    let stock =
      (parts.isEmpty ? "✓ stock ok" : parts.joined(separator: " · "))
      + (expiring > 0 ? " · \(ExpiringScreen.dueMark) \(expiring) expiring" : "")
    // A server inventory says on every screen whether its server answers ("server connected"); a station whose
    // server is away keeps scanning, and says since when and how many scans wait.
    let connection = service.offlineStatus
    let modeText = desk.map { "\($0.headerScanText) · " } ?? ""
    let text =
      modeText + (connection.summary.map { "\($0) · " } ?? "") + (alerts?.badgeText.map { "\($0) · " } ?? "") + stock
    if connection.needsAttention { return HeaderBadge(text, role: .error) }
    guard let desk else { return HeaderBadge(text) }
    // Away from the default (a card or a key switched the mode, a card set a quantity, a stock session joined:
    // "COUNT #3") the badge takes a role that stands out in every theme (bold and underlined in monochrome):
    // nobody removes stock unawares.
    return HeaderBadge(text, role: desk.isOrdinaryScanning ? .headerBadge : .error)
  }
}
