import InventoryCore

/// The lot rows the lot views read, inside the store's transaction (removals and additions read and write lots
/// through `StockStorage`).
public protocol LotStorage: LocationStorage {
  /// The item's lots holding stock, at every location.
  func lotsHolding(ofItem id: Int64) throws -> [Lot]
  /// Every lot holding stock whose use-by date (expiry, else best before) is `date` or earlier, with its item's
  /// name. The store's index by use-by date keeps this one range read.
  func lotsHolding(useByThrough date: String) throws -> [(lot: Lot, itemName: String)]
}

/// A store whose location transactions read lots: every `LotInventory` operation is written once, in the
/// extension, over them.
public protocol LotStore: LocationStore, LotInventory where Locations: LotStorage {}

extension LotStore {
  @discardableResult
  public func adjustQuantity(
    itemID: Int64, by delta: Int, lot details: LotDetails, reason: MovementReason, source: ScanSource
  ) throws -> StockChange {
    let lot = try LotLimits.usable(details)
    let time = timestamp()
    return try writeLocations { storage in
      try StockLedger(storage: storage).adjust(
        itemID: itemID, by: delta, reason: reason, source: source, time: time, lot: lot)
    }
  }

  public func lots(ofItem id: Int64) throws -> [Lot] {
    try readLocations { try $0.lotsHolding(ofItem: id).sorted(by: FirstExpiryFirstOut.precedes) }
  }

  public func expiringLots(in window: ExpiryWindow) throws -> [ExpiringLot] {
    try readLocations { storage in
      let tree = LocationTree(try storage.allLocations())
      let defaultPath = tree.defaultLocation.map { tree.path(of: $0.id) } ?? "Default"
      return try storage.lotsHolding(useByThrough: window.through)
        .sorted { FirstExpiryFirstOut.precedes($0.lot, $1.lot) }
        .compactMap { lot, itemName in
          guard let useBy = lot.details.useBy else { return nil }
          return ExpiringLot(
            itemID: lot.itemID, itemName: itemName, lotID: lot.id, details: lot.details,
            location: lot.locationID.map { tree.path(of: $0) } ?? defaultPath, quantity: lot.quantity, useBy: useBy,
            isExpired: useBy < window.today)
        }
    }
  }
}
