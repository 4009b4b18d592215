import InventoryCore

extension StockLedger {
  /// Moves `quantity` units of the item from one location to another (nil: the default location): one movement
  /// taking them, one putting them, so the item's total never changes. The item is read locked first, so
  /// stations moving the same stock take turns and the second sees what the first left; nothing goes below 0
  /// (the database checks again). Not journalled yet: a move is undone by moving the units back.
  public func move(
    itemID: Int64, quantity: Int, from: Int64?, to: Int64?, source: ScanSource, time: Int64
  ) throws -> (item: Item, movementIDs: [Int64]) {
    guard quantity > 0, StockLimits.isQuantity(quantity) else {
      throw InventoryError.countOutOfRange(what: "the quantity to move", value: quantity, minimum: 1)
    }
    let rule = LocationStockRule(storage: storage)
    guard from != to else { throw LocationError.sameLocation(path: try rule.path(of: from)) }
    let item = try storage.requireItem(id: itemID, locking: true)
    if item.hasStoredQuantityProblem { throw InventoryError.storedValueOutOfRange(item) }
    try rule.checkTaking(quantity, of: item, itemID: itemID, from: from)
    var ids: [Int64] = []
    for (location, delta) in [(from, -quantity), (to, quantity)] {
      ids.append(
        try storage.appendMovement(
          itemID: itemID, itemName: item.name, delta: delta, reason: .move, source: source, time: time,
          at: location, current: item))
    }
    return (try storage.requireItem(id: itemID), ids)
  }
}
