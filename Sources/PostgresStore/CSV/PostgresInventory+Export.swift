import Foundation
import InventoryCore
import PostgresNIO

/// CSV export with the core's writers, so a PostgreSQL inventory exports byte for byte what the SQLite store
/// exports for the same items. Each export reads one snapshot (other stations' changes meanwhile are not
/// half in it) through a server-side cursor, a page at a time, so memory stays small at any size.
extension PostgresInventory {
  /// Writes every item as CSV (RFC 4180, our column order), in id order, to `sink` in chunks. Returns the
  /// number of items.
  @discardableResult
  public func exportItems(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    try exportItems(
      SQLBuilder(
        """
        SELECT \(Item.postgresSelection), category.name FROM item
        LEFT JOIN category ON category.id = item.category_id ORDER BY item.id
        """), to: sink)
  }

  /// Writes the items matching `query` (a search or category filter on screen) as CSV, in the query's order,
  /// in the same columns as `exportItems(to:)`. Returns the number of items.
  @discardableResult
  public func exportItems(matching query: ItemQuery, to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    var sql = SQLBuilder(
      "SELECT \(Item.postgresSelection), category.name FROM item LEFT JOIN category ON category.id = item.category_id")
    query.appendFilter(to: &sql)
    sql.append(query.postgresOrder)
    return try exportItems(sql, to: sink)
  }

  /// Writes the reorder list (items below minimum, largest shortfall first) as CSV. Returns the count.
  @discardableResult
  public func exportReorderList(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    let sql = SQLBuilder(
      """
      SELECT \(Item.postgresSelection), category.name FROM item LEFT JOIN category ON category.id = item.category_id
      WHERE item.quantity < item.minimum_quantity
      ORDER BY item.minimum_quantity - item.quantity DESC, item.sort_key, item.id
      """)
    return try readSnapshot { link in
      var writer = ReorderListCSVWriter(sink: sink)
      let count = try Self.forEachRow(link, of: sql.query) { row in
        try writer.write(try Item(postgresRow: row), categoryName: try Self.categoryName(row))
      }
      try writer.finish()
      return count
    }
  }

  /// The items `sql` selects (`Item.postgresSelection`, then the category's name) as item CSV.
  private func exportItems(_ sql: SQLBuilder, to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    try readSnapshot { link in
      // Extra barcodes are few: read at once, from the same snapshot.
      let barcodes = try Self.fetchBarcodes(link, itemIDs: nil)
      let fieldValues = try Self.fetchAllFieldValues(link)
      var writer = ItemCSVWriter(fields: try Self.fetchCustomFields(link, removed: false), sink: sink)
      let count = try Self.forEachRow(link, of: sql.query) { row in
        let item = try Item(postgresRow: row)
        try writer.write(
          item, categoryName: try Self.categoryName(row), otherBarcodes: item.id.flatMap { barcodes[$0] } ?? [],
          fieldValues: item.id.flatMap { fieldValues[$0] } ?? [:])
      }
      try writer.finish()
      return count
    }
  }

  /// The category name after the item's columns.
  private static func categoryName(_ row: PostgresRow) throws -> String? {
    let columns = PostgresRandomAccessRow(row)
    do { return try columns[columns.count - 1].decode(String?.self) } catch {
      throw PostgresStoreError(.server, "the database returned a category name of an unexpected type: \(error)")
    }
  }

  /// Runs `body` on each row of `query` in pages of `page` rows, through a cursor of the caller's
  /// transaction. Returns the number of rows.
  static func forEachRow(
    _ link: PostgresLink, of query: PostgresQuery, page: Int = 1_000, _ body: (PostgresRow) throws -> Void
  ) throws -> Int {
    try link.query(
      PostgresQuery(unsafeSQL: "DECLARE export_rows NO SCROLL CURSOR FOR " + query.sql, binds: query.binds))
    var count = 0
    while true {
      let rows = try link.query("FETCH \(unescaped: String(page)) FROM export_rows")
      for row in rows { try body(row) }
      count += rows.count
      if rows.count < page { break }
    }
    try link.query("CLOSE export_rows")
    return count
  }
}
