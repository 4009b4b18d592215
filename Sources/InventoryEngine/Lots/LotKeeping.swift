import InventoryCore

/// The lot rows deleting an item keeps in its journal snapshot and restoring it makes again, inside the store's
/// transaction. `StockStorage` has them all; undo's storage adapts them.
public protocol LotKeeping {
  /// The item's lots at the location (nil: the default), empty ones included.
  func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot]
  /// Makes an empty lot of the item at the location (checked details); returns its id.
  func insertLot(itemID: Int64, details: LotDetails, at locationID: Int64?, receivedAt: Int64) throws -> Int64
  /// The item's stock at each location other than the default that holds any (the default holds the rest).
  func placedQuantities(ofItem id: Int64) throws -> [Int64: Int]
  /// Every location (a tree is small).
  func allLocations() throws -> [Location]
}

extension LotKeeping {
  /// The item's lots holding stock, the default location's first, then by location and id: what its journal
  /// snapshot keeps when it is deleted (nil when it has none, so entries of items without lots read as before).
  /// One probe per location holding its stock.
  public func keptLots(ofItem id: Int64) throws -> [KeptLot]? {
    var kept: [KeptLot] = []
    let locations: [Int64?] = [nil] + (try placedQuantities(ofItem: id)).keys.sorted().map { $0 }
    for location in locations {
      kept += try lots(ofItem: id, at: location).filter { $0.quantity > 0 }.sorted { $0.id < $1.id }.map(KeptLot.init)
    }
    return kept.isEmpty ? nil : kept
  }

  /// The snapshot of an item about to be deleted, with the lots it holds.
  public func withKeptLots(_ snapshot: ItemSnapshot) throws -> ItemSnapshot {
    var snapshot = snapshot
    snapshot.lots = try keptLots(ofItem: snapshot.id)
    return snapshot
  }
}
