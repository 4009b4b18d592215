import GRDB
import InventoryCore

extension InventoryService {
  /// Up to `limit` items right after `item` (or right before it, with `forward: false`) in `query`'s order,
  /// in that order. A list scrolled page by page with OFFSET makes SQLite walk every skipped row (about
  /// 140 ms at the end of 100,000 items); seeking from the neighbouring item costs the same at any depth.
  /// Nil when the order cannot be sought this way (by barcode, price or category, whose columns may be
  /// NULL): use `items(matching:limit:offset:)` then.
  public func items(matching query: ItemQuery, adjacentTo item: Item, forward: Bool, limit: Int) throws -> [Item]? {
    guard let id = item.id else { return nil }
    var columns = ["item.sort_key", "item.id"]
    var values: StatementArguments = [Item.sortKey(for: item.name), id]
    switch query.sort {
    case .name: break
    case .quantity:
      columns.insert("item.quantity", at: 0)
      values = [item.quantity] + values
    case .minimum:
      columns.insert("item.minimum_quantity", at: 0)
      values = [item.minimumQuantity] + values
    case .updated:
      columns.insert("item.updated_at", at: 0)
      values = [item.updatedAt.epochMilliseconds] + values
    case .lastCounted:
      columns.insert(ItemQuery.lastCountedKey, at: 0)
      values = [item.lastCountedAt?.epochMilliseconds ?? -1] + values
    case .barcode, .category, .price:
      return nil
    }
    // Ascending and forward, or descending and backward: the keys after this one.
    let comparison = forward == query.ascending ? ">" : "<"
    let seek =
      "(\(columns.joined(separator: ", "))) \(comparison) (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
    let (filter, arguments) = query.filter()
    let condition = filter.isEmpty ? "WHERE \(seek)" : "\(filter) AND \(seek)"
    var order = query
    if !forward { order.ascending.toggle() }
    let items = try database.read { db in
      try Row.fetchAll(
        db, sql: "SELECT \(try Item.columns(in: db)) FROM item \(condition) \(order.orderBy()) LIMIT ?",
        arguments: arguments + values + [limit]
      ).map(Item.init(row:))
    }
    return forward ? items : items.reversed()
  }
}
