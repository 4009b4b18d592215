import InventoryCore

/// The location rows adding, editing, moving and deleting read and write, inside the store's transaction
/// (`LocationEditor` decides). The stock at each location is read through `StockStorage`.
public protocol LocationStorage: StockStorage {
  /// Inserts a location with checked fields; returns its id.
  func insertLocation(name: String, code: String?, notes: String, parentID: Int64?) throws -> Int64
  /// Writes the location's name, code, notes and parent.
  func writeLocation(_ location: Location) throws
  /// How many items have stock at the location (not the default: its stock is the rest), and their units.
  func stockHeld(atLocation id: Int64) throws -> (items: Int, units: Int)
  /// Deletes the location (empty: the editor checked), with its rows of stock, all 0.
  func deleteLocation(id: Int64) throws
}

/// How a store opens its transactions for locations: every operation on them is written once, in the
/// extension, over these.
public protocol LocationStore: LocationInventory {
  associatedtype Locations: LocationStorage
  func readLocations<T>(_ body: (Locations) throws -> T) throws -> T
  /// Runs `body` in one write transaction. When the database refuses a name or code another station took
  /// meanwhile, the error is the `LocationError` the editor's check would have thrown.
  func writeLocations<T>(_ body: (Locations) throws -> T) throws -> T
  /// Now, in epoch milliseconds, by the store's clock.
  func timestamp() -> Int64
}
