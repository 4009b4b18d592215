import InventoryCore

/// A count of a location (`SessionScope.locationID`): each line sets the stock at its place (a lot there, or
/// everything there) to what was counted, applied as counted − expected to the stock there now so movements made
/// during the count are kept; an item in scope with stock there that no one counted, chosen to be set to 0, loses
/// its stock there only. Every other location's stock is left as it is. Each change is a movement at its place
/// (`StockLedger`: a decrease of a place without a lot takes its lots first-expiry-first-out), journalled as the
/// station's stock action, so undo restores exactly what the commit changed.
extension SessionEngine {
  func commitLocatedCount(_ session: StockSession, lines: [SessionLine], stock: [Int64: Item]) throws
    -> [SessionItemChange]
  {
    let tree = LocationTree(try storage.allLocations())
    guard let scoped = session.scope.locationID, let root = tree.location(id: scoped) else {
      throw LocationError.notFound("\(session.scope.locationID ?? 0)")
    }
    var located = session
    located.scope.locationFilter = tree.filter(at: root, withSublocations: session.scope.withSublocations)
    let zeroing = try storage.uncounted(in: located, locking: true).compactMap { row in
      (row.choice ?? session.uncountedDefault) == .setToZero ? row.item : nil
    }
    let places = SessionPlaceStock(storage: storage)
    var moves: [Int64: [(place: SessionPlace, delta: Int)]] = [:]
    var items: [Int64: Item] = [:]
    var clamped: [Int64: Int128] = [:]
    for line in lines {
      guard let id = line.itemID, let item = stock[id] else { continue }
      try SessionCommitPlan.checkStoredQuantity(item)
      let now = try places.quantity(of: item, itemID: id, at: line.place)
      let wanted = Int128(now) + Int128(line.quantity) - Int128(line.expected ?? now)
      let held = min(max(wanted, 0), Int128(StockLimits.maximumQuantity))
      if held != wanted { clamped[id] = wanted }
      items[id] = item
      moves[id, default: []].append((place: line.place, delta: Int(held) - now))
    }
    let filter = located.scope.locationFilter
    for item in zeroing {
      guard let id = item.id, moves[id] == nil, let filter else { continue }
      try SessionCommitPlan.checkStoredQuantity(item)
      let placed = try storage.placedQuantities(ofItem: id)
      var here: [(place: SessionPlace, delta: Int)] = filter.locationIDs.compactMap { location in
        guard let quantity = placed[location], quantity > 0 else { return nil }
        return (place: SessionPlace(locationID: location), delta: -quantity)
      }
      let rest = SessionPlaceStock<Storage>.bounded(
        Int128(item.quantity) - placed.values.reduce(Int128(0)) { $0 + Int128($1) })
      if filter.includesDefault, rest > 0 { here.append((place: .unplaced, delta: -rest)) }
      items[id] = item
      moves[id] = here
    }
    var changes: [SessionItemChange] = []
    for id in moves.keys.sorted() {
      guard let item = items[id], let itemMoves = moves[id] else { continue }
      // Each move is within 0...maximum and a session holds at most `StockSessionLimits.maximumLines`: no overflow.
      let delta = itemMoves.reduce(Int128(0)) { $0 + Int128($1.delta) }
      let counted = lines.contains { $0.itemID == id }
      changes.append(
        SessionItemChange(
          itemID: id, itemName: item.name, cause: counted ? .counted : .zeroed, from: item.quantity,
          to: SessionPlaceStock<Storage>.bounded(Int128(item.quantity) + delta),
          clampedFrom: clamped[id].map { _ in Int128(item.quantity) + delta }))
      for move in itemMoves.sorted(by: { $0.place.reportKey < $1.place.reportKey }) where move.delta != 0 {
        try storage.adjust(itemID: id, by: move.delta, reason: .stocktake, keepingCountedTime: true, at: move.place)
      }
    }
    return changes
  }
}
