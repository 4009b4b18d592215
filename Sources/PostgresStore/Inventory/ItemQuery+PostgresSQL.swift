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
    for condition in fieldFilters {
      let shown = Self.shownValue(of: condition.field, &sql)
      let comparison = condition.comparison.sql
      conditions.append(
        condition.comparesNumbers
          ? "stockroom_field_number(\(shown)) \(comparison) \(sql.bind(condition.operand))::numeric"
          : "\(shown) COLLATE \"C\" \(comparison) \(sql.bind(condition.operand))")
    }
    return conditions
  }

  /// The value `field` shows on the item (`CustomFieldFilter`): its own, else the field's default; none for an
  /// item of another category than the field's.
  static func shownValue(of field: CustomField, _ sql: inout SQLBuilder) -> String {
    var shown =
      "(SELECT v.value FROM item_field_value v WHERE v.item_id = item.id AND v.field_id = \(sql.bind(field.id)))"
    if let value = field.defaultValue { shown = "coalesce(\(shown), \(sql.bind(value)))" }
    if let category = field.categoryID {
      shown = "CASE WHEN item.category_id = \(sql.bind(category)) THEN \(shown) END"
    }
    return shown
  }

  /// The columns of the order, each with its direction. Ties are broken by name then id, and descending is
  /// the exact reverse of ascending, ties included; an empty barcode, category or price comes last either
  /// way (its `IS NULL` column is ascending in both).
  var postgresSortColumns: [(column: PostgresSortColumn, ascending: Bool)] {
    if let field = sortField {
      // As the SQLite store orders it: the items with a value by value then id, then the others by name.
      let value: PostgresSortColumn = field.kind.comparesAsNumbers ? .fieldNumber : .fieldText
      return [(.fieldIsMissing, true), (value, ascending), (.sortKeyWithoutField, ascending), (.id, ascending)]
    }
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
  var joinsCategory: Bool { sort == .category && sortField == nil }

  /// The rows a list's query reads beside the items: the category (to order by its name) or the value of the
  /// field it is ordered by (`sorted_value`, none for an item without one).
  var postgresJoins: String {
    if let field = sortField {
      return " LEFT JOIN item_field_value sorted_value ON sorted_value.item_id = item.id "
        + "AND sorted_value.field_id = \(field.id)"
    }
    return joinsCategory ? " LEFT JOIN category ON category.id = item.category_id" : ""
  }

  var postgresOrder: String { postgresOrder(reversed: false) }

  /// ORDER BY, or its exact reverse (the last page read from the end costs what the first costs).
  func postgresOrder(reversed: Bool) -> String {
    " ORDER BY "
      + postgresSortColumns.map { key in
        "\(key.column.expression) \(key.ascending != reversed ? "ASC" : "DESC")"
      }.joined(separator: ", ")
  }
}
