import GRDB
import InventoryCore

extension InventoryService {
  /// Items out of stock (at 0) and low (above 0, below the minimum), as the header counts them.
  public struct StockAlertCounts: Sendable, Hashable {
    public var out = 0
    public var low = 0
    public init(out: Int = 0, low: Int = 0) {
      self.out = out
      self.low = low
    }
  }

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
          SELECT \(Item.selection) FROM item INDEXED BY item_by_quantity WHERE quantity = 0 AND minimum_quantity = 0
          ORDER BY sort_key, id
          """
      ).map(Item.init(row:))
    }
  }
}
