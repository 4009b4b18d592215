import GRDB
import InventoryCore

/// Migration v18 (issue 24): stock alerts and their outbox.
extension Schema {
  static let alertsMigration = "v18: stock alerts and their outbox"

  /// One row per alert (`StockAlert`), written by the stock change that raised it, in its transaction. At most
  /// one open alert per item and kind (a partial unique index: the backstop when two writers cross at once). An
  /// unsent alert is the outbox: a sender claims it (`claimed_until`) and marks it sent or failed.
  static func alerts(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE stock_alert (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          item_id INTEGER,                          -- kept when the item is deleted (its alerts end then)
          item_name TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('below_minimum', 'out_of_stock')),
          quantity INTEGER NOT NULL CHECK (quantity >= 0),
          minimum INTEGER NOT NULL CHECK (minimum >= 0),
          raised_at INTEGER NOT NULL,               -- Unix epoch milliseconds, as every time here
          station TEXT NOT NULL,
          ended_at INTEGER,
          acknowledged_at INTEGER,
          sent_at INTEGER,
          failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
          last_failure TEXT CHECK (length(last_failure) <= \(AlertLimits.maximumFailureLength)),
          claimed_until INTEGER
        );
        CREATE UNIQUE INDEX stock_alert_one_open ON stock_alert(item_id, kind) WHERE ended_at IS NULL;
        CREATE INDEX stock_alert_unsent ON stock_alert(id) WHERE sent_at IS NULL;
        """)
  }
}
