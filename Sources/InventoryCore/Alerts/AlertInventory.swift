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
}
