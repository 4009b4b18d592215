import Foundation

/// A way an alert reaches the user. Each keeps its own delivery: an alert the command took but not yet mailed is
/// still owed to the e-mail digest. The command's state is the alert's own (`StockAlert.sentAt`...); the others'
/// are rows of their own (`stock_alert_delivery`, migration v19).
public enum AlertChannel: String, Sendable, Hashable, CaseIterable {
  /// The user's alert command (`alert_command`), each alert once.
  case command
  /// A desktop notification (`notify-send`), each alert once.
  case desktop
  /// An e-mail digest through `sendmail`: every alert raised since the last digest, one mail per interval.
  case email

  /// Alerts raised before a channel started (it was turned on, the first address set, the store upgraded or
  /// filled from an archive) are not owed on it: turning notifications on does not replay history.
  public var startsAfresh: Bool { self != .command }
}

/// How one alert stands on a channel with rows of its own (desktop, e-mail): what `stockroom alerts` shows
/// beside the command's state, so a failure is seen with its alert.
public struct AlertDelivery: Sendable, Hashable {
  public var channel: AlertChannel
  public var sentAt: Date?
  public var failedAttempts: Int
  public var lastFailure: String?

  public init(channel: AlertChannel, sentAt: Date?, failedAttempts: Int, lastFailure: String?) {
    self.channel = channel
    self.sentAt = sentAt
    self.failedAttempts = failedAttempts
    self.lastFailure = lastFailure
  }

  /// "desktop: shown", "e-mail: 2 failed", "desktop: taken" (claimed, not yet shown).
  public var wording: String {
    let name = channel == .email ? "e-mail" : channel.rawValue
    if sentAt != nil { return "\(name): \(channel == .email ? "mailed" : "shown")" }
    return failedAttempts > 0 ? "\(name): \(failedAttempts) failed" : "\(name): taken"
  }
}
