import InventoryCore
import Testing

extension Store {
  /// The inventory (or a station's) with its alerts role.
  func alerts(station: String? = nil) throws -> any Inventory & AlertInventory {
    let inventory = try station.map { try self.station($0) } ?? self.inventory
    return try #require(inventory as? any Inventory & AlertInventory)
  }
}
