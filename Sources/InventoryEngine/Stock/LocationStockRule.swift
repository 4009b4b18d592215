import InventoryCore

/// What a location holds of an item, and the refusal of taking more: nothing goes below 0 at any location.
/// The default location holds what no other does (its stock is kept as the rest, so an inventory that never
/// uses locations writes nothing more per change).
struct LocationStockRule<Storage: StockStorage> {
  let storage: Storage

  /// How many of `item` are at `locationID` (nil: the default location).
  func quantity(of item: Item, itemID: Int64, at locationID: Int64?) throws -> Int {
    let placed = try storage.placedQuantities(ofItem: itemID)
    if let locationID { return placed[locationID] ?? 0 }
    return item.quantity &- placed.values.reduce(0, &+)
  }

  /// Refuses taking `amount` of `item` from `locationID` when it holds fewer. A removal from the default location
  /// of an item no other location holds costs the one probe of `placedQuantities`.
  func checkTaking(_ amount: Int, of item: Item, itemID: Int64, from locationID: Int64?) throws {
    let holds = try quantity(of: item, itemID: itemID, at: locationID)
    guard holds < amount else { return }
    if locationID == nil && holds == item.quantity {
      throw InventoryError.insufficientStock(item, requested: amount)
    }
    throw LocationError.insufficientStock(
      itemName: item.name, path: try path(of: locationID), holds: max(holds, 0), requested: amount)
  }

  /// The location's path, "the default location" when nil and none is stored yet.
  func path(of locationID: Int64?) throws -> String {
    let tree = LocationTree(try storage.allLocations())
    guard let id = locationID ?? tree.defaultLocation?.id else { return "the default location" }
    return tree.path(of: id)
  }
}
