import GRDB
import InventoryCore

/// Reads the totals the database keeps by category (`item_totals`, migration v12): what a list with no search
/// and no low-stock filter counts and sums, at the cost of the number of categories instead of the items.
enum KeptTotals {
  /// The totals of the items `query` lists, or nil when the kept ones cannot answer: a search or low-stock
  /// filter, a file still waiting for v12 (read-only), or values that are not 64-bit integers (a damaged
  /// file; the caller then sums the items themselves, each read within the limits).
  static func totals(_ db: Database, matching query: ItemQuery) throws -> ItemTotals? {
    guard ItemQuery.ftsPattern(for: query.search) == nil, !query.filtersByStock,
      try db.tableExists("item_totals")
    else { return nil }
    let filter: (sql: String, arguments: StatementArguments) =
      switch query.category {
      case .any: ("", [])
      case .uncategorised: ("WHERE category_key = 0", [])
      case .category(let id): ("WHERE category_key = ?", [id])
      }
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT coalesce(sum(items), 0), coalesce(sum(units), 0), coalesce(sum(value_billions), 0),
            coalesce(sum(value_rest), 0),
            coalesce(sum(typeof(items) <> 'integer' OR typeof(units) <> 'integer'
              OR typeof(value_billions) <> 'integer' OR typeof(value_rest) <> 'integer'), 0)
          FROM item_totals \(filter.sql)
          """, arguments: filter.arguments),
      let count = row.integer(0), let units = row.integer(1), let billions = row.integer(2),
      let rest = row.integer(3), row.integer(4) == 0, count >= 0, units >= 0,
      let itemCount = Int(exactly: count), let unitCount = Int(exactly: units)
    else { return nil }
    let value = Int128(billions) * Int128(Schema.valueSplit) + Int128(rest)
    return ItemTotals(count: itemCount, units: unitCount, value: MoneyTotal(minorUnits: value))
  }

  /// How many items each category holds (0 for items without one), or nil where the kept totals cannot answer.
  static func itemCounts(_ db: Database) throws -> [Int64: Int]? {
    guard try db.tableExists("item_totals") else { return nil }
    var counts: [Int64: Int] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT category_key, items FROM item_totals") {
      guard let key = row.integer(0), let items = row.integer(1), items >= 0, let count = Int(exactly: items) else {
        return nil
      }
      counts[key] = count
    }
    return counts
  }

  /// Whether a kept total is not an integer: summed from a damaged file's values (a REAL quantity), it stays
  /// inexact after they are repaired, so opening the file for writing sums them again from the items.
  static func holdNonIntegers(_ db: Database) throws -> Bool {
    guard try db.tableExists("item_totals") else { return false }
    return try Bool.fetchOne(
      db,
      sql: """
        SELECT EXISTS (SELECT 1 FROM item_totals WHERE typeof(items) <> 'integer' OR typeof(units) <> 'integer'
          OR typeof(value_billions) <> 'integer' OR typeof(value_rest) <> 'integer')
        """) ?? false
  }

  /// Whether the kept totals agree with the items (the health check); true where there are none to check.
  static func agreeWithItems(_ db: Database) throws -> Bool {
    guard try db.tableExists("item_totals") else { return true }
    let differing = try Int.fetchOne(
      db,
      sql: """
        WITH computed AS (
          SELECT coalesce(category_id, 0) AS category_key, count(*) AS items, coalesce(sum(quantity), 0) AS units,
            coalesce(sum(coalesce(quantity * price_minor, 0) / \(Schema.valueSplit)), 0) AS value_billions,
            coalesce(sum(coalesce(quantity * price_minor, 0) % \(Schema.valueSplit)), 0) AS value_rest
          FROM item GROUP BY 1),
        kept AS (SELECT * FROM item_totals WHERE items <> 0 OR units <> 0 OR value_billions <> 0 OR value_rest <> 0)
        SELECT (SELECT count(*) FROM (SELECT * FROM computed EXCEPT SELECT * FROM kept))
          + (SELECT count(*) FROM (SELECT * FROM kept EXCEPT SELECT * FROM computed))
        """)
    return differing == 0
  }
}
