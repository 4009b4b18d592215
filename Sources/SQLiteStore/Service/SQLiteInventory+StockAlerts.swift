import GRDB
import InventoryCore

extension SQLiteInventory {
  public func stockAlertCounts() throws -> StockAlertCounts {
    try database.read { db in
      let out = try Int.fetchOne(db, sql: "SELECT count(*) FROM item INDEXED BY item_by_quantity WHERE quantity = 0")
      let low = try Int.fetchOne(
        db,
        sql: "SELECT count(*) FROM item INDEXED BY item_low_stock WHERE quantity < minimum_quantity AND quantity > 0")
      return StockAlertCounts(out: out ?? 0, low: low ?? 0)
    }
  }

  /// Items at 0 that have no minimum, so the low-stock report leaves them out; by name.
  public func outOfStockWithoutMinimum() throws -> [Item] {
    try database.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT \(try Item.columns(in: db)) FROM item INDEXED BY item_by_quantity WHERE quantity = 0 AND minimum_quantity = 0
          ORDER BY sort_key, id
          """
      ).map(Item.init(row:))
    }
  }
}
