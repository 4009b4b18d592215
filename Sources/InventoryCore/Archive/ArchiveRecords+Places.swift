/// A location (issue 23) as both stores keep it. A parent may have a later id than its child (a subtree moved
/// under a location made after it), so loaders attach parents once every location is in.
public struct ArchivedLocation: Sendable, Hashable {
  public var id: Int64
  public var name: String
  public var nameKey: String
  public var code: String?
  public var notes: String
  public var parentID: Int64?
  public var isDefault: Bool
  public var labelCode: String?

  public init(
    id: Int64, name: String, nameKey: String, code: String?, notes: String, parentID: Int64?, isDefault: Bool,
    labelCode: String?
  ) {
    self.id = id
    self.name = name
    self.nameKey = nameKey
    self.code = code
    self.notes = notes
    self.parentID = parentID
    self.isDefault = isDefault
    self.labelCode = labelCode
  }
}

/// A lot (issue 23); dates as "YYYY-MM-DD". `quantity` is what the source says, and a destination must arrive at
/// it through the movements naming the lot, as an item's.
public struct ArchivedLot: Sendable, Hashable {
  public var id: Int64
  public var itemID: Int64
  public var locationID: Int64?
  public var batch: String?
  public var expiry: String?
  public var bestBefore: String?
  public var serial: String?
  public var receivedAt: Int64
  public var quantity: Int64

  public init(
    id: Int64, itemID: Int64, locationID: Int64?, batch: String?, expiry: String?, bestBefore: String?,
    serial: String?, receivedAt: Int64, quantity: Int64
  ) {
    self.id = id
    self.itemID = itemID
    self.locationID = locationID
    self.batch = batch
    self.expiry = expiry
    self.bestBefore = bestBefore
    self.serial = serial
    self.receivedAt = receivedAt
    self.quantity = quantity
  }
}

extension ArchivedLocation {
  /// The name key a location is loaded under until its parent is attached: apart from every real key (which
  /// holds no control character) and from each other's.
  public static func pendingNameKey(id: Int64) -> String { "\u{1}\(id)" }
}
