import Foundation
import GRDB
import InventoryCore
import InventoryEngine

extension SQLiteInventory {
  // MARK: Reading

  /// One page of items matching `query`; the UI fetches only what is visible.
  public func items(matching query: ItemQuery = ItemQuery(), limit: Int = -1, offset: Int = 0) throws -> [Item] {
    if let page = try searchPageInNameOrder(query, limit: limit, offset: offset) { return page }
    let (filter, arguments) = query.filter()
    let join = query.sort == .category ? "LEFT JOIN category ON category.id = item.category_id" : ""
    return try database.read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT \(try Item.columns(in: db)) FROM item \(join) \(filter) \(query.orderBy()) LIMIT ? OFFSET ?",
        arguments: arguments + [limit, offset]
      ).map(Item.init(row:))
    }
  }

  /// The search-as-you-type fast path: a plain search in name order, first pages only. Matching ids come
  /// from FTS5 in id order; the in-memory name ranks pick the page without sorting every match.
  private func searchPageInNameOrder(_ query: ItemQuery, limit: Int, offset: Int) throws -> [Item]? {
    guard query.sort == .name, query.sortField == nil, query.category == .any, !query.filtersByStock, limit > 0,
      offset + limit <= 1_000,
      let pattern = ItemQuery.ftsPattern(for: query.search)
    else { return nil }
    let token = try database.changeToken()
    return try database.read { db in
      guard let ranks = try nameOrder.ranks(db, changeToken: token) else { return nil }
      var matches = ThrowingCursorIterator(
        base: try Int64.fetchCursor(
          db.cachedStatement(sql: "SELECT rowid FROM item_search WHERE item_search MATCH ?"), arguments: [pattern]))
      let page = NameOrderCache.firstInOrder(
        &matches, ranks: ranks, count: offset + limit, descending: !query.ascending
      ).dropFirst(offset)
      if let error = matches.error { throw error }
      guard !page.isEmpty else { return [] }
      let rows = try Row.fetchAll(
        db,
        sql:
          "SELECT \(try Item.columns(in: db)) FROM item WHERE id IN (\(page.map(String.init).joined(separator: ",")))")
      var byID: [Int64: Item] = [:]
      for row in rows {
        let item = Item(row: row)
        byID[item.id ?? 0] = item
      }
      return page.compactMap { byID[$0] }
    }
  }

  /// Count, units and value of the items matching `query`: kept by category in the database when no search or
  /// low-stock filter narrows them (`KeptTotals`), else summed. SQLite sums in 64 bits and stops with an
  /// error on overflow (or sums REALs a damaged database holds); then the items are summed here in
  /// 128 bits, each read within the limits.
  public func totals(matching query: ItemQuery = ItemQuery()) throws -> ItemTotals {
    let (filter, arguments) = query.filter()
    return try database.read { db in
      if let kept = try KeptTotals.totals(db, matching: query) { return kept }
      do {
        if let row = try Row.fetchOne(
          db,
          sql: """
            SELECT count(*), coalesce(sum(quantity), 0), coalesce(sum(quantity * price_minor), 0),
              coalesce(sum(typeof(quantity) <> 'integer' OR typeof(price_minor) NOT IN ('integer', 'null')), 0)
            FROM item \(filter)
            """, arguments: arguments),
          let count = row.integer(0), let units = row.integer(1), let value = row.integer(2), row.integer(3) == 0
        {
          return ItemTotals(count: Int(count), units: Int(units), value: MoneyTotal(minorUnits: Int128(value)))
        }
      } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
        // "integer overflow": summed below instead.
      }
      var totals = ItemTotals(count: 0, units: 0, value: MoneyTotal())
      let rows = try Row.fetchCursor(
        db, sql: "SELECT \(try Item.columns(in: db)) FROM item \(filter)", arguments: arguments)
      while let row = try rows.next() {
        let item = Item(row: row)
        totals.count += 1
        totals.units &+= item.quantity
        if let value = item.value { totals.value += value }
      }
      return totals
    }
  }

  /// Items below their minimum, largest shortfall first, each with the amount to order.
  public func lowStockReport() throws -> [Item] {
    try database.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT \(try Item.columns(in: db)) FROM item INDEXED BY item_low_stock WHERE quantity < minimum_quantity
          ORDER BY minimum_quantity - quantity DESC, sort_key
          """
      ).map(Item.init(row:))
    }
  }

  public func lowStockCount() throws -> Int {
    try database.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM item INDEXED BY item_low_stock WHERE quantity < minimum_quantity")
        ?? 0
    }
  }

}

/// Items and their stock are changed by the engine's rules (`ItemStore`) in one SQLite transaction each.
extension SQLiteInventory: ItemStore {
  public func readItems<T>(_ body: (SQLiteItemStorage) throws -> T) throws -> T {
    try database.read { db in try body(itemStorage(db)) }
  }

  /// SQLite has one writer: the editor's check of a barcode is the last word on it.
  public func writeItems<T>(claiming barcode: ProductCode?, _ body: (SQLiteItemStorage) throws -> T) throws -> T {
    try database.write { db in try body(itemStorage(db)) }
  }

  func itemStorage(_ db: Database) -> SQLiteItemStorage { SQLiteItemStorage(db: db, origin: origin) }
}

extension SQLiteInventory {
  /// Items whose stored numbers are outside `StockLimits` (an older version or another program wrote
  /// them): the front ends name them at start so the user can repair them.
  public func itemsWithStoredValueProblems(limit: Int = 20) throws -> [Item] {
    try database.read { db in
      // Read from the partial index of exactly these rows (v12) where it exists: no row in a sound file.
      try Row.fetchAll(
        db,
        sql: """
          SELECT \(try Item.columns(in: db)) FROM item WHERE \(Schema.storedValueProblem) ORDER BY id LIMIT ?
          """, arguments: [limit]
      ).map(Item.init(row:))
    }
  }
}
