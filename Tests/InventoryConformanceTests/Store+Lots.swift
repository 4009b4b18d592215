import InventoryCore
import Testing

extension Store {
  /// The inventory (or another station's) with its lots role, which every backend has.
  func lots(station: String? = nil) throws -> any Inventory & LotInventory & LocationInventory {
    let inventory = try station.map { try self.station($0) } ?? self.inventory
    return try #require(inventory as? any Inventory & LotInventory & LocationInventory)
  }

  /// How many units each lot of the item holds, by batch (serial, or use-by date, when it has none).
  func lotQuantities(of itemID: Int64) throws -> [String: Int] {
    Dictionary(
      uniqueKeysWithValues: try lots().lots(ofItem: itemID).map {
        ($0.details.batch ?? $0.details.serial ?? $0.details.useBy ?? "?", $0.quantity)
      })
  }
}
