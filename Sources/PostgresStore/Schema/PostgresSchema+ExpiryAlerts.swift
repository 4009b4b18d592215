import InventoryCore

extension PostgresSchema {
  /// Alerts about lots coming within the expiry window (issue 24): the kind `expiring`, the lot an alert is
  /// about, one open alert per item, kind and lot.
  static let expiryAlerts = PostgresMigration(
    name: "v21: expiry alerts about lots",
    statements: [
      """
      ALTER TABLE stock_alert
        ADD COLUMN lot_id BIGINT,                      -- an expiry alert's lot (kept when the lot goes)
        ADD COLUMN lot_batch TEXT,
        ADD COLUMN lot_use_by TEXT,
        DROP CONSTRAINT stock_alert_kind_is_known,
        ADD CONSTRAINT stock_alert_kind_is_known CHECK (kind IN ('below_minimum', 'out_of_stock', 'expiring')),
        ADD CONSTRAINT stock_alert_lot_is_an_expirys
          CHECK ((kind = 'expiring') = (lot_id IS NOT NULL AND lot_use_by IS NOT NULL))
      """,
      "DROP INDEX stock_alert_one_open",
      """
      CREATE UNIQUE INDEX stock_alert_one_open ON stock_alert (item_id, kind, (coalesce(lot_id, 0)))
        WHERE ended_at IS NULL
      """,
      "CREATE INDEX stock_alert_open_of_lot ON stock_alert (lot_id) WHERE lot_id IS NOT NULL AND ended_at IS NULL",
    ])
}
