import InventoryCore

/// Stock changes, by the same rules in every store: the item is read (locked where the store locks rows) before
/// the limits are checked (`StockChangeRule`), so changes from several stations queue and none is lost; each
/// change is one movement, journalled as the storage's station's action so that undo can reverse it.
public struct StockLedger<Storage: StockStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// Adds `delta` (negative to remove) at `locationID` (nil: the default location); stock never goes below zero,
  /// there or in all (`InventoryError.insufficientStock`, `LocationError.insufficientStock`), or above the
  /// maximum. An addition goes to the lot `lot` names (none: stock without a lot); a removal takes from that lot
  /// first, then first-expiry-first-out (`FirstExpiryFirstOut`), one movement per lot. A count's change keeps
  /// the item's last-counted time before it in the journal (`keepingCountedTime`), for undo (`CountUndoRule`).
  public func adjust(
    itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64? = nil, lot: LotDetails? = nil, keepingCountedTime: Bool = false
  ) throws -> StockChange {
    let named = try lot.map { details throws(LotError) in try LotLimits.usable(details) }
    let before = try storage.requireItem(id: itemID, locking: true)
    guard delta != 0 else { return StockChange(item: before, from: before.quantity, to: before.quantity) }
    if let refusal = StockChangeRule.refusal(changing: before, by: delta) { throw refusal }
    let written = try appendMovements(
      changing: before, itemID: itemID, by: delta, reason: reason, source: source, time: time, at: locationID,
      lot: named)
    let after = try storage.requireItem(id: itemID)
    try StockAlertRule(storage: storage.alerts).apply(before: before, after: after, time: time)
    let change = StockChange(
      item: after, from: before.quantity, to: after.quantity, movementID: written.ids.first, lots: written.lots)
    let counted = keepingCountedTime ? ItemSnapshot(countedItem: before, id: itemID) : nil
    try storage.journalStockChange(change, reason: reason, time: time, before: counted)
    return change
  }

  /// The movements of a change of `delta` to `item` (read locked, within the limits) at `locationID`: the location
  /// must hold what is taken, and lots go first-expiry-first-out. Neither journalled nor alerted: `adjust` adds
  /// those, and an import is journalled as a whole. Returns the movements' ids and the lots they touched.
  public func appendMovements(
    changing item: Item, itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, lot named: LotDetails?
  ) throws -> (ids: [Int64], lots: [LotPart]) {
    if delta < 0 {
      try LocationStockRule(storage: storage).checkTaking(-delta, of: item, itemID: itemID, from: locationID)
    }
    let movements = LotMovements(storage: storage)
    let pieces = try movements.pieces(of: delta, itemID: itemID, at: locationID, named: named)
    let ids = try movements.append(
      pieces, item: item, itemID: itemID, reason: reason, source: source, time: time, at: locationID)
    return (ids, LotMovements<Storage>.parts(pieces))
  }

  /// Sets the counted quantity (a stocktake), recorded as the difference. An item whose stored quantity is
  /// outside the limits has it replaced by the count (`repair`).
  public func setQuantity(itemID: Int64, to quantity: Int, source: ScanSource, time: Int64) throws -> StockChange {
    try Self.checkCount(quantity)
    let item = try storage.requireItem(id: itemID, locking: true)
    if item.hasStoredQuantityProblem { return try repair(item, to: quantity, source: source, time: time) }
    return try adjust(
      itemID: itemID, by: quantity - item.quantity, reason: .stocktake, source: source, time: time)
  }

  /// Refuses a count outside the limits. Stores check before they open a transaction, so the refusal needs no
  /// server.
  public static func checkCount(_ quantity: Int) throws {
    guard StockLimits.isQuantity(quantity) else {
      throw InventoryError.countOutOfRange(what: "the count", value: quantity, minimum: 0)
    }
  }

  /// Replaces a stored quantity outside the limits by a count: the quantity is reset to 0 directly, then the
  /// count is recorded as a stocktake movement. Not journalled: the old value cannot be put back. A store that
  /// cannot repair refuses (`InventoryError.storedValueOutOfRange`) rather than papering over it.
  public func repair(_ item: Item, to quantity: Int, source: ScanSource, time: Int64) throws -> StockChange {
    guard storage.repairsStoredQuantities else { throw InventoryError.storedValueOutOfRange(item) }
    guard let itemID = item.id else { throw InventoryError.itemNotFound(item.name) }
    try storage.resetQuantity(itemID: itemID, time: time)
    var movementID: Int64?
    if quantity > 0 {
      movementID = try storage.appendMovement(
        itemID: itemID, itemName: item.name, delta: quantity, reason: .stocktake, source: source, time: time,
        current: nil)
    }
    let after = try storage.requireItem(id: itemID)
    try StockAlertRule(storage: storage.alerts).apply(before: item, after: after, time: time)
    return StockChange(item: after, from: item.quantity, to: after.quantity, movementID: movementID)
  }
}

extension Item {
  /// Whether the stored quantity is outside the limits (written by an older version or another program).
  public var hasStoredQuantityProblem: Bool { storedValueProblems.contains { $0.field == .quantity } }
}
