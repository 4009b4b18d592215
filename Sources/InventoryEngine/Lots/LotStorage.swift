import InventoryCore

/// The lot rows the lot views read, inside the store's transaction (removals and additions read and write lots
/// through `StockStorage`).
public protocol LotStorage: LocationStorage {
  /// The item's lots holding stock, at every location.
  func lotsHolding(ofItem id: Int64) throws -> [Lot]
  /// Every lot holding stock whose use-by date (expiry, else best before) is `date` or earlier, with its item's
  /// name and own expiry window. The store's index by use-by date keeps this one range read.
  func lotsHolding(useByThrough date: String) throws -> [(lot: Lot, itemName: String, itemWindow: Int?)]
  /// The widest expiry window an item sets for itself (nil when none does); the store's partial index on the
  /// column answers it without reading the items.
  func widestItemExpiryWindow() throws -> Int?
  /// The item's own expiry window; nil for none, `.none` without the item.
  func itemExpiryWindow(ofItem id: Int64) throws -> Int??
  /// Writes the item's own expiry window (checked by the caller and by the schema); false without the item.
  func setItemExpiryWindow(ofItem id: Int64, days: Int?, time: Int64) throws -> Bool
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
      let reach =
        window.forEveryItem ? window.through : window.reach(widestItemDays: try storage.widestItemExpiryWindow())
      return try storage.lotsHolding(useByThrough: reach)
        .sorted { FirstExpiryFirstOut.precedes($0.lot, $1.lot) }
        .compactMap { lot, itemName, itemWindow in
          guard let useBy = lot.details.useBy, window.isDue(useBy: useBy, itemDays: itemWindow) else { return nil }
          return ExpiringLot(
            itemID: lot.itemID, itemName: itemName, lotID: lot.id, details: lot.details,
            location: lot.locationID.map { tree.path(of: $0) } ?? defaultPath, quantity: lot.quantity, useBy: useBy,
            isExpired: useBy < window.today)
        }
    }
  }

  public func itemExpiryWindow(ofItem id: Int64) throws -> Int? {
    guard let days = try readLocations({ try $0.itemExpiryWindow(ofItem: id) }) else {
      throw InventoryError.itemNotFound(String(id))
    }
    return days
  }

  public func setItemExpiryWindow(ofItem id: Int64, days: Int?) throws {
    if let days, !(0...ExpiryWindow.maximumItemDays).contains(days) {
      throw InventoryError.invalidExpiryWindow("\(days)d")
    }
    let time = timestamp()
    guard try writeLocations({ try $0.setItemExpiryWindow(ofItem: id, days: days, time: time) }) else {
      throw InventoryError.itemNotFound(String(id))
    }
  }
}
