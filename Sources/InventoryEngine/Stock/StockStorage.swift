import InventoryCore

/// The rows changing an item's stock reads and writes, inside the store's transaction (`StockLedger` decides).
/// Every change is a movement the database applies to its item (and to its location's stock), so a quantity is
/// always the sum of its movements, and of its locations' quantities (and a lot's, of the movements naming it).
public protocol StockStorage: ItemReading, ActionJournalStorage, AlertRaising, LotKeeping {
  /// Appends a movement of this storage's station at `locationID` (nil: the default location), in `lotID` (nil:
  /// stock without a lot); the database applies it to the item, the location and the lot. A change spanning
  /// lots is several movements: each after the first names the first (`partOf`), so undo reverses them all. The
  /// database's own limits are the backstop, worded by `MovementRefusal` (`current` is the item as read before).
  func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, lot lotID: Int64?, partOf: Int64?, current: Item?
  ) throws -> Int64
  /// The item's lots at the location (nil: the default), empty ones included. The store's index by item makes
  /// this one probe: it is read for every removal.
  func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot]
  /// Makes an empty lot of the item at the location (checked details); returns its id.
  func insertLot(itemID: Int64, details: LotDetails, at locationID: Int64?, receivedAt: Int64) throws -> Int64
  /// Whether a stored quantity outside the limits (written by an older version) can be replaced by a count.
  /// A store whose schema keeps quantities within the limits cannot reach one, and refuses to build on it.
  var repairsStoredQuantities: Bool { get }
  /// Sets the item's quantity to 0 directly (an out-of-range value cannot be reached by a movement), and its
  /// stock at every location with it.
  func resetQuantity(itemID: Int64, time: Int64) throws
  /// The item's stock at each location other than the default that holds any (the default holds the rest).
  /// The store's index by item makes this one probe: it is read for every removal.
  func placedQuantities(ofItem id: Int64) throws -> [Int64: Int]
  /// Every location (a tree is small), for paths and look-ups.
  func allLocations() throws -> [Location]
}

extension StockStorage {
  /// A movement of stock without a lot at `locationID`.
  public func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, current: Item?
  ) throws -> Int64 {
    try appendMovement(
      itemID: itemID, itemName: itemName, delta: delta, reason: reason, source: source, time: time, at: locationID,
      lot: nil, partOf: nil, current: current)
  }

  /// A movement at the default location.
  public func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    current: Item?
  ) throws -> Int64 {
    try appendMovement(
      itemID: itemID, itemName: itemName, delta: delta, reason: reason, source: source, time: time, at: nil,
      current: current)
  }
}
