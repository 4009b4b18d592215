/// A lot as a deleted item's journal snapshot keeps it (`ItemSnapshot.lots`): what restoring the item puts back
/// in the lot. Its id is not kept: the database forgets a deleted item's lots, and a restore makes them again.
public struct KeptLot: Codable, Sendable, Hashable {
  public var details: LotDetails
  /// Where it was (nil: the default location).
  public var locationID: Int64?
  /// Epoch milliseconds of the movement that made it: a restored lot keeps its place in first-expiry-first-out.
  public var receivedAt: Int64
  public var quantity: Int

  public init(details: LotDetails, locationID: Int64?, receivedAt: Int64, quantity: Int) {
    self.details = details
    self.locationID = locationID
    self.receivedAt = receivedAt
    self.quantity = quantity
  }

  public init(_ lot: Lot) {
    self.init(details: lot.details, locationID: lot.locationID, receivedAt: lot.receivedAt, quantity: lot.quantity)
  }
}
