import InventoryCore
import PostgresNIO

/// The reports on stock: what to reorder, what ran out, what the header counts, numbers out of range.
extension PostgresInventory {
  /// Items below their minimum, largest shortfall first, each with the amount to order.
  public func lowStockReport() throws -> [Item] {
    try read { link in
      try link.query(
        """
        SELECT \(unescaped: Item.postgresSelection) FROM item WHERE quantity < minimum_quantity
        ORDER BY minimum_quantity - quantity DESC, sort_key, id
        """
      ).map(Item.init(postgresRow:))
    }
  }

  public func lowStockCount() throws -> Int {
    let count = try read { link in
      try link.query("SELECT count(*) FROM item WHERE quantity < minimum_quantity").single(Int64.self)
    }
    return Int(clamping: count ?? 0)
  }

  /// Items out of stock (at 0) and low (above 0, below the minimum).
  public func stockAlertCounts() throws -> StockAlertCounts {
    let counts = try read { link in
      try link.query(
        """
        SELECT count(*) FILTER (WHERE quantity = 0),
          count(*) FILTER (WHERE quantity < minimum_quantity AND quantity > 0)
        FROM item WHERE quantity = 0 OR quantity < minimum_quantity
        """
      ).first?.values((Int64, Int64).self)
    }
    return StockAlertCounts(out: Int(clamping: counts?.0 ?? 0), low: Int(clamping: counts?.1 ?? 0))
  }

  /// Items at 0 that have no minimum, so the low-stock report leaves them out; by name.
  public func outOfStockWithoutMinimum() throws -> [Item] {
    try read { link in
      try link.query(
        """
        SELECT \(unescaped: Item.postgresSelection) FROM item WHERE quantity = 0 AND minimum_quantity = 0
        ORDER BY sort_key, id
        """
      ).map(Item.init(postgresRow:))
    }
  }

  /// Items whose stored numbers are outside `StockLimits`, by id; `limit` -1 for all. The schema's CHECK
  /// constraints keep them in range, so there are none unless someone dropped a constraint by hand.
  public func itemsWithStoredValueProblems(limit: Int = 20) throws -> [Item] {
    let quantity = Int64(StockLimits.maximumQuantity)
    let price = StockLimits.maximumPriceMinorUnits
    var sql = SQLBuilder("SELECT \(Item.postgresSelection) FROM item WHERE ")
    let outside = [
      ("quantity", quantity), ("minimum_quantity", quantity), ("target_quantity", quantity),
      ("price_minor", price),
    ].map { column, high in "\(column) NOT BETWEEN 0 AND \(sql.bind(high))" }
    sql.append(outside.joined(separator: " OR ") + " ORDER BY id")
    Self.appendPage(&sql, limit: limit, offset: 0)
    return try read { link in try link.query(sql.query).map(Item.init(postgresRow:)) }
  }
}
