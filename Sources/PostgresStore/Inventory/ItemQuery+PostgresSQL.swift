import InventoryCore

/// The PostgreSQL form of an `ItemQuery`: the same filters and orders as the SQLite store's, with the text
/// keys compared byte by byte (`COLLATE "C"` in the schema), as SQLite compares them.
extension ItemQuery {
  /// Appends the WHERE clause shared by the page and count queries.
  func appendFilter(to sql: inout SQLBuilder) {
    let conditions = filterConditions(&sql)
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
  }

  /// The filter's conditions, to be joined with AND (none: every item).
  func filterConditions(_ sql: inout SQLBuilder) -> [String] {
    var conditions: [String] = []
    switch category {
    case .any: break
    case .uncategorised: conditions.append("item.category_id IS NULL")
    case .category(let id): conditions.append("item.category_id = \(sql.bind(id))")
    }
    if lowStockOnly { conditions.append("item.quantity < item.minimum_quantity") }
    if let location {
      var held: [String] = []
      if !location.locationIDs.isEmpty {
        held.append(
          "EXISTS (SELECT 1 FROM location_stock s WHERE s.item_id = item.id "
            + "AND s.location_id = ANY(\(sql.bind(location.locationIDs))) AND s.quantity > 0)")
      }
      if location.includesDefault {
        held.append(
          "item.quantity > (SELECT coalesce(sum(s.quantity), 0) FROM location_stock s WHERE s.item_id = item.id)")
      }
      conditions.append(held.isEmpty ? "false" : "(" + held.joined(separator: " OR ") + ")")
    }
    if let words = SearchWords.query(for: search) {
      conditions.append("item.search_words @@ \(sql.bind(words))::tsquery")
    }
    return conditions
  }

  /// The columns of the order, each with its direction. Ties are broken by name then id, and descending is
  /// the exact reverse of ascending, ties included; an empty barcode, category or price comes last either
  /// way (its `IS NULL` column is ascending in both).
  var postgresSortColumns: [(column: PostgresSortColumn, ascending: Bool)] {
    let main: [(PostgresSortColumn, Bool)] =
      switch sort {
      case .name: []
      case .barcode: [(.barcodeIsMissing, true), (.barcode, ascending)]
      case .category: [(.categoryIsMissing, true), (.category, ascending)]
      case .quantity: [(.quantity, ascending)]
      case .minimum: [(.minimum, ascending)]
      case .price: [(.priceIsMissing, true), (.price, ascending)]
      case .updated: [(.updated, ascending)]
      case .lastCounted: [(.lastCounted, ascending)]
      }
    return main + [(.sortKey, ascending), (.id, ascending)]
  }

  /// The list needs the item's category row (to order by its name).
  var joinsCategory: Bool { sort == .category }

  var postgresOrder: String { postgresOrder(reversed: false) }

  /// ORDER BY, or its exact reverse (the last page read from the end costs what the first costs).
  func postgresOrder(reversed: Bool) -> String {
    " ORDER BY "
      + postgresSortColumns.map { key in
        "\(key.column.expression) \(key.ascending != reversed ? "ASC" : "DESC")"
      }.joined(separator: ", ")
  }
}
