import InventoryCore

/// The rows changing an item's stock reads and writes, inside the store's transaction (`StockLedger` decides).
/// Every change is a movement the database applies to its item, so a quantity is always the sum of its movements.
public protocol StockStorage: ItemReading, ActionJournalStorage {
  /// Appends a movement of this storage's station; the database applies it to the item. The database's own
  /// limits are the backstop, worded by `MovementRefusal` (`current` is the item as read before, for that).
  func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    current: Item?
  ) throws -> Int64
  /// Whether a stored quantity outside the limits (written by an older version) can be replaced by a count.
  /// A store whose schema keeps quantities within the limits cannot reach one, and refuses to build on it.
  var repairsStoredQuantities: Bool { get }
  /// Sets the item's quantity to 0 directly (an out-of-range value cannot be reached by a movement).
  func resetQuantity(itemID: Int64, time: Int64) throws
}
