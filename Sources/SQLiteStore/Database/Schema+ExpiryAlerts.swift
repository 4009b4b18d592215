import GRDB
import InventoryCore

/// Migration v21 (issue 24): alerts about lots coming within the expiry window.
extension Schema {
  static let expiryAlertsMigration = "v21: expiry alerts about lots"

  /// `stock_alert` learns the kind `expiring` and which lot such an alert is about (its id, batch and use-by date,
  /// kept as they were when it was raised), and keeps one open alert per item, kind and lot. SQLite cannot change
  /// a CHECK in place: the table is copied (alerts are few) and its indexes made again.
  static func expiryAlerts(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE stock_alert_v21 (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          item_id INTEGER,                          -- kept when the item is deleted (its alerts end then)
          item_name TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('below_minimum', 'out_of_stock', 'expiring')),
          quantity INTEGER NOT NULL CHECK (quantity >= 0),
          minimum INTEGER NOT NULL CHECK (minimum >= 0),
          raised_at INTEGER NOT NULL,               -- Unix epoch milliseconds, as every time here
          station TEXT NOT NULL,
          ended_at INTEGER,
          acknowledged_at INTEGER,
          sent_at INTEGER,
          failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
          last_failure TEXT CHECK (length(last_failure) <= \(AlertLimits.maximumFailureLength)),
          claimed_until INTEGER,
          lot_id INTEGER,                           -- an expiry alert's lot (kept when the lot goes)
          lot_batch TEXT,
          lot_use_by TEXT,
          CHECK ((kind = 'expiring') = (lot_id IS NOT NULL AND lot_use_by IS NOT NULL))
        );
        INSERT INTO stock_alert_v21 (id, item_id, item_name, kind, quantity, minimum, raised_at, station, ended_at,
          acknowledged_at, sent_at, failed_attempts, last_failure, claimed_until)
        SELECT id, item_id, item_name, kind, quantity, minimum, raised_at, station, ended_at,
          acknowledged_at, sent_at, failed_attempts, last_failure, claimed_until FROM stock_alert;
        DROP TABLE stock_alert;
        ALTER TABLE stock_alert_v21 RENAME TO stock_alert;
        CREATE UNIQUE INDEX stock_alert_one_open ON stock_alert(item_id, kind, coalesce(lot_id, 0))
          WHERE ended_at IS NULL;
        CREATE INDEX stock_alert_unsent ON stock_alert(id) WHERE sent_at IS NULL;
        CREATE INDEX stock_alert_open_of_lot ON stock_alert(lot_id) WHERE lot_id IS NOT NULL AND ended_at IS NULL;
        """)
  }
}
