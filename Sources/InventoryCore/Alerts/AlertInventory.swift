/// Alerts as a role of the inventory: listing, acknowledging, and the outbox a sender drains (`stockroom alerts
/// watch`). Stock alerts are raised by the stock writes themselves (`StockAlertRule`), never through this protocol;
/// expiry alerts by the senders' looks (`raiseExpiryAlerts`).
public protocol AlertInventory: AnyObject, Sendable {
  /// Newest first; `openOnly` keeps those whose item has not recovered.
  func alerts(openOnly: Bool, limit: Int) throws -> [StockAlert]
  /// Open alerts nobody acknowledged yet: what the terminal UI's header counts.
  func unacknowledgedOpenAlertCount() throws -> Int
  /// Marks an alert seen; false when there is no such alert.
  @discardableResult
  func acknowledgeAlert(id: Int64) throws -> Bool
  /// Takes up to `limit` unsent alerts for this sender, oldest first, each claimed for `AlertLimits.claimSeconds`
  /// so two senders never send one alert at once; a claim left by a killed sender lapses.
  func claimUnsentAlerts(limit: Int) throws -> [StockAlert]
  /// Records that a claimed alert was sent.
  func markAlertSent(id: Int64) throws
  /// Records a failed send (kept, cut to `AlertLimits.maximumFailureLength`); the alert is claimed again after
  /// `retryAfterSeconds`.
  func markAlertFailed(id: Int64, failure: String, retryAfterSeconds: Int) throws
  /// Raises an expiry alert for each lot holding stock whose use-by date is within `window` (expired ones
  /// included) and has none open, and ends those whose lot is empty or gone; how many it raised. Time, not a
  /// write, brings a lot into the window, so every sender calls it on each look (`ExpiryAlertRule`).
  @discardableResult
  func raiseExpiryAlerts(within window: ExpiryWindow) throws -> Int

  /// Whether an expiry look would write anything now (a lot came due, or an open expiry alert's lot is empty): a
  /// sender reads this before taking the write lock for `raiseExpiryAlerts`.
  func expiryAlertsAreDue(within window: ExpiryWindow) throws -> Bool

  // Channels (`AlertChannel`): each keeps its own delivery of each alert.

  /// Whether some alert is owed on `channel` and not claimed by a sender now: read before `claimAlerts(on:)`.
  func alertsAreOwed(on channel: AlertChannel) throws -> Bool
  /// Takes up to `limit` alerts owed on `channel` (raised since it started, not delivered on it, no live claim),
  /// oldest first, claimed for `AlertLimits.claimSeconds`: exactly one sender gets each. `sentAt`,
  /// `failedAttempts` and `lastFailure` of what it returns are the channel's. The command channel is
  /// `claimUnsentAlerts`.
  func claimAlerts(on channel: AlertChannel, limit: Int) throws -> [StockAlert]
  /// Records that claimed alerts were delivered on `channel`.
  func markAlertsDelivered(ids: [Int64], on channel: AlertChannel) throws
  /// Records a failed delivery on `channel` (kept, cut to `AlertLimits.maximumFailureLength`); the alerts are
  /// owed again after `retryAfterSeconds`.
  func markAlertsFailed(ids: [Int64], on channel: AlertChannel, failure: String, retryAfterSeconds: Int) throws
  /// Starts `channel` afresh: only alerts raised from now on are owed on it (desktop notifications turned on, a
  /// first e-mail address); an e-mail digest is next due one interval from now.
  func startAlertChannel(_ channel: AlertChannel) throws

  /// How the alerts `alertIDs` stand on the channels with rows of their own, by alert (an alert no sender took on
  /// a channel has no entry for it).
  func alertDeliveries(alertIDs: [Int64]) throws -> [Int64: [AlertDelivery]]

  /// Whether an e-mail digest is due: alerts are owed on `.email`, the last digest went at least `everySeconds`
  /// ago, and no sender is making one. Read before `claimEmailDigest`.
  func emailDigestIsDue(everySeconds: Int) throws -> Bool
  /// Takes the digest when due (as `emailDigestIsDue`), with the alerts it lists (claimed as `claimAlerts`, at
  /// most `limit`); nil when it is not due or another sender took it. Exactly one sender gets one digest.
  func claimEmailDigest(everySeconds: Int, limit: Int) throws -> [StockAlert]?
  /// Ends the digest taken: its alerts delivered (`failure` nil) or failed (owed to the next digest), and the
  /// next one due an interval from now.
  func finishEmailDigest(ids: [Int64], failure: String?) throws
}
