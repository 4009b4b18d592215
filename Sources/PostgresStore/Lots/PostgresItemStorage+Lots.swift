import InventoryCore
import InventoryEngine
import PostgresNIO

/// Lots in a PostgreSQL transaction (`StockLedger` decides what goes in and out of them). Dates are `date`
/// columns, read and written as "YYYY-MM-DD".
extension PostgresItemStorage: LotStorage {
  static let lotSelection = """
    lot.id, lot.item_id, lot.location_id, lot.batch, lot.expiry::text, lot.best_before::text, lot.serial,
    lot.received_at, lot.quantity
    """

  public func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot] {
    try link.query(
      """
      SELECT \(unescaped: Self.lotSelection) FROM lot
      WHERE item_id = \(id) AND location_id IS NOT DISTINCT FROM \(locationID)
      """
    ).map { try Self.lot($0) }
  }

  public func insertLot(itemID: Int64, details: LotDetails, at locationID: Int64?, receivedAt: Int64) throws -> Int64 {
    guard
      let id = try link.query(
        """
        INSERT INTO lot (item_id, location_id, batch, expiry, best_before, serial, received_at)
        VALUES (\(itemID), \(locationID), \(details.batch), \(details.expiry)::date, \(details.bestBefore)::date,
          \(details.serial), \(receivedAt))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the new lot's id") }
    return id
  }

  public func lotsHolding(ofItem id: Int64) throws -> [Lot] {
    try link.query("SELECT \(unescaped: Self.lotSelection) FROM lot WHERE item_id = \(id) AND quantity > 0")
      .map { try Self.lot($0) }
  }

  public func lotsHolding(useByThrough date: String) throws -> [(lot: Lot, itemName: String, itemWindow: Int?)] {
    try link.query(
      """
      SELECT \(unescaped: Self.lotSelection), item.name, item.expiry_window_days
      FROM lot JOIN item ON item.id = lot.item_id
      WHERE coalesce(lot.expiry, lot.best_before) <= \(date)::date AND lot.quantity > 0
      """
    ).map { row in
      let columns = try row.values(
        (Int64, Int64, Int64?, String?, String?, String?, String?, Int64, Int64, String, Int64?).self)
      return (
        Self.lot(columns.0, columns.1, columns.2, columns.3, columns.4, columns.5, columns.6, columns.7, columns.8),
        columns.9, PostgresInventory.itemWindow(columns.10)
      )
    }
  }

  public func widestItemExpiryWindow() throws -> Int? { try PostgresInventory.widestItemExpiryWindow(link) }

  public func itemExpiryWindow(ofItem id: Int64) throws -> Int?? {
    guard let row = try link.query("SELECT expiry_window_days FROM item WHERE id = \(id)").first else {
      return .none
    }
    return .some(PostgresInventory.itemWindow(try row.values(Int64?.self)))
  }

  public func setItemExpiryWindow(ofItem id: Int64, days: Int?, time: Int64) throws -> Bool {
    try link.execute(
      "UPDATE item SET expiry_window_days = \(days.map(Int64.init)), updated_at = \(time) WHERE id = \(id)") > 0
  }

  private static func lot(_ row: PostgresRow) throws -> Lot {
    let columns = try row.values((Int64, Int64, Int64?, String?, String?, String?, String?, Int64, Int64).self)
    return lot(columns.0, columns.1, columns.2, columns.3, columns.4, columns.5, columns.6, columns.7, columns.8)
  }

  private static func lot(
    _ id: Int64, _ itemID: Int64, _ locationID: Int64?, _ batch: String?, _ expiry: String?, _ bestBefore: String?,
    _ serial: String?, _ receivedAt: Int64, _ quantity: Int64
  ) -> Lot {
    Lot(
      id: id, itemID: itemID,
      details: LotDetails(batch: batch, expiry: expiry, bestBefore: bestBefore, serial: serial),
      locationID: locationID, receivedAt: receivedAt, quantity: Int(clamping: quantity))
  }
}

extension PostgresInventory {
  /// The widest window an item sets for itself, from the partial index `item_by_expiry_window`.
  static func widestItemExpiryWindow(_ link: PostgresLink) throws -> Int? {
    let widest = try link.query("SELECT max(expiry_window_days) FROM item WHERE expiry_window_days IS NOT NULL")
      .single(Int64?.self)
    return itemWindow(widest ?? nil)
  }

  /// A stored window within the limits (the CHECK keeps it so; a value outside reads as none).
  static func itemWindow(_ stored: Int64?) -> Int? {
    stored.flatMap { Int(exactly: $0) }.flatMap { (0...ExpiryWindow.maximumItemDays).contains($0) ? $0 : nil }
  }
}

/// Lots are read and changed by the engine's rules (`LotStore`) in one transaction each.
extension PostgresInventory: LotStore {}
