import Foundation
import InventoryCore
import PostgresNIO

/// Reading sessions: lines as sums of their entries, and a count's report (from one snapshot).
extension PostgresInventory {
  public func sessionLines(id: Int64) throws -> [SessionLine] {
    try readSnapshot { link in
      let session = try Self.requireSession(link, id: id)
      return SessionLine.inReportOrder(try Self.fetchLines(link, session: session))
    }
  }

  public func countReport(id: Int64) throws -> CountReport {
    try readSnapshot { link in
      let session = try Self.requireSession(link, id: id)
      guard session.kind == .count else {
        throw StockSessionError.wrongKind(id: id, kind: session.kind, operation: "a discrepancy report")
      }
      return CountReport(
        session: session, lines: SessionLine.inReportOrder(try Self.fetchLines(link, session: session)),
        notCounted: try Self.fetchUncounted(link, session).map { item, choice in
          UncountedItem(
            itemID: item.id ?? 0, name: item.name, code: item.barcode, price: item.price, quantity: item.quantity,
            choice: choice ?? session.uncountedDefault, isChosen: choice != nil)
        })
    }
  }

  /// The session's lines (or the one `only` names), unordered, those outside a count's scope marked.
  static func fetchLines(_ link: PostgresLink, session: StockSession, only: SessionLineKey? = nil) throws
    -> [SessionLine]
  {
    let lines = try fetchLines(link, sessionID: session.id, only: only)
    guard session.limitsItems else { return lines }
    var sql = SQLBuilder("")
    let candidates =
      "SELECT item_id FROM stock_session_entry WHERE session_id = \(sql.bind(session.id)) AND item_id IS NOT NULL"
    let covered = try itemIDs(link, coveredBy: session.scope, among: candidates, &sql)
    return SessionLine.marking(lines, outsideScopeOf: session, covered: covered)
  }

  /// The items `scope` covers (as the item list finds them) among `candidates`, a query of item ids whose
  /// parameters `sql` binds.
  static func itemIDs(
    _ link: PostgresLink, coveredBy scope: SessionScope, among candidates: String, _ sql: inout SQLBuilder
  ) throws -> Set<Int64> {
    let conditions = scope.query.filterConditions(&sql) + ["item.id IN (\(candidates))"]
    sql.append("SELECT item.id FROM item WHERE " + conditions.joined(separator: " AND "))
    return Set(try link.query(sql.query).map { try $0.values(Int64.self) })
  }

  /// The session's lines as their entries add up, unordered.
  private static func fetchLines(_ link: PostgresLink, sessionID: Int64, only: SessionLineKey?) throws
    -> [SessionLine]
  {
    var sql = SQLBuilder(
      """
      SELECT e.item_id, e.code_key, item.name, item.price_minor, min(e.code), sum(e.delta)::bigint, min(e.expected),
        max(e.time), array_agg(DISTINCT e.station), item.barcode,
        sum(CASE WHEN e.code IS NULL THEN 0 ELSE e.delta END)::bigint
      FROM stock_session_entry e LEFT JOIN item ON item.id = e.item_id
      """)
    sql.append(" WHERE e.session_id = \(sql.bind(sessionID))")
    if let only { sql.append(" AND " + lineCondition(only, &sql, table: "e")) }
    sql.append(" GROUP BY e.item_id, e.code_key, item.name, item.price_minor, item.barcode")
    return try link.query(sql.query).compactMap { row in
      let (itemID, codeKey, name, price, code, total, expected, time, stations, barcode, scanned) = try row.values(
        (Int64?, String?, String?, Int64?, String?, Int64, Int64?, Int64, [String], String?, Int64).self)
      let key: SessionLineKey
      if let itemID { key = .item(itemID) } else if let codeKey { key = .code(codeKey) } else { return nil }
      let money = price.map { Money(minorUnits: min(max($0, 0), StockLimits.maximumPriceMinorUnits)) }
      var line = SessionLine(
        stored: key, itemName: name, price: money, code: itemID == nil ? code : barcode, total: total,
        expected: expected,
        stations: stations, lastEntryAt: Date(epochMilliseconds: time))
      line.scanned = SessionLine.bounded(scanned)
      return line
    }
  }

  /// The items in the count's scope with no line, by name, each with the choice made for it (if any);
  /// `locking` locks them (a commit about to set some to 0).
  static func fetchUncounted(_ link: PostgresLink, _ session: StockSession, locking: Bool = false) throws
    -> [(Item, UncountedChoice?)]
  {
    var sql = SQLBuilder("SELECT \(Item.postgresSelection), c.choice FROM item")
    sql.append(" LEFT JOIN stock_session_choice c ON c.session_id = \(sql.bind(session.id)) AND c.item_id = item.id")
    let uncounted =
      "NOT EXISTS (SELECT 1 FROM stock_session_entry e WHERE e.session_id = \(sql.bind(session.id)) "
      + "AND e.item_id = item.id)"
    sql.append(" WHERE " + (session.scope.query.filterConditions(&sql) + [uncounted]).joined(separator: " AND "))
    sql.append(locking ? " ORDER BY item.id FOR UPDATE OF item" : " ORDER BY item.sort_key, item.id")
    return try link.query(sql.query).map { row in
      let columns = PostgresRandomAccessRow(row)
      let choice: String?
      do { choice = try columns[columns.count - 1].decode(String?.self) } catch {
        throw PostgresStoreError(.server, "the database returned a choice of an unexpected type: \(error)")
      }
      return (try Item(postgresRow: row), choice.flatMap(UncountedChoice.init(rawValue:)))
    }
  }
}
