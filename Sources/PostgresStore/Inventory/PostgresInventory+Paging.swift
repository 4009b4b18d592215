import InventoryCore
import PostgresNIO

extension PostgresInventory {
  /// Up to `limit` items right after `item` (or right before it, with `forward: false`) in `query`'s order,
  /// in that order: a list scrolled page by page costs the same at any depth, where OFFSET walks every
  /// skipped row. Every order can be sought (its columns compared without NULLs, `PostgresSortColumn`); nil
  /// only for an item without an id. The seek starts from `item` as it was read: changed since, the list
  /// continues from where it stood.
  public func items(matching query: ItemQuery, adjacentTo item: Item, forward: Bool, limit: Int) throws -> [Item]? {
    guard let id = item.id else { return nil }
    if let order = PostgresFieldOrder(query) {
      return try read { link in try order.items(adjacentTo: item, id: id, forward: forward, limit: limit, link) }
    }
    return try read { link in
      let values = try Self.sortValues(of: item, in: query, link)
      var sql = SQLBuilder("SELECT \(Item.postgresSelection) FROM item")
      sql.append(query.postgresJoins)
      let conditions = query.filterConditions(&sql) + [query.seekCondition(from: values, forward: forward, &sql)]
      sql.append(" WHERE " + conditions.joined(separator: " AND "))
      sql.append(query.postgresOrder(reversed: !forward))
      Self.appendPage(&sql, limit: limit, offset: 0)
      let items = try link.query(sql.query).map(Item.init(postgresRow:))
      return forward ? items : items.reversed()
    }
  }

  /// The items at `positions` of `query`'s list of `total` items. Nearer the end than the start, the list is
  /// read in the exact reverse order (`ItemQuery.postgresOrder(reversed:)`), so that the last page costs what
  /// the first costs instead of the server walking every row OFFSET skips.
  public func window(of query: ItemQuery, positions: Range<Int>, total: Int) throws -> [Item] {
    guard !positions.isEmpty else { return [] }
    let end = min(total, positions.upperBound)
    if let order = PostgresFieldOrder(query) {
      guard positions.lowerBound < end else { return [] }
      let count = end - positions.lowerBound
      return try read { link in
        total - end < positions.lowerBound
          ? try order.page(limit: count, offset: total - end, reversed: true, link).reversed()
          : try order.page(limit: count, offset: positions.lowerBound, reversed: false, link)
      }
    }
    if positions.lowerBound < end, total - end < positions.lowerBound {
      let sql = Self.pageSQL(query, reversed: true, limit: end - positions.lowerBound, offset: total - end)
      return try read { link in try link.query(sql.query).map(Item.init(postgresRow:)).reversed() }
    }
    return try items(matching: query, limit: positions.count, offset: positions.lowerBound)
  }

  /// Where item `id` is in the list `query` describes (0-based, in its order), or nil when the item does not
  /// match it: the matching items before it, counted with the seek's condition (an index range), not by
  /// numbering the whole list. Still up to every item: the terminal UI asks off its input thread.
  public func position(ofItem id: Int64, matching query: ItemQuery) throws -> Int? {
    try read { link in
      var find = SQLBuilder("SELECT \(Item.postgresSelection) FROM item")
      var conditions = query.filterConditions(&find)
      conditions.append("item.id = \(find.bind(id))")
      find.append(" WHERE " + conditions.joined(separator: " AND "))
      guard let item = try link.query(find.query).first.map(Item.init(postgresRow:)) else { return nil }
      if let order = PostgresFieldOrder(query) { return try order.position(of: item, id: id, link) }
      let values = try Self.sortValues(of: item, in: query, link)
      var sql = SQLBuilder("SELECT count(*) FROM item")
      sql.append(query.postgresJoins)
      let before = query.filterConditions(&sql) + [query.seekCondition(from: values, forward: false, &sql)]
      sql.append(" WHERE " + before.joined(separator: " AND "))
      let count = try link.query(sql.query).single(Int64.self)
      return Int(clamping: count ?? 0)
    }
  }

  /// The item's values in the columns of `query`'s order: its category's key, as the list compares it, when
  /// ordered by category name; its own value of the field the list is ordered by.
  static func sortValues(of item: Item, in query: ItemQuery, _ link: PostgresLink) throws -> [PostgresSortValue] {
    var categoryKey: String?
    if query.joinsCategory, let categoryID = item.categoryID {
      categoryKey = try link.query("SELECT name_key FROM category WHERE id = \(categoryID)").single(String.self)
    }
    var fieldValue: String?
    if let field = query.sortField, let id = item.id {
      fieldValue = try link.query(
        "SELECT value FROM item_field_value WHERE item_id = \(id) AND field_id = \(field.id)"
      ).single(String.self)
    }
    return query.postgresSortColumns.map {
      $0.column.value(of: item, categoryKey: categoryKey, fieldValue: fieldValue)
    }
  }
}
