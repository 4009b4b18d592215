import InventoryCore

extension PostgresSchema {
  /// An item's own expiry window (issue 23; SQLite's v23 is the same change): the days before its lots' use-by date they
  /// are due (0 to `ExpiryWindow.maximumItemDays`; NULL: the global window), and a partial index that gives the
  /// widest at once.
  static let itemExpiryWindows = PostgresMigration(
    name: "v23: an item's own expiry window",
    statements: [
      """
      ALTER TABLE item ADD COLUMN expiry_window_days INTEGER
        CONSTRAINT item_expiry_window_in_range
          CHECK (expiry_window_days BETWEEN 0 AND \(ExpiryWindow.maximumItemDays))
      """,
      "CREATE INDEX item_by_expiry_window ON item(expiry_window_days) WHERE expiry_window_days IS NOT NULL",
    ])
}
