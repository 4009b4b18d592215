import GRDB
import InventoryCore

/// Which items to show and in what order: the inventory list, `items list` and the TUI all use this.
public struct ItemQuery: Sendable, Hashable {
  public enum CategoryFilter: Sendable, Hashable {
    case any
    case uncategorised
    case category(Int64)
  }

  public enum SortColumn: String, Sendable, CaseIterable {
    case name, barcode, category, quantity, minimum, price, updated
  }

  public var category: CategoryFilter
  public var lowStockOnly: Bool
  /// Full-text search: every word must match the start of a word in name, barcode, notes or category.
  public var search: String
  public var sort: SortColumn
  public var ascending: Bool

  public init(
    category: CategoryFilter = .any, lowStockOnly: Bool = false, search: String = "", sort: SortColumn = .name,
    ascending: Bool = true
  ) {
    self.category = category
    self.lowStockOnly = lowStockOnly
    self.search = search
    self.sort = sort
    self.ascending = ascending
  }

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
      }
    // Descending is the exact reverse of ascending, ties included (the fast search path relies on it).
    return "ORDER BY \(column), item.sort_key \(direction), item.id \(direction)"
  }
}
