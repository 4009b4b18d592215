import InventoryCore
import Testing

extension Store {
  /// The inventory (or another station's) with its locations role, which every backend has.
  func locations(station: String? = nil) throws -> any Inventory & LocationInventory {
    let inventory = try station.map { try self.station($0) } ?? self.inventory
    return try #require(inventory as? any Inventory & LocationInventory)
  }

  /// How many units of the item each location holds, by path; the default location's included.
  func placement(of itemID: Int64, station: String? = nil) throws -> [String: Int] {
    Dictionary(
      uniqueKeysWithValues: try locations(station: station).stock(ofItem: itemID).map { ($0.path, $0.quantity) })
  }
}

/// The location error `body` throws, or nil.
func locationError(_ body: () throws -> Void) -> LocationError? {
  do {
    try body()
    return nil
  } catch { return error as? LocationError }
}
