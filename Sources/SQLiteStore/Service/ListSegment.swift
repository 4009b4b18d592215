import GRDB
import InventoryCore

/// One run of a list's order that a single index reads in order: every item (by name, quantity, …), the items
/// with a barcode or price and then those without, or one category's items (categories in name order, then the
/// uncategorised). Within a run the columns all go one way, so "after this item" is one row-value comparison
/// SQLite answers from the index, where a NULL-last order over the whole list cannot be sought without OR.
struct ListSegment {
  /// What puts an item in this run (`"1"`: every item).
  var condition: String
  var arguments: StatementArguments = []
  /// The category of a run of one category's items.
  var categoryID: Int64? = nil
  /// The partial index holding exactly this run, named because SQLite prefers an equality on the column
  /// (`barcode IS NULL`) and would then sort the whole run.
  var index: String? = nil
  /// The value rows a run ordered by a custom field reads (`JOIN item_field_value sorted_value ...`).
  var join: String? = nil
  /// The columns the run is ordered by, in the list's direction; the last is `item.id`, so the order is total.
  var columns: [String]

  /// The runs of `query`'s order, first to last, and (for `item`) the run it is in with its values in that
  /// run's columns; nil when the item is in none (its category was deleted meanwhile).
  static func segments(of query: ItemQuery, _ db: Database) throws -> [ListSegment] {
    let byName = ["item.sort_key", "item.id"]
    if let field = query.sortField {
      // The items with a value, read from v20's index of the field's values (ties by id, which the index
      // holds), then the others by name.
      return [
        ListSegment(
          condition: "1",
          join: "JOIN item_field_value sorted_value ON sorted_value.item_id = item.id "
            + "AND sorted_value.field_id = \(field.id)",
          columns: [ItemQuery.fieldSortKey(field), "sorted_value.item_id"]),
        ListSegment(
          condition:
            "NOT EXISTS (SELECT 1 FROM item_field_value v WHERE v.item_id = item.id AND v.field_id = \(field.id))",
          columns: byName),
      ]
    }
    switch query.sort {
    case .name: return [ListSegment(condition: "1", columns: byName)]
    case .quantity: return [ListSegment(condition: "1", columns: ["item.quantity"] + byName)]
    case .minimum: return [ListSegment(condition: "1", columns: ["item.minimum_quantity"] + byName)]
    case .updated: return [ListSegment(condition: "1", columns: ["item.updated_at"] + byName)]
    case .lastCounted:
      // Never counted reads as -1, before every count: by name from the index's -1 run (SQLite cannot search an
      // expression index by a row comparison that starts with the expression), then the counted.
      let never = ListSegment(condition: "\(ItemQuery.lastCountedKey) = -1", columns: byName)
      let counted = ListSegment(
        condition: "\(ItemQuery.lastCountedKey) > -1", columns: [ItemQuery.lastCountedKey] + byName)
      return query.ascending ? [never, counted] : [counted, never]
    case .barcode:
      return [
        ListSegment(condition: "item.barcode IS NOT NULL", columns: ["item.barcode"] + byName),
        ListSegment(condition: "item.barcode IS NULL", index: "item_without_barcode", columns: byName),
      ]
    case .price:
      return [
        ListSegment(condition: "item.price_minor IS NOT NULL", columns: ["item.price_minor"] + byName),
        ListSegment(condition: "item.price_minor IS NULL", index: "item_without_price", columns: byName),
      ]
    case .category:
      let direction = query.ascending ? "ASC" : "DESC"
      let ids = try Int64.fetchAll(db, sql: "SELECT id FROM category ORDER BY name_key \(direction), id \(direction)")
      var segments = ids.filter { query.category == .any || query.category == .category($0) }.map { id in
        ListSegment(condition: "item.category_id = ?", arguments: [id], categoryID: id, columns: byName)
      }
      // An uncategorised item comes last either way (as in `ItemQuery.orderBy()`).
      if query.category == .any || query.category == .uncategorised {
        segments.append(ListSegment(condition: "item.category_id IS NULL", columns: byName))
      }
      return segments
    }
  }

  /// Which of `segments` (of `query`) `item` is in, and its values in that run's columns.
  static func place(
    of item: Item, id: Int64, in segments: [ListSegment], query: ItemQuery, _ db: Database
  ) throws -> (index: Int, values: [any DatabaseValueConvertible])? {
    let byName: [any DatabaseValueConvertible] = [Item.sortKey(for: item.name), id]
    if let field = query.sortField {
      guard
        let value = try DatabaseValue.fetchOne(
          db,
          sql: "SELECT \(ItemQuery.fieldSortKey(field)) FROM item_field_value sorted_value "
            + "WHERE sorted_value.item_id = ? AND sorted_value.field_id = ?",
          arguments: [id, field.id]), !value.isNull
      else { return (1, byName) }
      return (0, [value, id])
    }
    switch query.sort {
    case .name: return (0, byName)
    case .quantity: return (0, [item.quantity] + byName)
    case .minimum: return (0, [item.minimumQuantity] + byName)
    case .updated: return (0, [item.updatedAt.epochMilliseconds] + byName)
    case .lastCounted:
      let never = query.ascending ? 0 : 1
      guard let counted = item.lastCountedAt?.epochMilliseconds else { return (never, byName) }
      return (1 - never, [counted] + byName)
    case .barcode:
      guard let barcode = item.barcode else { return (1, byName) }
      return (0, [barcode] + byName)
    case .price:
      guard let price = item.price else { return (1, byName) }
      return (0, [price.minorUnits] + byName)
    case .category:
      guard let categoryID = item.categoryID else {
        guard let last = segments.indices.last, segments[last].categoryID == nil else { return nil }
        return (last, byName)
      }
      guard let index = segments.firstIndex(where: { $0.categoryID == categoryID }) else { return nil }
      return (index, byName)
    }
  }

  /// Up to `limit` items of this run that match `filter`, in the list's order (`forward`) or its reverse,
  /// starting after the item whose values are `after` (nil: from the run's start, or its end going back).
  func items(
    _ db: Database, filter: (sql: String, arguments: StatementArguments), ascending: Bool, forward: Bool,
    after values: [any DatabaseValueConvertible]?, limit: Int
  ) throws -> [Item] {
    guard limit > 0 else { return [] }
    let increasing = ascending == forward
    var conditions = [condition]
    var arguments = arguments
    if let values {
      conditions.append(seek(increasing ? ">" : "<"))
      arguments += StatementArguments(([values[0]] + values).map { Optional($0) })
    }
    let direction = increasing ? "ASC" : "DESC"
    let clause = Self.whereClause(filter: filter.sql, conditions)
    let order = columns.map { "\($0) \(direction)" }.joined(separator: ", ")
    let source = join.map { "item \($0)" } ?? index.map { "item INDEXED BY \($0)" } ?? "item"
    return try Row.fetchAll(
      db.cachedStatement(sql: "SELECT \(try Item.columns(in: db)) FROM \(source) \(clause) ORDER BY \(order) LIMIT ?"),
      arguments: filter.arguments + arguments + [limit]
    ).map(Item.init(row:))
  }

  /// How many items of this run match `filter`; with `before`, only those before the item whose values they
  /// are, in the list's order.
  func count(
    _ db: Database, filter: (sql: String, arguments: StatementArguments), ascending: Bool,
    before values: [any DatabaseValueConvertible]? = nil
  ) throws -> Int {
    var conditions = [condition]
    var arguments = arguments
    if let values {
      conditions.append(seek(ascending ? "<" : ">"))
      arguments += StatementArguments(([values[0]] + values).map { Optional($0) })
    }
    let clause = Self.whereClause(filter: filter.sql, conditions)
    let source = join.map { "item \($0)" } ?? index.map { "item INDEXED BY \($0)" } ?? "item"
    return try Int.fetchOne(
      db.cachedStatement(sql: "SELECT count(*) FROM \(source) \(clause)"), arguments: filter.arguments + arguments)
      ?? 0
  }

  /// "Comes after (`>`) or before (`<`) the values" (the first bound twice): the row comparison, with the first column's
  /// bound repeated on its own, which SQLite needs to search an index on an expression (last counted) rather
  /// than scan it.
  private func seek(_ comparison: String) -> String {
    let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    return "\(columns[0]) \(comparison)= ? AND (\(columns.joined(separator: ", "))) \(comparison) (\(marks))"
  }

  /// `filter` ("WHERE …" or empty) with `conditions` added.
  private static func whereClause(filter: String, _ conditions: [String]) -> String {
    let extra = conditions.filter { $0 != "1" }.joined(separator: " AND ")
    if extra.isEmpty { return filter }
    return filter.isEmpty ? "WHERE \(extra)" : "\(filter) AND \(extra)"
  }
}
