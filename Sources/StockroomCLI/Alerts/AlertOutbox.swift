import Foundation
import InventoryCore

/// Drains the alert outbox once, channel by channel (`AlertChannel`): the user's command gets each alert, a
/// desktop notification shows each one where a desktop is reachable, and the e-mail digest lists, once per
/// interval, every alert raised since the last. `stockroom alerts watch` and the terminal UI's background
/// sender both run it, so an alert goes out whichever is running, and once per channel (each claim is taken by
/// one sender). A channel that fails records why with its alerts and does not hold up the others. Each look
/// reads first: with nothing to do it takes no write lock.
struct AlertOutbox {
  /// The outbox and the settings that hold the channels.
  let alerts: any AlertInventory & StatusInventory
  /// How long the command may run for one alert.
  let timeout: Duration
  /// The environment the desktop and sendmail programs are looked for in.
  var environment = ProcessInfo.processInfo.environment

  static let batch = 20

  /// What became of one alert, or of one digest.
  enum Delivery {
    case sent(StockAlert)
    case failed(StockAlert, why: String, retryAfterSeconds: Int)
    case shown(StockAlert)
    case notShown(StockAlert, why: String)
    case mailed([StockAlert], to: String)
    case notMailed([StockAlert], to: String, why: String)

    var isFailure: Bool {
      switch self {
      case .failed, .notShown, .notMailed: true
      case .sent, .shown, .mailed: false
      }
    }
  }

  /// The seconds before a failed alert is tried again: 15, doubling with each failure, at most an hour.
  static func retryDelay(afterAttempts attempts: Int) -> Int { min(15 << min(max(attempts, 0), 8), 3_600) }

  /// The channels configured now, read from the settings each look (a change applies at once).
  struct Channels {
    var command: String?
    var desktop: DesktopNotifier?
    var email: (address: String, everySeconds: Int, sendmail: String?)?

    var isEmpty: Bool { command == nil && desktop == nil && email == nil }
  }

  func channels() throws -> Channels {
    let command = try alerts.setting(AlertLimits.commandSetting) ?? ""
    let desktopOn = AlertSettingRules.desktopIsOn(saved: try alerts.setting(AlertLimits.desktopSetting))
    let address = try alerts.setting(AlertLimits.emailSetting) ?? ""
    return Channels(
      command: command.isEmpty ? nil : command,
      desktop: desktopOn ? DesktopNotifier(environment: environment) : nil,
      email: address.isEmpty
        ? nil
        : (
          address,
          AlertSettingRules.digestSeconds(saved: try alerts.setting(AlertLimits.emailEverySetting)),
          try alerts.setting(AlertLimits.sendmailSetting)
        ))
  }

  /// Raises the expiry alerts that came due, then sends what is waiting on each channel; nil when no channel is
  /// configured (no command, no e-mail address, no desktop here): alerts then wait, unsent.
  func sendWaiting(_ report: (Delivery) -> Void = { _ in }) throws -> [Delivery]? {
    // Time brings lots into the expiry window: each look raises what came due (the Expiring view's window).
    let window = ExpiryWindow(days: ExpiryWindow.days(saved: try alerts.setting(ExpiryWindow.settingKey)))
    if try alerts.expiryAlertsAreDue(within: window) { try alerts.raiseExpiryAlerts(within: window) }
    let channels = try channels()
    guard !channels.isEmpty else { return nil }
    var deliveries: [Delivery] = []
    func record(_ delivery: Delivery) {
      report(delivery)
      deliveries.append(delivery)
    }
    if let command = channels.command {
      let runner = AlertCommandRunner(command: command, timeout: timeout)
      try drain(.command) { alert in
        switch runner.send(alert) {
        case .sent:
          try alerts.markAlertSent(id: alert.id)
          record(.sent(alert))
        case .failed(let why):
          let retry = Self.retryDelay(afterAttempts: alert.failedAttempts)
          try alerts.markAlertFailed(id: alert.id, failure: why, retryAfterSeconds: retry)
          record(.failed(alert, why: why, retryAfterSeconds: retry))
        }
      }
    }
    if let desktop = channels.desktop {
      try drain(.desktop) { alert in
        switch desktop.send(alert) {
        case .sent:
          try alerts.markAlertsDelivered(ids: [alert.id], on: .desktop)
          record(.shown(alert))
        case .failed(let why):
          let retry = Self.retryDelay(afterAttempts: alert.failedAttempts)
          try alerts.markAlertsFailed(ids: [alert.id], on: .desktop, failure: why, retryAfterSeconds: retry)
          record(.notShown(alert, why: why))
        }
      }
    }
    if let email = channels.email {
      if let digest = try mailDigest(to: email.address, everySeconds: email.everySeconds, sendmail: email.sendmail) {
        record(digest)
      }
    }
    return deliveries
  }

  /// Claims and sends the alerts owed on `channel`, a batch at a time, until none is left; reads first.
  private func drain(_ channel: AlertChannel, _ send: (StockAlert) throws -> Void) throws {
    guard try alerts.alertsAreOwed(on: channel) else { return }
    while true {
      let claimed = try alerts.claimAlerts(on: channel, limit: Self.batch)
      for alert in claimed { try send(alert) }
      if claimed.count < Self.batch { return }
    }
  }

  /// The e-mail digest, when one is due: one message with every alert owed on the channel. A failure is kept
  /// with the alerts, which the next digest lists again.
  private func mailDigest(to address: String, everySeconds: Int, sendmail: String?) throws -> Delivery? {
    guard try alerts.emailDigestIsDue(everySeconds: everySeconds),
      let listed = try alerts.claimEmailDigest(everySeconds: everySeconds, limit: AlertLimits.digestBatch)
    else { return nil }
    let mail = AlertDigestMail(to: address, alerts: listed, date: Date(), host: ProcessInfo.processInfo.hostName)
    let outcome: AlertProcess.Outcome =
      SendmailDigest(saved: sendmail, environment: environment, timeout: timeout)?.send(mail)
      ?? .failed("no sendmail: neither /usr/sbin/sendmail nor sendmail on PATH (stockroom alerts set-email --sendmail)")
    switch outcome {
    case .sent:
      try alerts.finishEmailDigest(ids: listed.map(\.id), failure: nil)
      return .mailed(listed, to: address)
    case .failed(let why):
      try alerts.finishEmailDigest(ids: listed.map(\.id), failure: why)
      return .notMailed(listed, to: address, why: why)
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
}
