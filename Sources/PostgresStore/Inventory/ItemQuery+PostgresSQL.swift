import InventoryCore

/// The PostgreSQL form of an `ItemQuery`: the same filters and orders as the SQLite store's, with the text
/// keys compared byte by byte (`COLLATE "C"` in the schema), as SQLite compares them.
extension ItemQuery {
  /// Appends the WHERE clause shared by the page and count queries.
  func appendFilter(to sql: inout SQLBuilder) {
    var conditions: [String] = []
    switch category {
    case .any: break
    case .uncategorised: conditions.append("item.category_id IS NULL")
    case .category(let id): conditions.append("item.category_id = \(sql.bind(id))")
    }
    if lowStockOnly { conditions.append("item.quantity < item.minimum_quantity") }
    if let words = SearchWords.query(for: search) {
      conditions.append("item.search_words @@ \(sql.bind(words))::tsquery")
    }
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
  }

  /// Ties are broken by name then id, and descending is the exact reverse of ascending, ties included; an
  /// empty barcode, category or price comes last either way.
  var postgresOrder: String {
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
      }
    return " ORDER BY \(column), item.sort_key \(direction), item.id \(direction)"
  }
}
