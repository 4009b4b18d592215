import GRDB
import InventoryCore

extension SQLiteInventory {
  /// How many items match `query`: what a list needs on every search keystroke. A plain search is counted
  /// in the full-text index alone (about 3 ms for 100,000 matches, where `totals(matching:)` must visit every
  /// matching item for its sums: about 35 ms).
  public func count(matching query: ItemQuery) throws -> Int {
    if query.category == .any, !query.filtersByStock, let pattern = ItemQuery.ftsPattern(for: query.search) {
      return try database.read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM item_search WHERE item_search MATCH ?", arguments: [pattern])
          ?? 0
      }
    }
    let (filter, arguments) = query.filter()
    return try database.read { db in
      if let kept = try KeptTotals.totals(db, matching: query) { return kept.count }
      return try Int.fetchOne(db, sql: "SELECT count(*) FROM item \(filter)", arguments: arguments) ?? 0
    }
  }

  /// Builds the name ranks the search's first pages are picked with (`NameOrderCache`) unless they are current:
  /// about 0.3 s at a million items, which the first keystroke of a search would otherwise wait for.
  public func prepareSearch() throws {
    let token = try database.changeToken()
    try database.read { db in _ = try nameOrder.ranks(db, changeToken: token) }
  }
}
