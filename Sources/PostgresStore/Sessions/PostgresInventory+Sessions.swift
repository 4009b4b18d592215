import Foundation
import InventoryCore
import PostgresNIO

/// Stock sessions on PostgreSQL: starting, listing, closing, and a count's choices for items no one counted.
/// Every change to a session locks its row first (`FOR UPDATE`), so additions from several stations queue for
/// a few milliseconds each and the checks they make (still open? line within range? room for a line?) hold
/// until they commit; a commit waits for additions under way and no addition slips in after it.
extension PostgresInventory {
  static let sessionColumns = """
    id, kind, state, scope_category_id, scope_uncategorised, scope_search, uncounted_default, note, station,
    started_at, closed_at, closed_by
    """

  @discardableResult
  public func startSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession {
    let scope = try SessionEntryRule.checkedScope(scope, kind: kind)
    let note = try SessionEntryRule.checkedNote(note)
    let time = timestamp()
    return try write { link in
      guard
        let id = try link.query(
          """
          INSERT INTO stock_session (kind, state, scope_category_id, scope_uncategorised, scope_search, note, station,
            started_at)
          VALUES (\(kind.rawValue), 'open', \(scope.storedCategoryID), \(scope.storedUncategorised), \(scope.search),
            \(note), \(origin.station), \(time))
          RETURNING id
          """
        ).single(Int64.self)
      else { throw PostgresStoreError(.server, "the server did not return the new session's id") }
      return try Self.requireSession(link, id: id)
    }
  }

  public func sessions(state: StockSession.State?, kind: StockSession.Kind?) throws -> [StockSession] {
    var sql = SQLBuilder("SELECT \(Self.sessionColumns) FROM stock_session")
    var conditions: [String] = []
    if let state { conditions.append("state = \(sql.bind(state.rawValue))") }
    if let kind { conditions.append("kind = \(sql.bind(kind.rawValue))") }
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
    sql.append(" ORDER BY id DESC")
    return try read { link in try link.query(sql.query).map(StockSession.init(postgresRow:)) }
  }

  public func session(id: Int64) throws -> StockSession? {
    try read { link in try Self.fetchSession(link, id: id) }
  }

  @discardableResult
  public func discardSession(id: Int64) throws -> StockSession {
    let time = timestamp()
    return try write { link in
      _ = try Self.requireOpenSession(link, id: id)
      try Self.close(link, id: id, as: .discarded, time: time, station: origin.station)
      return try Self.requireSession(link, id: id)
    }
  }

  public func setUncountedChoice(id: Int64, itemID: Int64?, to choice: UncountedChoice) throws {
    try write { link in
      let session = try Self.requireOpenSession(link, id: id)
      guard session.kind == .count else {
        throw StockSessionError.wrongKind(
          id: id, kind: session.kind, operation: "choosing what happens to uncounted items")
      }
      guard let itemID else {
        try link.query("UPDATE stock_session SET uncounted_default = \(choice.rawValue) WHERE id = \(id)")
        return
      }
      let item = try Self.requireItem(link, id: itemID)
      guard try Self.isInScope(link, itemID: itemID, session.scope) else {
        throw StockSessionError.notInScope(id: id, itemName: item.name)
      }
      try link.query(
        """
        INSERT INTO stock_session_choice (session_id, item_id, choice) VALUES (\(id), \(itemID), \(choice.rawValue))
        ON CONFLICT (session_id, item_id) DO UPDATE SET choice = excluded.choice
        """)
    }
  }

  // MARK: Shared statements

  static func fetchSession(_ link: PostgresLink, id: Int64, locking: Bool = false) throws -> StockSession? {
    try link.query(
      "SELECT \(unescaped: sessionColumns) FROM stock_session WHERE id = \(id)\(unescaped: locking ? " FOR UPDATE" : "")"
    ).first.map(StockSession.init(postgresRow:))
  }

  static func requireSession(_ link: PostgresLink, id: Int64) throws -> StockSession {
    guard let session = try fetchSession(link, id: id) else { throw StockSessionError.sessionNotFound(id: id) }
    return session
  }

  /// The session, locked for the rest of the transaction, or why it takes no more changes.
  static func requireOpenSession(_ link: PostgresLink, id: Int64) throws -> StockSession {
    guard let session = try fetchSession(link, id: id, locking: true) else {
      throw StockSessionError.sessionNotFound(id: id)
    }
    if let refusal = session.closedRefusal { throw refusal }
    return session
  }

  static func close(_ link: PostgresLink, id: Int64, as state: StockSession.State, time: Int64, station: String)
    throws
  {
    try link.query(
      """
      UPDATE stock_session SET state = \(state.rawValue), closed_at = \(time), closed_by = \(station) WHERE id = \(id)
      """)
  }

  /// Whether the item is one the count covers (its category and search, as the item list filters).
  static func isInScope(_ link: PostgresLink, itemID: Int64, _ scope: SessionScope) throws -> Bool {
    var sql = SQLBuilder("SELECT 1 FROM item WHERE ")
    let conditions = scope.query.filterConditions(&sql) + ["item.id = \(sql.bind(itemID))"]
    sql.append(conditions.joined(separator: " AND "))
    return try !link.query(sql.query).isEmpty
  }
}

extension StockSession {
  init(postgresRow row: PostgresRow) throws {
    let (id, kind, state, categoryID, uncategorised, search, uncounted, note, station, started, closed, closedBy) =
      try row.values(
        (Int64, String, String, Int64?, Bool, String, String, String, String, Int64, Int64?, String?).self)
    self = try StockSession(
      storedID: id, kind: kind, state: state, scopeCategoryID: categoryID, scopeUncategorised: uncategorised,
      scopeSearch: search, uncountedDefault: uncounted, note: note, station: station, startedAt: started,
      closedAt: closed, closedBy: closedBy)
  }
}
