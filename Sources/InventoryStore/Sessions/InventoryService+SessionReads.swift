import Foundation
import GRDB
import InventoryCore

/// Reading sessions: lines as sums of their entries, and a count's report.
extension InventoryService {
  public func sessionLines(id: Int64) throws -> [SessionLine] {
    try database.read { db in
      guard try Self.hasSessions(db) else { throw StockSessionError.sessionNotFound(id: id) }
      let session = try Self.requireSession(db, id: id)
      return SessionLine.inReportOrder(try Self.fetchLines(db, session: session))
    }
  }

  public func countReport(id: Int64) throws -> CountReport {
    try database.read { db in
      guard try Self.hasSessions(db) else { throw StockSessionError.sessionNotFound(id: id) }
      let session = try Self.requireSession(db, id: id)
      guard session.kind == .count else {
        throw StockSessionError.wrongKind(id: id, kind: session.kind, operation: "a discrepancy report")
      }
      return CountReport(
        session: session, lines: SessionLine.inReportOrder(try Self.fetchLines(db, session: session)),
        notCounted: try Self.fetchUncounted(db, session))
    }
  }

  /// The session's lines (or the one `only` names), unordered, those outside a count's scope marked.
  static func fetchLines(_ db: Database, session: StockSession, only: SessionLineKey? = nil) throws -> [SessionLine] {
    let lines = try fetchLines(db, sessionID: session.id, only: only)
    guard session.limitsItems else { return lines }
    let covered = try itemIDs(
      db, coveredBy: session.scope,
      among: "SELECT item_id FROM stock_session_entry WHERE session_id = ? AND item_id IS NOT NULL", [session.id])
    return SessionLine.marking(lines, outsideScopeOf: session, covered: covered)
  }

  /// The items `scope` covers (as the item list finds them) among `candidates`, a query of item ids.
  static func itemIDs(
    _ db: Database, coveredBy scope: SessionScope, among candidates: String, _ candidateArguments: StatementArguments
  ) throws -> Set<Int64> {
    let (filter, arguments) = scope.query.filter()
    return Set(
      try Int64.fetchAll(
        db, sql: "SELECT item.id FROM item \(filter.isEmpty ? "WHERE" : filter + " AND") item.id IN (\(candidates))",
        arguments: arguments + candidateArguments))
  }

  /// The session's lines as their entries add up, unordered.
  private static func fetchLines(_ db: Database, sessionID: Int64, only: SessionLineKey?) throws -> [SessionLine] {
    var condition = "e.session_id = ?"
    var arguments: StatementArguments = [sessionID]
    if let only {
      let (column, value) = lineColumn(only)
      condition += " AND e.\(column) = ?"
      arguments += [value]
    }
    let stations = try fetchStations(db, condition: condition, arguments: arguments)
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT e.item_id, e.code_key, item.name, item.price_minor, min(e.code), sum(e.delta), min(e.expected),
          max(e.time), item.barcode, sum(CASE WHEN e.code IS NULL THEN 0 ELSE e.delta END)
        FROM stock_session_entry e LEFT JOIN item ON item.id = e.item_id
        WHERE \(condition) GROUP BY e.item_id, e.code_key
        """, arguments: arguments)
    return rows.compactMap { row in
      let key: SessionLineKey
      if let itemID = row.integer(0) {
        key = .item(itemID)
      } else if let codeKey = row.text(1) {
        key = .code(codeKey)
      } else {
        return nil
      }
      var problems: [StoredValueProblem] = []
      let price = row.bounded(3, in: StockLimits.priceRange, field: .price, problems: &problems)
      var line = SessionLine(
        stored: key, itemName: row.text(2), price: price.map(Money.init(minorUnits:)),
        code: key.isCode ? row.text(4) : row.text(8), total: row.integer(5) ?? 0, expected: row.integer(6),
        stations: stations[key] ?? [], lastEntryAt: row.date(7))
      line.scanned = SessionLine.bounded(row.integer(9) ?? 0)
      return line
    }
  }

  /// The stations of each line.
  private static func fetchStations(_ db: Database, condition: String, arguments: StatementArguments) throws
    -> [SessionLineKey: [String]]
  {
    var stations: [SessionLineKey: [String]] = [:]
    let rows = try Row.fetchCursor(
      db, sql: "SELECT DISTINCT e.item_id, e.code_key, e.station FROM stock_session_entry e WHERE \(condition)",
      arguments: arguments)
    while let row = try rows.next() {
      let key: SessionLineKey? = row.integer(0).map { .item($0) } ?? row.text(1).map { .code($0) }
      if let key { stations[key, default: []].append(row.text(2, default: "")) }
    }
    return stations
  }

  /// The items in the count's scope with no line, by name, with the choice for each.
  static func fetchUncounted(_ db: Database, _ session: StockSession) throws -> [UncountedItem] {
    try uncountedRows(db, session).map { row in
      let item = Item(row: row)
      let chosen = row.text(12).flatMap(UncountedChoice.init(rawValue:))
      return UncountedItem(
        itemID: item.id ?? 0, name: item.name, code: item.barcode, price: item.price, quantity: item.quantity,
        choice: chosen ?? session.uncountedDefault, isChosen: chosen != nil)
    }
  }

  /// The items in scope not counted whose stock the commit sets to 0.
  static func fetchItemsToZero(_ db: Database, _ session: StockSession) throws -> [Item] {
    try uncountedRows(db, session).compactMap { row in
      let choice = row.text(12).flatMap(UncountedChoice.init(rawValue:)) ?? session.uncountedDefault
      return choice == .setToZero ? Item(row: row) : nil
    }
  }

  /// The item's columns (`Item.columns(in:)`), then its choice (column 12).
  private static func uncountedRows(_ db: Database, _ session: StockSession) throws -> [Row] {
    let (filter, arguments) = session.scope.query.filter()
    let uncounted =
      "NOT EXISTS (SELECT 1 FROM stock_session_entry e WHERE e.session_id = ? AND e.item_id = item.id)"
    return try Row.fetchAll(
      db,
      sql: """
        SELECT \(try Item.columns(in: db)), c.choice FROM item
        LEFT JOIN stock_session_choice c ON c.session_id = ? AND c.item_id = item.id
        \(filter.isEmpty ? "WHERE" : filter + " AND") \(uncounted)
        ORDER BY item.sort_key, item.id
        """, arguments: [session.id] + arguments + [session.id])
  }
}

extension SessionLineKey {
  var isCode: Bool {
    if case .code = self { return true }
    return false
  }
}
