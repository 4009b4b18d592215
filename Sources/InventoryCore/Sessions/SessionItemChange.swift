/// What committing a session does to one item: its stock at commit time and after.
public struct SessionItemChange: Sendable, Hashable {
  public enum Cause: String, Sendable, Hashable, CaseIterable {
    /// Counted: the count's difference applied to the stock at commit.
    case counted
    /// In a count's scope, not counted, and chosen to be set to 0.
    case zeroed
    case received
    case removed
  }

  public var itemID: Int64
  public var itemName: String
  public var cause: Cause
  /// The stock at commit time (movements made during the count included).
  public var from: Int
  public var to: Int
  /// Where a count would have taken the stock when that is outside 0...maximum (then `to` is the nearest
  /// bound); nil when it was applied as it came.
  public var clampedFrom: Int128?

  public init(itemID: Int64, itemName: String, cause: Cause, from: Int, to: Int, clampedFrom: Int128? = nil) {
    self.itemID = itemID
    self.itemName = itemName
    self.cause = cause
    self.from = from
    self.to = to
    self.clampedFrom = clampedFrom
  }

  public var delta: Int { to - from }
  public var wasClamped: Bool { clampedFrom != nil }

  /// The reason its movement is recorded with.
  public var reason: MovementReason {
    switch cause {
    case .counted, .zeroed: .stocktake
    case .received: .receive
    case .removed: .remove
    }
  }
}

/// What a commit did: every item it touched, in id order (a counted item whose count matched is there with no
/// change: its last-counted date moved).
public struct SessionCommitSummary: Sendable, Hashable {
  public var session: StockSession
  public var items: [SessionItemChange]

  public init(session: StockSession, items: [SessionItemChange]) {
    self.session = session
    self.items = items
  }

  /// The items whose stock changed.
  public var changed: [SessionItemChange] { items.filter { $0.delta != 0 } }
  /// The counted items whose new stock had to be held within 0...maximum.
  public var clamped: [SessionItemChange] { items.filter(\.wasClamped) }
}
