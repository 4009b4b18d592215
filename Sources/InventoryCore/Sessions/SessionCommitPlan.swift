/// What committing a session changes, worked out from its lines and the stock at commit time: the rule both
/// stores apply inside their commit transaction (after locking the items), so they agree to the unit.
public enum SessionCommitPlan {
  /// A count: each counted item moves by counted − expected from its stock now, so movements made during the
  /// count (a sale after the item was counted) are kept, not overwritten. A result outside 0...maximum is
  /// held at the nearest bound and reported (`clampedFrom`). Items in `zeroing` (not counted, chosen to be set
  /// to 0) lose all their stock. `stock` holds the items as they are now, by id; a line whose item is gone is
  /// skipped. An item whose stored quantity is outside the limits refuses the whole commit (it must be repaired
  /// first, `adjust --set`).
  public static func count(lines: [SessionLine], stock: [Int64: Item], zeroing: [Item]) throws -> [SessionItemChange] {
    var changes: [SessionItemChange] = []
    for line in lines {
      guard let id = line.itemID, let item = stock[id] else { continue }
      try checkStoredQuantity(item)
      let wanted = Int128(item.quantity) + Int128(line.quantity) - Int128(line.expected ?? item.quantity)
      let held = min(max(wanted, 0), Int128(StockLimits.maximumQuantity))
      changes.append(
        SessionItemChange(
          itemID: id, itemName: item.name, cause: .counted, from: item.quantity, to: Int(held),
          clampedFrom: held == wanted ? nil : wanted))
    }
    let counted = Set(changes.map(\.itemID))
    for item in zeroing {
      guard let id = item.id, !counted.contains(id) else { continue }
      try checkStoredQuantity(item)
      changes.append(SessionItemChange(itemID: id, itemName: item.name, cause: .zeroed, from: item.quantity, to: 0))
    }
    return changes.sorted { $0.itemID < $1.itemID }
  }

  /// A receive or remove batch: each line's quantity added to or taken from the stock now. All or nothing: any
  /// item that would go below 0 (or above the maximum) refuses the whole commit, naming every such item and
  /// what its stock holds. Lines of 0 change nothing.
  public static func batch(sessionID: Int64, kind: StockSession.Kind, lines: [SessionLine], stock: [Int64: Item])
    throws -> [SessionItemChange]
  {
    var changes: [SessionItemChange] = []
    var shortages: [StockSessionError.Shortage] = []
    let removing = kind == .remove
    for line in lines where line.quantity > 0 {
      guard let id = line.itemID, let item = stock[id] else { continue }
      try checkStoredQuantity(item)
      guard let after = StockLimits.quantity(item.quantity, adding: removing ? -line.quantity : line.quantity) else {
        shortages.append(
          StockSessionError.Shortage(itemID: id, itemName: item.name, requested: line.quantity, inStock: item.quantity))
        continue
      }
      changes.append(
        SessionItemChange(
          itemID: id, itemName: item.name, cause: removing ? .removed : .received, from: item.quantity, to: after))
    }
    if !shortages.isEmpty {
      let sorted = shortages.sorted { $0.itemID < $1.itemID }
      throw removing
        ? StockSessionError.insufficientStock(id: sessionID, sorted)
        : StockSessionError.overMaximum(id: sessionID, sorted)
    }
    return changes.sorted { $0.itemID < $1.itemID }
  }

  /// One line per item, its quantity the sum of the item's lines at every place (`SessionLine.place`): a batch's
  /// limits hold for the item's whole change, and its movements then go to each line's place. Unknown codes'
  /// lines are kept as they are.
  public static func byItem(_ lines: [SessionLine]) -> [SessionLine] {
    var merged: [SessionLine] = []
    var index: [Int64: Int] = [:]
    for line in lines {
      guard let id = line.itemID else {
        merged.append(line)
        continue
      }
      if let at = index[id] {
        // At most `StockSessionLimits.maximumLines` lines of at most the maximum quantity: no overflow in Int.
        merged[at].quantity += line.quantity
        merged[at].scanned += line.scanned
      } else {
        var whole = line
        whole.place = .unplaced
        index[id] = merged.count
        merged.append(whole)
      }
    }
    return merged
  }

  /// Unknown codes block a commit until each is resolved or dropped.
  public static func checkResolved(sessionID: Int64, lines: [SessionLine]) throws {
    let codes = lines.filter(\.isUnknownCode).map(\.title)
    if !codes.isEmpty { throw StockSessionError.unresolvedCodes(id: sessionID, codes: codes) }
  }

  public static func checkStoredQuantity(_ item: Item) throws {
    if item.storedValueProblems.contains(where: { $0.field == .quantity }) {
      throw InventoryError.storedValueOutOfRange(item)
    }
  }
}
