import GRDB
import InventoryCore

/// The SQLite form of an `ItemQuery`: full-text search through FTS5, filters and orders in SQL.
extension ItemQuery {
  /// The FTS5 query for `search`: each word quoted (so punctuation is literal) and prefix-matched.
  static func ftsPattern(for search: String) -> String? {
    let words = search.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    guard !words.isEmpty else { return nil }
    return words.map { "\"\($0)\"*" }.joined(separator: " ")
  }

  /// WHERE clause and arguments shared by the page, count and total queries.
  func filter() -> (sql: String, arguments: StatementArguments) {
    var conditions: [String] = []
    var arguments: StatementArguments = []
    switch category {
    case .any: break
    case .uncategorised: conditions.append("item.category_id IS NULL")
    case .category(let id):
      conditions.append("item.category_id = ?")
      arguments += [id]
    }
    if lowStockOnly { conditions.append("item.quantity < item.minimum_quantity") }
    if let pattern = Self.ftsPattern(for: search) {
      conditions.append("item.id IN (SELECT rowid FROM item_search WHERE item_search MATCH ?)")
      arguments += [pattern]
    }
    return (conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "), arguments)
  }

  /// Never counted reads as before every count (times are never negative), so the order has no NULLs: it
  /// reverses exactly and can be sought.
  static let lastCountedKey = "coalesce(item.last_counted_at, -1)"

  func orderBy() -> String {
    let direction = ascending ? "ASC" : "DESC"
    let column: String =
      switch sort {
      case .name: "item.sort_key \(direction)"
      case .barcode: "item.barcode IS NULL, item.barcode \(direction)"
      case .category: "category.name_key IS NULL, category.name_key \(direction)"
      case .quantity: "item.quantity \(direction)"
      case .minimum: "item.minimum_quantity \(direction)"
      case .price: "item.price_minor IS NULL, item.price_minor \(direction)"
      case .updated: "item.updated_at \(direction)"
      case .lastCounted: "\(Self.lastCountedKey) \(direction)"
      }
    // Descending is the exact reverse of ascending, ties included (the fast search path relies on it).
    return "ORDER BY \(column), item.sort_key \(direction), item.id \(direction)"
  }
}
