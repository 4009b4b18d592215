import GRDB
import InventoryCore

/// Migration v23 (issue 23): an item's own expiry window.
extension Schema {
  static let itemExpiryWindowsMigration = "v23: an item's own expiry window"

  /// `item.expiry_window_days`: the days before its lots' use-by date they are due (0 to
  /// `ExpiryWindow.maximumItemDays`; NULL: the global window). The partial index gives the widest window at once
  /// (how far the expiring lots are read), however many items there are.
  static func itemExpiryWindows(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE item ADD COLUMN expiry_window_days INTEGER
          CHECK (expiry_window_days BETWEEN 0 AND \(ExpiryWindow.maximumItemDays));
        CREATE INDEX item_by_expiry_window ON item(expiry_window_days) WHERE expiry_window_days IS NOT NULL;
        """)
  }
}
