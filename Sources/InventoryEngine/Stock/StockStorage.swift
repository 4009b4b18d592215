import InventoryCore

/// The rows changing an item's stock reads and writes, inside the store's transaction (`StockLedger` decides).
/// Every change is a movement the database applies to its item (and to its location's stock), so a quantity is
/// always the sum of its movements, and of its locations' quantities.
public protocol StockStorage: ItemReading, ActionJournalStorage, AlertRaising {
  /// Appends a movement of this storage's station at `locationID` (nil: the default location); the database
  /// applies it to the item and the location. The database's own limits are the backstop, worded by
  /// `MovementRefusal` (`current` is the item as read before, for that).
  func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, current: Item?
  ) throws -> Int64
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
