import InventoryCore

/// One column a list of items is ordered by, with what seeking from an item needs: a form without NULLs
/// (row comparisons with a NULL are never true) and the item's own value.
enum PostgresSortColumn {
  case barcodeIsMissing, barcode, categoryIsMissing, category, quantity, minimum, priceIsMissing, price, updated
  /// Never counted as -1: before every count (times are never negative), so no NULLs.
  case lastCounted
  case sortKey, id
  /// Ordered by a custom field (`sorted_value`, joined): whether the item has no value of its own; its value as
  /// a number or as text (a value that is not a number as 0, as SQLite casts it); its name key when it has
  /// none, so that those are by name and those with a value by id.
  case fieldIsMissing, fieldNumber, fieldText, sortKeyWithoutField

  /// The column as ORDER BY names it.
  var expression: String {
    switch self {
    case .barcodeIsMissing: "item.barcode IS NULL"
    case .barcode: "item.barcode"
    case .categoryIsMissing: "category.name_key IS NULL"
    case .category: "category.name_key"
    case .quantity: "item.quantity"
    case .minimum: "item.minimum_quantity"
    case .priceIsMissing: "item.price_minor IS NULL"
    case .price: "item.price_minor"
    case .updated: "item.updated_at"
    case .lastCounted: "coalesce(item.last_counted_at, -1)"
    case .sortKey: "item.sort_key"
    case .id: "item.id"
    case .fieldIsMissing: "sorted_value.value IS NULL"
    case .fieldNumber: "coalesce(stockroom_field_number(sorted_value.value), 0)"
    case .fieldText: "coalesce(sorted_value.value, '') COLLATE \"C\""
    case .sortKeyWithoutField: "(CASE WHEN sorted_value.value IS NULL THEN item.sort_key ELSE '' END) COLLATE \"C\""
    }
  }

  /// The column as a seek compares it: a missing value reads as the same placeholder for every item that
  /// lacks it (they are ordered among themselves by the columns that follow, after the `IsMissing` column
  /// has put them last).
  var comparable: String {
    switch self {
    case .barcode: "coalesce(item.barcode, '')"
    case .category: "coalesce(category.name_key, '')"
    case .price: "coalesce(item.price_minor, 0)"
    default: expression
    }
  }

  /// The value `item` has in this column; `categoryKey` is its category's `name_key` (nil: none), `fieldValue`
  /// its own value of the field the list is ordered by (nil: none).
  func value(of item: Item, categoryKey: String?, fieldValue: String? = nil) -> PostgresSortValue {
    switch self {
    case .barcodeIsMissing: .flag(item.barcode == nil)
    case .barcode: .text(item.barcode ?? "")
    case .categoryIsMissing: .flag(categoryKey == nil)
    case .category: .text(categoryKey ?? "")
    case .quantity: .number(Int64(item.quantity))
    case .minimum: .number(Int64(item.minimumQuantity))
    case .priceIsMissing: .flag(item.price == nil)
    case .price: .number(item.price?.minorUnits ?? 0)
    case .updated: .number(item.updatedAt.epochMilliseconds)
    case .lastCounted: .number(item.lastCountedAt?.epochMilliseconds ?? -1)
    case .sortKey: .text(Item.sortKey(for: item.name))
    case .id: .number(item.id ?? 0)
    case .fieldIsMissing: .flag(fieldValue == nil)
    case .fieldNumber:
      // What `stockroom_field_number` reads: a canonical number, anything else as 0.
      .decimal(fieldValue.flatMap { CustomFieldKind.canonicalNumber($0) == $0 ? $0 : nil } ?? "0")
    case .fieldText: .text(fieldValue ?? "")
    case .sortKeyWithoutField: .text(fieldValue == nil ? Item.sortKey(for: item.name) : "")
    }
  }
}

/// A value of a sort column, bound as a parameter of its type.
enum PostgresSortValue {
  case flag(Bool)
  case text(String)
  case number(Int64)
  /// A canonical decimal (`CustomFieldKind.canonicalNumber`), compared as `numeric`.
  case decimal(String)

  func bind(_ sql: inout SQLBuilder) -> String {
    switch self {
    case .decimal(let value): "\(sql.bind(value))::numeric"
    case .flag(let value): sql.bind(value)
    case .text(let value): sql.bind(value)
    case .number(let value): sql.bind(value)
    }
  }
}

extension ItemQuery {
  /// The condition "comes after (or, with `forward: false`, before) the item whose column values are
  /// `values`" in this query's order. Runs of columns compared the same way become one row comparison
  /// (`(a, b) > ($1, $2)`), which PostgreSQL can answer from an index; the runs are chained lexicographically.
  func seekCondition(from values: [PostgresSortValue], forward: Bool, _ sql: inout SQLBuilder) -> String {
    var runs: [(columns: [String], values: [String], greater: Bool)] = []
    for (key, value) in zip(postgresSortColumns, values) {
      let greater = key.ascending == forward
      let bound = value.bind(&sql)
      if let last = runs.last, last.greater == greater {
        runs[runs.count - 1].columns.append(key.column.comparable)
        runs[runs.count - 1].values.append(bound)
      } else {
        runs.append(([key.column.comparable], [bound], greater))
      }
    }
    var condition = "false"
    for run in runs.reversed() {
      let columns = "(\(run.columns.joined(separator: ", ")))"
      let values = "(\(run.values.joined(separator: ", ")))"
      let strictly = "\(columns) \(run.greater ? ">" : "<") \(values)"
      condition = condition == "false" ? strictly : "\(strictly) OR (\(columns) = \(values) AND (\(condition)))"
    }
    return "(\(condition))"
  }
}
