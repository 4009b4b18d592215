import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// The items a count's scope covers, found as the item list finds them (`SessionScope.query`).
extension PostgresSessionStorage {
  public func covers(itemID: Int64, scope: SessionScope) throws -> Bool {
    var sql = SQLBuilder("")
    let candidate = sql.bind(itemID)
    return try itemIDs(coveredBy: scope, among: candidate, &sql).contains(itemID)
  }

  public func coveredItems(session id: Int64, scope: SessionScope) throws -> Set<Int64> {
    var sql = SQLBuilder("")
    let candidates =
      "SELECT item_id FROM stock_session_entry WHERE session_id = \(sql.bind(id)) AND item_id IS NOT NULL"
    return try itemIDs(coveredBy: scope, among: candidates, &sql)
  }

  public func uncounted(in session: StockSession, locking: Bool) throws -> [UncountedRow] {
    var sql = SQLBuilder("SELECT \(Item.postgresSelection), c.choice FROM item")
    sql.append(" LEFT JOIN stock_session_choice c ON c.session_id = \(sql.bind(session.id)) AND c.item_id = item.id")
    let uncounted =
      "NOT EXISTS (SELECT 1 FROM stock_session_entry e WHERE e.session_id = \(sql.bind(session.id)) "
      + "AND e.item_id = item.id)"
    sql.append(
      " WHERE " + (session.scope.uncountedQuery.filterConditions(&sql) + [uncounted]).joined(separator: " AND "))
    sql.append(locking ? " ORDER BY item.id FOR UPDATE OF item" : " ORDER BY item.sort_key, item.id")
    return try link.query(sql.query).map { row in
      let columns = PostgresRandomAccessRow(row)
      let choice: String?
      do { choice = try columns[columns.count - 1].decode(String?.self) } catch {
        throw PostgresStoreError(.server, "the database returned a choice of an unexpected type: \(error)")
      }
      return UncountedRow(item: try Item(postgresRow: row), choice: choice.flatMap(UncountedChoice.init(rawValue:)))
    }
  }

  /// The items `scope` covers among `candidates`, a query of item ids whose parameters `sql` binds.
  private func itemIDs(coveredBy scope: SessionScope, among candidates: String, _ sql: inout SQLBuilder) throws
    -> Set<Int64>
  {
    let conditions = scope.query.filterConditions(&sql) + ["item.id IN (\(candidates))"]
    sql.append("SELECT item.id FROM item WHERE " + conditions.joined(separator: " AND "))
    return Set(try link.query(sql.query).map { try $0.values(Int64.self) })
  }
}
