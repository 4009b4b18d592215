import GRDB
import InventoryCore
import InventoryEngine

/// The lots and alert rows of an expiry look (`ExpiryAlertRule`), in one SQLite transaction.
struct SQLiteExpiryAlertStorage: ExpiryAlertStorage {
  let db: Database
  /// The station whose look raises the alerts.
  let station: String

  func dueLotsWithoutOpenAlert(through: String) throws -> [DueLot] {
    // The lots read from `lot_by_use_by` (use-by date, lots holding stock): cheap however many lots are not due.
    let window = try SQLiteInventory.hasItemExpiryWindows(db) ? "item.expiry_window_days" : "NULL"
    return try Row.fetchAll(
      db,
      sql: """
        SELECT lot.id, lot.item_id, item.name, item.minimum_quantity, lot.quantity, lot.batch,
          coalesce(lot.expiry, lot.best_before), \(window)
        FROM lot JOIN item ON item.id = lot.item_id
        WHERE lot.quantity > 0 AND coalesce(lot.expiry, lot.best_before) <= ?
          AND NOT EXISTS (
            SELECT 1 FROM stock_alert a WHERE a.lot_id = lot.id AND a.kind = 'expiring' AND a.ended_at IS NULL)
        ORDER BY coalesce(lot.expiry, lot.best_before), lot.id
        """, arguments: [through]
    ).compactMap { row in
      guard let lotID = row.integer(0), let itemID = row.integer(1), let useBy = row.text(6) else { return nil }
      return DueLot(
        lotID: lotID, itemID: itemID, itemName: row.text(2, default: ""),
        itemMinimum: row.integer(3).flatMap { Int(exactly: $0) } ?? 0,
        quantity: row.integer(4).flatMap { Int(exactly: $0) } ?? 0, batch: row.text(5), useBy: useBy,
        itemWindow: SQLiteInventory.itemWindow(row.integer(7)))
    }
  }

  func widestItemExpiryWindow() throws -> Int? { try SQLiteInventory.widestItemExpiryWindow(db) }

  func openExpiryAlert(for lot: DueLot, time: Int64) throws -> Bool {
    // OR IGNORE: the lot's alert opened meanwhile by another sender (`stock_alert_one_open`) is the same alert.
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO stock_alert (item_id, item_name, kind, quantity, minimum, raised_at, station, lot_id,
          lot_batch, lot_use_by)
        VALUES (?, ?, 'expiring', ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        lot.itemID, lot.itemName, lot.quantity, lot.itemMinimum, time, station, lot.lotID, lot.batch, lot.useBy,
      ])
    return db.changesCount > 0
  }

  func endExpiryAlertsOfEmptyLots(time: Int64) throws {
    try db.execute(
      sql: """
        UPDATE stock_alert SET ended_at = ?
        WHERE lot_id IS NOT NULL AND ended_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM lot WHERE lot.id = stock_alert.lot_id AND lot.quantity > 0)
        """, arguments: [time])
  }

  func hasOpenExpiryAlertsOfEmptyLots() throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: """
        SELECT EXISTS (SELECT 1 FROM stock_alert
          WHERE lot_id IS NOT NULL AND ended_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM lot WHERE lot.id = stock_alert.lot_id AND lot.quantity > 0))
        """) ?? false
  }
}
