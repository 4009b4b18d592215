import Foundation

/// An alert raised when an item crossed below its minimum or ran out (`StockAlertCrossing`), in the same
/// transaction as the change, or when a lot of it came within the expiry window; it stays open until the item
/// recovers (the lot is empty), and waits in the outbox until it was sent.
public struct StockAlert: Sendable, Hashable, Identifiable {
  public var id: Int64
  public var itemID: Int64?
  public var itemName: String
  public var kind: StockAlertKind
  /// The quantity and minimum right after the change that raised it (an expiry alert: the lot's quantity).
  public var quantity: Int
  public var minimum: Int
  public var raisedAt: Date
  /// The station whose change raised it.
  public var station: String
  /// When the item recovered (nil: still open).
  public var endedAt: Date?
  public var acknowledgedAt: Date?
  /// When it was sent (nil: waiting in the outbox).
  public var sentAt: Date?
  /// Sending attempts that failed, and the last failure.
  public var failedAttempts: Int
  public var lastFailure: String?
  /// The lot an expiry alert is about: its id, batch (nil: none) and use-by date ("YYYY-MM-DD").
  public var lotID: Int64?
  public var lotBatch: String?
  public var lotUseBy: String?

  public init(
    id: Int64, itemID: Int64?, itemName: String, kind: StockAlertKind, quantity: Int, minimum: Int, raisedAt: Date,
    station: String, endedAt: Date? = nil, acknowledgedAt: Date? = nil, sentAt: Date? = nil, failedAttempts: Int = 0,
    lastFailure: String? = nil, lotID: Int64? = nil, lotBatch: String? = nil, lotUseBy: String? = nil
  ) {
    self.id = id
    self.itemID = itemID
    self.itemName = itemName
    self.kind = kind
    self.quantity = quantity
    self.minimum = minimum
    self.raisedAt = raisedAt
    self.station = station
    self.endedAt = endedAt
    self.acknowledgedAt = acknowledgedAt
    self.sentAt = sentAt
    self.failedAttempts = failedAttempts
    self.lastFailure = lastFailure
    self.lotID = lotID
    self.lotBatch = lotBatch
    self.lotUseBy = lotUseBy
  }

  public var isOpen: Bool { endedAt == nil }

  /// "Tea is below its minimum: 2 left, minimum 5"; "Aspirin: 3 units of lot ABC1 to use by 2026-12-01".
  public var summary: String {
    switch kind {
    case .belowMinimum: "\(itemName) is below its minimum: \(quantity) left, minimum \(minimum)"
    case .outOfStock: "\(itemName) is out of stock" + (minimum > 0 ? " (minimum \(minimum))" : "")
    case .expiring:
      "\(itemName): \(quantity) \(quantity == 1 ? "unit" : "units")"
        + (lotBatch.map { " of lot \($0)" } ?? " in a lot") + " to use by \(lotUseBy ?? "?")"
    }
  }

  /// How its sending stands: "sent", "not sent: 2 failed", "not sent yet".
  public var sendingState: String {
    sentAt != nil ? "sent" : failedAttempts > 0 ? "not sent: \(failedAttempts) failed" : "not sent yet"
  }
}
