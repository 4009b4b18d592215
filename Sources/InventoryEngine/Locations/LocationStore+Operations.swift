import InventoryCore

/// Every `LocationInventory` operation, written once over the store's transactions.
extension LocationStore {
  public func locationTree() throws -> LocationTree { try readLocations { try LocationEditor(storage: $0).tree() } }

  public func locationSummaries() throws -> [LocationSummary] {
    try readLocations { storage in
      let tree = try LocationEditor(storage: storage).tree()
      return try tree.depthFirst().map { location, depth in
        let held = try location.isDefault ? nil : storage.stockHeld(atLocation: location.id)
        return LocationSummary(
          location: location, path: tree.path(of: location.id), depth: depth, items: held?.items, units: held?.units)
      }
    }
  }

  @discardableResult
  public func addLocation(named name: String, code: String?, notes: String, under parent: String?) throws -> Location {
    try writeLocations { try LocationEditor(storage: $0).add(named: name, code: code, notes: notes, under: parent) }
  }

  @discardableResult
  public func renameLocation(_ reference: String, to name: String) throws -> Location {
    try writeLocations { try LocationEditor(storage: $0).rename(reference, to: name) }
  }

  @discardableResult
  public func editLocation(_ reference: String, code: String?, notes: String?) throws -> Location {
    try writeLocations { try LocationEditor(storage: $0).edit(reference, code: code, notes: notes) }
  }

  @discardableResult
  public func moveLocation(_ reference: String, under parent: String?) throws -> Location {
    try writeLocations { try LocationEditor(storage: $0).move(reference, under: parent) }
  }

  @discardableResult
  public func deleteLocation(_ reference: String) throws -> Location {
    try writeLocations { try LocationEditor(storage: $0).delete(reference) }
  }

  public func location(scanned text: String) throws -> ScannedLocation? {
    guard LocationCode.number(scanned: text) != nil else { return nil }
    return try locationTree().location(labelled: text)
  }

  public func stock(ofItem id: Int64) throws -> [LocatedStock] {
    try readLocations { storage in
      let item = try storage.requireItem(id: id)
      let tree = LocationTree(try storage.allLocations())
      let placed = try storage.placedQuantities(ofItem: id)
      let rest = item.quantity &- placed.values.reduce(0, &+)
      return tree.depthFirst().compactMap { location, _ in
        let quantity = location.isDefault ? rest : placed[location.id] ?? 0
        return quantity > 0
          ? LocatedStock(location: location, path: tree.path(of: location.id), quantity: quantity) : nil
      }
    }
  }

  @discardableResult
  public func moveStock(itemID: Int64, quantity: Int, from: String, to: String, source: ScanSource) throws
    -> StockMove
  {
    let time = timestamp()
    return try writeLocations { storage in
      let tree = LocationTree(try storage.allLocations())
      let (giving, receiving) = (try tree.find(from), try tree.find(to))
      let moved = try StockLedger(storage: storage).move(
        itemID: itemID, quantity: quantity, from: giving.movementLocationID,
        to: receiving.movementLocationID, source: source, time: time)
      let rule = LocationStockRule(storage: storage)
      func located(_ location: Location) throws -> LocatedStock {
        LocatedStock(
          location: location, path: tree.path(of: location.id),
          quantity: try rule.quantity(
            of: moved.item, itemID: itemID, at: location.movementLocationID))
      }
      return StockMove(
        item: moved.item, quantity: quantity, from: try located(giving), to: try located(receiving),
        movementIDs: moved.movementIDs)
    }
  }
}
