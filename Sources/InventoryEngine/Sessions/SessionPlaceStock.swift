import InventoryCore

/// How many of an item a session's place holds, read as `StockLedger` takes stock: a lot's units there, or (no
/// lot) everything there, its lots included (a removal there takes them first-expiry-first-out). The default
/// location holds what no other does.
struct SessionPlaceStock<Storage: SessionEntryStorage> {
  let storage: Storage

  func quantity(of item: Item, itemID: Int64, at place: SessionPlace) throws -> Int {
    if let lot = place.lot {
      let held = try storage.lots(ofItem: itemID, at: place.locationID).filter { $0.details == lot }
        .reduce(Int128(0)) { $0 + Int128($1.quantity) }
      return Self.bounded(held)
    }
    let placed = try storage.placedQuantities(ofItem: itemID)
    if let id = place.locationID { return max(placed[id] ?? 0, 0) }
    return Self.bounded(Int128(item.quantity) - placed.values.reduce(Int128(0)) { $0 + Int128($1) })
  }

  /// Within 0...maximum whatever the rows say (a value written by another program).
  static func bounded(_ value: Int128) -> Int { Int(min(max(value, 0), Int128(StockLimits.maximumQuantity))) }
}
