import InventoryCore
import InventoryEngine
import PostgresNIO

/// The lots and alert rows of an expiry look (`ExpiryAlertRule`), in one PostgreSQL transaction.
struct PostgresExpiryAlertStorage: ExpiryAlertStorage {
  let link: PostgresLink
  /// The station whose look raises the alerts.
  let station: String

  func dueLotsWithoutOpenAlert(through: String) throws -> [DueLot] {
    try link.query(
      """
      SELECT lot.id, lot.item_id, item.name, item.minimum_quantity, lot.quantity, lot.batch,
        coalesce(lot.expiry, lot.best_before)::text, item.expiry_window_days
      FROM lot JOIN item ON item.id = lot.item_id
      WHERE lot.quantity > 0 AND coalesce(lot.expiry, lot.best_before) <= \(through)::date
        AND NOT EXISTS (
          SELECT 1 FROM stock_alert a WHERE a.lot_id = lot.id AND a.kind = 'expiring' AND a.ended_at IS NULL)
      ORDER BY coalesce(lot.expiry, lot.best_before), lot.id
      """
    ).map { row in
      let (lotID, itemID, name, minimum, quantity, batch, useBy, window) = try row.values(
        (Int64, Int64, String, Int64, Int64, String?, String, Int64?).self)
      return DueLot(
        lotID: lotID, itemID: itemID, itemName: name, itemMinimum: Int(exactly: minimum) ?? 0,
        quantity: Int(exactly: quantity) ?? 0, batch: batch, useBy: useBy,
        itemWindow: PostgresInventory.itemWindow(window))
    }
  }

  func widestItemExpiryWindow() throws -> Int? { try PostgresInventory.widestItemExpiryWindow(link) }

  func openExpiryAlert(for lot: DueLot, time: Int64) throws -> Bool {
    // The lot's alert opened meanwhile by another sender (`stock_alert_one_open`) is the same alert.
    try link.execute(
      """
      INSERT INTO stock_alert (item_id, item_name, kind, quantity, minimum, raised_at, station, lot_id, lot_batch,
        lot_use_by)
      VALUES (\(lot.itemID), \(lot.itemName), 'expiring', \(lot.quantity), \(lot.itemMinimum), \(time), \(station),
        \(lot.lotID), \(lot.batch), \(lot.useBy))
      ON CONFLICT DO NOTHING
      """) > 0
  }

  func endExpiryAlertsOfEmptyLots(time: Int64) throws {
    _ = try link.execute(
      """
      UPDATE stock_alert SET ended_at = \(time)
      WHERE lot_id IS NOT NULL AND ended_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM lot WHERE lot.id = stock_alert.lot_id AND lot.quantity > 0)
      """)
  }

  func hasOpenExpiryAlertsOfEmptyLots() throws -> Bool {
    try link.query(
      """
      SELECT EXISTS (SELECT 1 FROM stock_alert
        WHERE lot_id IS NOT NULL AND ended_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM lot WHERE lot.id = stock_alert.lot_id AND lot.quantity > 0))
      """
    ).single(Bool.self) ?? false
  }
}
