import InventoryCore

extension StockLedger {
  /// Moves `quantity` units of the item from one location to another (nil: the default location): one movement
  /// taking them, one putting them, so the item's total never changes. The item is read locked first, so
  /// stations moving the same stock take turns and the second sees what the first left; nothing goes below 0
  /// (the database checks again); lots go first-expiry-first-out and keep their details. Journalled as one stock
  /// change whose movements after the first name the first, so undo moves every unit back where it came from,
  /// in its lot.
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
    // Lots travel: each lot's units taken go to the lot with the same details at `to`, received when it was.
    let movements = LotMovements(storage: storage)
    var ids: [Int64] = []
    for piece in try movements.pieces(of: -quantity, itemID: itemID, at: from, named: nil) {
      ids += try movements.append(
        [piece], item: item, itemID: itemID, reason: .move, source: source, time: time, at: from, partOf: ids.first)
      ids += try movements.append(
        [LotMovements.Piece(lot: nil, details: piece.details, delta: -piece.delta)], item: item, itemID: itemID,
        reason: .move, source: source, time: time, at: to, receivedAt: piece.lot?.receivedAt, partOf: ids.first)
    }
    try storage.record(
      JournalEntry(
        kind: .stock, itemID: itemID, itemName: item.name, movementID: ids.first,
        summary: ActionWording.move(
          quantity, name: item.name, from: try rule.path(of: from), to: try rule.path(of: to))),
      time: time)
    return (try storage.requireItem(id: itemID), ids)
  }
}
