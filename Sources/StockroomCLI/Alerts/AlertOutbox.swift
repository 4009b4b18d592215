import Foundation
import InventoryCore

/// Drains the alert outbox once: claims the waiting alerts (a batch at a time, until none is left), gives each to
/// the user's alert command, and records how it went. `stockroom alerts watch` and the terminal UI's background
/// sender both run it, so an alert goes out whichever is running, and once (each is claimed by one sender).
struct AlertOutbox {
  /// The outbox and the settings that hold the command.
  let alerts: any AlertInventory & StatusInventory
  /// How long the command may run for one alert.
  let timeout: Duration

  static let batch = 20

  /// What became of one alert.
  enum Delivery {
    case sent(StockAlert)
    case failed(StockAlert, why: String, retryAfterSeconds: Int)
  }

  /// The seconds before a failed alert is tried again: 15, doubling with each failure, at most an hour.
  static func retryDelay(afterAttempts attempts: Int) -> Int { min(15 << min(max(attempts, 0), 8), 3_600) }

  /// Raises the expiry alerts that came due, then sends what is waiting; nil when no alert command is set
  /// (alerts then wait, unsent). Reads the command each time, so `stockroom alerts set-command` applies at once.
  func sendWaiting(_ report: (Delivery) -> Void = { _ in }) throws -> [Delivery]? {
    // Time brings lots into the expiry window: each look raises what came due (the Expiring view's window).
    let days = ExpiryWindow.days(saved: try alerts.setting(ExpiryWindow.settingKey))
    try alerts.raiseExpiryAlerts(within: ExpiryWindow(days: days))
    let command = try alerts.setting(AlertLimits.commandSetting) ?? ""
    guard !command.isEmpty else { return nil }
    let runner = AlertCommandRunner(command: command, timeout: timeout)
    var deliveries: [Delivery] = []
    while true {
      let claimed = try alerts.claimUnsentAlerts(limit: Self.batch)
      for alert in claimed {
        let delivery = try send(alert, with: runner)
        report(delivery)
        deliveries.append(delivery)
      }
      if claimed.count < Self.batch { return deliveries }
    }
  }

  /// Waits until a change is committed anywhere (the store's change token moves: LISTEN/NOTIFY on PostgreSQL,
  /// the file's data version on SQLite), so an alert goes out as soon as its change commits, or until
  /// `interval` seconds have passed, when a failed alert may be due again. `token` is the one seen before the
  /// last round (nil: unknown); returns the one to pass next time.
  func waitForChange(after token: Int?, upTo interval: TimeInterval) -> Int? {
    let deadline = Date().addingTimeInterval(interval)
    // The store could not be asked (a server away): each look costs a connection attempt, so wait it out.
    guard let token else {
      Thread.sleep(until: deadline)
      return try? alerts.changeToken()
    }
    while Date() < deadline {
      Thread.sleep(forTimeInterval: min(0.1, max(deadline.timeIntervalSinceNow, 0)))
      guard let now = try? alerts.changeToken() else { return nil }
      if now != token { return now }
    }
    return token
  }

  private func send(_ alert: StockAlert, with runner: AlertCommandRunner) throws -> Delivery {
    switch runner.send(alert) {
    case .sent:
      try alerts.markAlertSent(id: alert.id)
      return .sent(alert)
    case .failed(let why):
      let retry = Self.retryDelay(afterAttempts: alert.failedAttempts)
      try alerts.markAlertFailed(id: alert.id, failure: why, retryAfterSeconds: retry)
      return .failed(alert, why: why, retryAfterSeconds: retry)
    }
  }
}
