import InventoryCore
import PostgresNIO

extension PostgresInventory {
  /// One page of the items matching `query`, in its order; `limit` -1 for all.
  public func items(matching query: ItemQuery = ItemQuery(), limit: Int = -1, offset: Int = 0) throws -> [Item] {
    if let order = PostgresFieldOrder(query) {
      return try read { link in try order.page(limit: limit, offset: offset, reversed: false, link) }
    }
    let sql = Self.pageSQL(query, reversed: false, limit: limit, offset: offset)
    return try read { link in try link.query(sql.query).map(Item.init(postgresRow:)) }
  }

  /// How many items match `query`.
  public func count(matching query: ItemQuery) throws -> Int {
    var sql = SQLBuilder("SELECT count(*) FROM item")
    query.appendFilter(to: &sql)
    let count = try read { link in try link.query(sql.query).single(Int64.self) }
    return Int(clamping: count ?? 0)
  }

  /// Nothing to ready: the server sorts a search's matches itself, by its indexes.
  public func prepareSearch() throws {}

  /// The page in `query`'s order, or in its exact reverse (`window` reads the last pages from the end).
  static func pageSQL(_ query: ItemQuery, reversed: Bool, limit: Int, offset: Int) -> SQLBuilder {
    var sql = SQLBuilder("SELECT \(Item.postgresSelection) FROM item")
    sql.append(query.postgresJoins)
    query.appendFilter(to: &sql)
    sql.append(query.postgresOrder(reversed: reversed))
    appendPage(&sql, limit: limit, offset: offset)
    return sql
  }
}
