import InventoryCore
import PostgresNIO

/// A list ordered by a custom field (`ItemQuery.sortField`), read run by run as the SQLite store reads it
/// (`ListSegment`): run 0 the items with a value of their own, from v20's index of the field's values in order
/// (ties by item id, which the index holds); run 1 the others, by name. One ORDER BY over both (value missing or
/// not first) cannot be read from an index: the server sorted every item for each page (about 450 ms a page at
/// 100,000 items).
struct PostgresFieldOrder {
  let query: ItemQuery
  let field: CustomField

  init?(_ query: ItemQuery) {
    guard let field = query.sortField else { return nil }
    self.query = query
    self.field = field
  }

  /// The order key of run 0, as v20 indexes it.
  private var key: String {
    field.kind.comparesAsNumbers
      ? "coalesce(stockroom_field_number(sorted_value.value), 0)" : "(sorted_value.value COLLATE \"C\")"
  }

  private func source(_ run: Int) -> String {
    run == 0
      ? "FROM item JOIN item_field_value sorted_value ON sorted_value.item_id = item.id "
        + "AND sorted_value.field_id = \(field.id)"
      : "FROM item"
  }

  private func columns(_ run: Int) -> [String] {
    run == 0 ? [key, "sorted_value.item_id"] : ["item.sort_key", "item.id"]
  }

  /// The filter's conditions and the run's own, with "after (`greater`) or before the item whose values these
  /// are" in the run's columns.
  private func conditions(
    _ run: Int, seek values: [PostgresSortValue]?, greater: Bool, _ sql: inout SQLBuilder
  ) -> String {
    var conditions = query.filterConditions(&sql)
    if run == 1 {
      conditions.append(
        "NOT EXISTS (SELECT 1 FROM item_field_value v WHERE v.item_id = item.id AND v.field_id = \(field.id))")
    }
    if let values {
      let bounds = values.map { $0.bind(&sql) }
      conditions.append(
        "(\(columns(run).joined(separator: ", "))) \(greater ? ">" : "<") (\(bounds.joined(separator: ", ")))")
    }
    return conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
  }

  /// Which run `item` is in, and its values in that run's columns.
  func place(of item: Item, id: Int64, _ link: PostgresLink) throws -> (run: Int, values: [PostgresSortValue]) {
    let value = try link.query(
      "SELECT value FROM item_field_value WHERE item_id = \(id) AND field_id = \(field.id)"
    ).single(String.self)
    guard let value else { return (1, [.text(Item.sortKey(for: item.name)), .number(id)]) }
    guard field.kind.comparesAsNumbers else { return (0, [.text(value), .number(id)]) }
    // What `stockroom_field_number` reads: a canonical number, anything else as 0.
    return (0, [.decimal(CustomFieldKind.canonicalNumber(value) == value ? value : "0"), .number(id)])
  }

  /// Up to `limit` (-1: all) items of the run, in the list's order (`increasing` when it is ascending and read
  /// forward) or its reverse, after the item whose values are `after` (nil: from the run's start), `offset` skipped.
  func items(
    _ run: Int, increasing: Bool, after values: [PostgresSortValue]?, limit: Int, offset: Int = 0,
    _ link: PostgresLink
  ) throws -> [Item] {
    guard limit != 0 else { return [] }
    var sql = SQLBuilder("SELECT \(Item.postgresSelection) \(source(run))")
    sql.append(conditions(run, seek: values, greater: increasing, &sql))
    let direction = increasing ? "ASC" : "DESC"
    sql.append(" ORDER BY " + columns(run).map { "\($0) \(direction)" }.joined(separator: ", "))
    PostgresInventory.appendPage(&sql, limit: limit, offset: offset)
    return try link.query(sql.query).map(Item.init(postgresRow:))
  }

  /// How many items of the run match; with `before`, only those before the item whose values they are.
  func count(_ run: Int, before values: [PostgresSortValue]? = nil, _ link: PostgresLink) throws -> Int {
    var sql = SQLBuilder("SELECT count(*) \(source(run))")
    sql.append(conditions(run, seek: values, greater: !query.ascending, &sql))
    return Int(clamping: try link.query(sql.query).single(Int64.self) ?? 0)
  }

  /// `limit` items (-1: all) from position `offset`, counted from the end with `reversed` (then in reverse).
  func page(limit: Int, offset: Int, reversed: Bool, _ link: PostgresLink) throws -> [Item] {
    var found: [Item] = []
    var skip = offset
    for run in reversed ? [1, 0] : [0, 1] {
      let wanted = limit < 0 ? -1 : limit - found.count
      guard wanted != 0 else { break }
      if skip > 0 {
        let total = try count(run, link)
        guard skip < total else {
          skip -= total
          continue
        }
      }
      found += try items(run, increasing: query.ascending != reversed, after: nil, limit: wanted, offset: skip, link)
      skip = 0
    }
    return found
  }

  /// Up to `limit` items right after (or before) `item`, in the list's order.
  func items(adjacentTo item: Item, id: Int64, forward: Bool, limit: Int, _ link: PostgresLink) throws -> [Item] {
    let place = try place(of: item, id: id, link)
    let increasing = query.ascending == forward
    var found = try items(place.run, increasing: increasing, after: place.values, limit: limit, link)
    var next = place.run + (forward ? 1 : -1)
    while found.count < limit, (0...1).contains(next) {
      found += try items(next, increasing: increasing, after: nil, limit: limit - found.count, link)
      next += forward ? 1 : -1
    }
    return forward ? found : found.reversed()
  }

  /// Where `item` (matching the query) is in the list.
  func position(of item: Item, id: Int64, _ link: PostgresLink) throws -> Int {
    let place = try place(of: item, id: id, link)
    let before = try count(place.run, before: place.values, link)
    return place.run == 0 ? before : try count(0, link) + before
  }
}
