import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// The items a count's scope covers, found as the item list finds them (`SessionScope.query`).
extension SQLiteSessionStorage {
  public func covers(itemID: Int64, scope: SessionScope) throws -> Bool {
    try itemIDs(coveredBy: scope, among: "?", [itemID]).contains(itemID)
  }

  public func coveredItems(session id: Int64, scope: SessionScope) throws -> Set<Int64> {
    try itemIDs(
      coveredBy: scope,
      among: "SELECT item_id FROM stock_session_entry WHERE session_id = ? AND item_id IS NOT NULL", [id])
  }

  /// SQLite has one writer at a time: `locking` changes nothing, the items come in list order.
  public func uncounted(in session: StockSession, locking: Bool) throws -> [UncountedRow] {
    let (filter, arguments) = session.scope.uncountedQuery.filter()
    let uncounted =
      "NOT EXISTS (SELECT 1 FROM stock_session_entry e WHERE e.session_id = ? AND e.item_id = item.id)"
    // The item's columns (`Item.columns(in:)`), then its choice (column 12).
    return try Row.fetchAll(
      db,
      sql: """
        SELECT \(try Item.columns(in: db)), c.choice FROM item
        LEFT JOIN stock_session_choice c ON c.session_id = ? AND c.item_id = item.id
        \(filter.isEmpty ? "WHERE" : filter + " AND") \(uncounted)
        ORDER BY item.sort_key, item.id
        """, arguments: [session.id] + arguments + [session.id]
    ).map { row in UncountedRow(item: Item(row: row), choice: row.text(12).flatMap(UncountedChoice.init(rawValue:))) }
  }

  /// The items `scope` covers among `candidates`, a query of item ids.
  private func itemIDs(
    coveredBy scope: SessionScope, among candidates: String, _ candidateArguments: StatementArguments
  ) throws -> Set<Int64> {
    let (filter, arguments) = scope.query.filter()
    return Set(
      try Int64.fetchAll(
        db, sql: "SELECT item.id FROM item \(filter.isEmpty ? "WHERE" : filter + " AND") item.id IN (\(candidates))",
        arguments: arguments + candidateArguments))
  }
}
