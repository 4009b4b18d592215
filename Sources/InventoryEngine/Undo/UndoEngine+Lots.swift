import InventoryCore

extension UndoEngine {
  /// Puts a restored item's stock back in the lots its snapshot kept. Its movements came back with it, at their
  /// locations, but without their lots (the database forgot the lots with the item): each kept lot is made again
  /// (same details, location and received date) and its units moved into it from the stock without a lot there,
  /// a pair of movements (`reason`) that never changes a total. A lot whose location was deleted meanwhile comes
  /// back at the default location, where that stock went; a lot is given back no more than its location holds.
  /// Returns how many lots it has again.
  func restoreLots(
    _ kept: [KeptLot], itemID: Int64, reason: MovementReason, source: ScanSource, time: Int64
  ) throws -> Int {
    guard !kept.isEmpty, let item = try storage.item(id: itemID, locking: true) else { return 0 }
    let locations = Set(try storage.allLocations().filter { !$0.isDefault }.map(\.id))
    let placed = try storage.placedQuantities(ofItem: itemID)
    var loose: [Int64?: Int] = [nil: max(0, item.quantity - placed.values.reduce(0) { $0 &+ $1 })]
    for (location, quantity) in placed { loose[location] = quantity }
    var restored = 0
    for lot in kept {
      let location = lot.locationID.flatMap { locations.contains($0) ? $0 : nil }
      let quantity = min(max(0, lot.quantity), loose[location] ?? 0)
      guard quantity > 0 else { continue }
      let lotID =
        try storage.lots(ofItem: itemID, at: location).first { $0.details == lot.details }?.id
        ?? storage.insertLot(itemID: itemID, details: lot.details, at: location, receivedAt: lot.receivedAt)
      let out = try storage.appendMovement(
        itemID: itemID, itemName: item.name, delta: -quantity, reason: reason, source: source, time: time,
        at: location, lot: nil, partOf: nil, cancelling: nil, current: item)
      _ = try storage.appendMovement(
        itemID: itemID, itemName: item.name, delta: quantity, reason: reason, source: source, time: time,
        at: location, lot: lotID, partOf: out, cancelling: nil, current: item)
      loose[location] = (loose[location] ?? 0) - quantity
      restored += 1
    }
    return restored
  }
}

extension UndoEngine {
  /// Refuses reversing a move when a place it would take units back from holds fewer now (another station took
  /// or moved them since), naming the place and the lot; the database would refuse too, in fewer words.
  /// `pieces` are the move's movements; reversing one takes what it put.
  func checkPlacesHold(_ pieces: [CompensatedChange.Piece], item: Item, itemID: Int64) throws {
    var taking: [String: (location: Int64?, lotID: Int64?, amount: Int)] = [:]
    for piece in pieces where piece.delta > 0 {
      let key = "\(piece.locationID ?? 0):\(piece.lotID ?? 0)"
      taking[key] = (piece.locationID, piece.lotID, (taking[key]?.amount ?? 0) + piece.delta)
    }
    guard !taking.isEmpty else { return }
    let placed = try storage.placedQuantities(ofItem: itemID)
    let tree = LocationTree(try storage.allLocations())
    for (location, lotID, amount) in taking.values.sorted(by: {
      ($0.location ?? 0, $0.lotID ?? 0) < ($1.location ?? 0, $1.lotID ?? 0)
    }) {
      let lots = try storage.lots(ofItem: itemID, at: location)
      let here = location.map { placed[$0] ?? 0 } ?? (item.quantity - placed.values.reduce(0) { $0 &+ $1 })
      let lot = lotID.flatMap { id in lots.first { $0.id == id } }
      let holds = lotID == nil ? here - lots.reduce(0) { $0 &+ $1.quantity } : lot?.quantity ?? 0
      guard holds < amount else { continue }
      let path = (location ?? tree.defaultLocation?.id).map { tree.path(of: $0) } ?? "the default location"
      throw LocationError.insufficientStock(
        itemName: item.name, path: path + (lot.map { " (\($0.details.summary))" } ?? " (without a lot)"),
        holds: max(holds, 0), requested: amount)
    }
  }
}
