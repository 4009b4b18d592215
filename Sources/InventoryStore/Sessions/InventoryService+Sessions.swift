import Foundation
import GRDB
import InventoryCore

/// Stock sessions on SQLite: starting, listing, closing, and a count's choices for items no one counted.
/// Every write is one transaction; SQLite runs one writer at a time, so the checks a session makes (still
/// open? line within range?) hold until it commits, whichever process adds at the same moment.
extension InventoryService {
  static let sessionColumns = """
    id, kind, state, scope_category_id, scope_uncategorised, scope_search, uncounted_default, note, station,
    started_at, closed_at, closed_by
    """

  @discardableResult
  public func startSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession {
    let scope = try SessionEntryRule.checkedScope(scope, kind: kind)
    let note = try SessionEntryRule.checkedNote(note)
    let time = timestamp()
    return try database.write { db in
      try db.execute(
        sql: """
          INSERT INTO stock_session (kind, state, scope_category_id, scope_uncategorised, scope_search, note, station,
            started_at)
          VALUES (?, 'open', ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          kind.rawValue, scope.storedCategoryID, scope.storedUncategorised ? 1 : 0, scope.search, note, origin.station,
          time,
        ])
      return try Self.requireSession(db, id: db.lastInsertedRowID)
    }
  }

  public func sessions(state: StockSession.State?, kind: StockSession.Kind?) throws -> [StockSession] {
    try database.read { db in
      guard try Self.hasSessions(db) else { return [] }
      return try Row.fetchAll(
        db,
        sql: """
          SELECT \(Self.sessionColumns) FROM stock_session
          WHERE (? IS NULL OR state = ?) AND (? IS NULL OR kind = ?) ORDER BY id DESC
          """, arguments: [state?.rawValue, state?.rawValue, kind?.rawValue, kind?.rawValue]
      ).map(StockSession.init(row:))
    }
  }

  public func session(id: Int64) throws -> StockSession? {
    try database.read { db in try Self.hasSessions(db) ? Self.fetchSession(db, id: id) : nil }
  }

  @discardableResult
  public func discardSession(id: Int64) throws -> StockSession {
    let time = timestamp()
    return try database.write { db in
      _ = try Self.requireOpenSession(db, id: id)
      try Self.close(db, id: id, as: .discarded, time: time, station: origin.station)
      return try Self.requireSession(db, id: id)
    }
  }

  public func setUncountedChoice(id: Int64, itemID: Int64?, to choice: UncountedChoice) throws {
    try database.write { db in
      let session = try Self.requireOpenSession(db, id: id)
      guard session.kind == .count else {
        throw StockSessionError.wrongKind(
          id: id, kind: session.kind, operation: "choosing what happens to uncounted items")
      }
      guard let itemID else {
        try db.execute(
          sql: "UPDATE stock_session SET uncounted_default = ? WHERE id = ?", arguments: [choice.rawValue, id])
        return
      }
      let item = try Self.requireItem(db, id: itemID)
      guard try Self.isInScope(db, itemID: itemID, session.scope) else {
        throw StockSessionError.notInScope(id: id, itemName: item.name)
      }
      try db.execute(
        sql: """
          INSERT INTO stock_session_choice (session_id, item_id, choice) VALUES (?, ?, ?)
          ON CONFLICT (session_id, item_id) DO UPDATE SET choice = excluded.choice
          """, arguments: [id, itemID, choice.rawValue])
    }
  }

  // MARK: Shared statements

  /// False on a file still waiting for v9, opened for reading where it cannot be upgraded: no sessions yet.
  static func hasSessions(_ db: Database) throws -> Bool { try db.tableExists("stock_session") }

  static func fetchSession(_ db: Database, id: Int64) throws -> StockSession? {
    try Row.fetchOne(
      db.cachedStatement(sql: "SELECT \(sessionColumns) FROM stock_session WHERE id = ?"), arguments: [id]
    ).map(StockSession.init(row:))
  }

  static func requireSession(_ db: Database, id: Int64) throws -> StockSession {
    guard let session = try fetchSession(db, id: id) else { throw StockSessionError.sessionNotFound(id: id) }
    return session
  }

  /// The session, or why it takes no more changes (not there, committed, discarded).
  static func requireOpenSession(_ db: Database, id: Int64) throws -> StockSession {
    let session = try requireSession(db, id: id)
    if let refusal = session.closedRefusal { throw refusal }
    return session
  }

  static func close(_ db: Database, id: Int64, as state: StockSession.State, time: Int64, station: String) throws {
    try db.execute(
      sql: "UPDATE stock_session SET state = ?, closed_at = ?, closed_by = ? WHERE id = ?",
      arguments: [state.rawValue, time, station, id])
  }

  /// Whether the item is one the count covers (its category and search, as the item list filters).
  static func isInScope(_ db: Database, itemID: Int64, _ scope: SessionScope) throws -> Bool {
    let (filter, arguments) = scope.query.filter()
    let condition = filter.isEmpty ? "WHERE item.id = ?" : "\(filter) AND item.id = ?"
    return try Row.fetchOne(db, sql: "SELECT 1 FROM item \(condition)", arguments: arguments + [itemID]) != nil
  }
}

extension StockSession {
  init(row: Row) throws {
    let id = row.integer(0) ?? 0
    self = try StockSession(
      storedID: id, kind: row.text(1, default: ""), state: row.text(2, default: ""), scopeCategoryID: row.integer(3),
      scopeUncategorised: row.integer(4) == 1, scopeSearch: row.text(5, default: ""),
      uncountedDefault: row.text(6, default: ""), note: row.text(7, default: ""), station: row.text(8, default: ""),
      startedAt: row.integer(9) ?? 0, closedAt: row.integer(10), closedBy: row.text(11))
  }
}
