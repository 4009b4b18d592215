/// The lots role of an inventory (issue 23): stock held in lots with batch, expiry and serial. Removals take
/// the first-expiring lot first whatever the path (`StockLedger`); this role adds what names a lot.
public protocol LotInventory: AnyObject, Sendable {
  /// Changes the item's stock at the default location by `delta` in the lot `details` name: an addition goes to
  /// that lot (made when new), a removal takes from it first and the rest first-expiry-first-out.
  @discardableResult
  func adjustQuantity(itemID: Int64, by delta: Int, lot details: LotDetails, reason: MovementReason, source: ScanSource)
    throws -> StockChange
  /// The item's lots holding stock, first-expiring first.
  func lots(ofItem id: Int64) throws -> [Lot]
  /// Lots holding stock whose use-by date is due by their item's window (`ExpiryWindow.through(itemDays:)`:
  /// its own, else `window.through`), expired first.
  func expiringLots(in window: ExpiryWindow) throws -> [ExpiringLot]
  /// The item's own expiry window in days (nil: the global one); `InventoryError.itemNotFound` without the item.
  func itemExpiryWindow(ofItem id: Int64) throws -> Int?
  /// Sets the item's own expiry window (0 to `ExpiryWindow.maximumItemDays` days, nil: the global one).
  func setItemExpiryWindow(ofItem id: Int64, days: Int?) throws
}
