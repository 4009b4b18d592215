/// A lot of an item held at one location: its details, when it was first received and how many it holds.
/// The quantity is kept by the database from the movements that name the lot, as a location's stock is.
public struct Lot: Sendable, Hashable, Identifiable {
  public var id: Int64
  public var itemID: Int64
  public var details: LotDetails
  /// Where the lot is (nil: the default location).
  public var locationID: Int64?
  /// Epoch milliseconds of the movement that made it.
  public var receivedAt: Int64
  public var quantity: Int

  public init(
    id: Int64, itemID: Int64, details: LotDetails, locationID: Int64?, receivedAt: Int64, quantity: Int
  ) {
    self.id = id
    self.itemID = itemID
    self.details = details
    self.locationID = locationID
    self.receivedAt = receivedAt
    self.quantity = quantity
  }
}

/// The part of a stock change that went to or came from one lot (nil details: stock without a lot), for the
/// outcome's words: "Aspirin 5 -> 4 · lot ABC123, expiry 2026-12-31".
public struct LotPart: Sendable, Hashable {
  public var details: LotDetails?
  public var delta: Int

  public init(details: LotDetails?, delta: Int) {
    self.details = details
    self.delta = delta
  }

  /// " · lot A, expiry 2026-12-31" for one part; " · lot A, expiry … (-2); without a lot (-1)" for several; ""
  /// when no lot was involved.
  public static func wording(_ parts: [LotPart]) -> String {
    guard parts.contains(where: { $0.details != nil }) else { return "" }
    if parts.count == 1, let details = parts[0].details { return " · " + details.summary }
    let words = parts.map { part in
      "\(part.details?.summary ?? "without a lot") (\(part.delta > 0 ? "+" : "")\(part.delta))"
    }
    return " · " + words.joined(separator: "; ")
  }
}
