import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Undo and redo over the action journal: undo reverses the scope's newest action not undone yet, redo does the
/// most recently undone one again until a new action is made. `UndoEngine` decides what reversing means; this
/// finds the action and locks it.
///
/// Several stations share the journal: the action to reverse is locked (`FOR UPDATE`) and then looked up
/// again, so two stations undoing at once never both reverse one action; the second reverses the next one,
/// or, when it confirmed the first (`expecting`), is told that it changed meanwhile.
extension PostgresInventory {
  /// Journal entries, newest first; `search` matches the item name or the summary (ignoring case).
  public func actions(search: String, limit: Int, before: Int64?) throws -> [JournalAction] {
    var sql = SQLBuilder("SELECT \(JournalAction.postgresSelection()) FROM action")
    var conditions: [String] = []
    if !search.isEmpty {
      let pattern = sql.bind("%" + Self.escapeLike(search) + "%")
      conditions.append("(item_name ILIKE \(pattern) OR summary ILIKE \(pattern))")
    }
    if let before { conditions.append("id < \(sql.bind(before))") }
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
    sql.append(" ORDER BY id DESC")
    Self.appendPage(&sql, limit: limit, offset: 0)
    return try read { link in try link.query(sql.query).map(JournalAction.init(postgresRow:)) }
  }

  /// The candidate, locked for the rest of the transaction. Locking waits for a station reversing it now;
  /// the candidate is then looked up again (a new statement sees what that station committed) until the one
  /// found is the one locked.
  static func lockedCandidate(_ link: PostgresLink, redo: Bool, scope: UndoScope, origin: ActionOrigin)
    throws -> JournalAction?
  {
    var found = try candidate(link, redo: redo, scope: scope, origin: origin)
    for _ in 0..<20 {
      guard let current = found else { return nil }
      try link.query("SELECT 1 FROM action WHERE id = \(current.id) FOR UPDATE")
      found = try candidate(link, redo: redo, scope: scope, origin: origin)
      if found?.id == current.id { return found }
    }
    throw UndoError.changedMeanwhile(expected: found?.summary ?? "the action shown")
  }

  /// Undo: the scope's newest user action not undone. Redo: the target of the scope's newest undo still in
  /// effect, unless the scope made a new action after that undo.
  static func candidate(_ link: PostgresLink, redo: Bool, scope: UndoScope, origin: ActionOrigin) throws
    -> JournalAction?
  {
    var sql = SQLBuilder()
    if redo {
      let undoCondition = scope.condition(for: origin, table: "u", in: &sql)
      let newCondition = scope.condition(for: origin, table: "n", in: &sql)
      sql.append(
        """
        SELECT \(JournalAction.postgresSelection("t")) FROM action u JOIN action t ON t.id = u.target_id
        WHERE u.kind = 'undo' AND t.undone AND \(undoCondition)
          AND NOT EXISTS (
            SELECT 1 FROM action n WHERE n.id > u.id AND n.kind IN \(JournalAction.userKindsSQL) AND \(newCondition))
        ORDER BY u.id DESC LIMIT 1
        """)
    } else {
      let condition = scope.condition(for: origin, in: &sql)
      sql.append(
        """
        SELECT \(JournalAction.postgresSelection()) FROM action
        WHERE kind IN \(JournalAction.userKindsSQL) AND NOT undone AND \(condition)
        ORDER BY id DESC LIMIT 1
        """)
    }
    return try link.query(sql.query).first.map(JournalAction.init(postgresRow:))
  }

  /// `body` in one transaction that sees one snapshot of the database and writes nothing.
  func readSnapshot<T>(_ body: (PostgresLink) throws -> T) throws -> T {
    try session.withLink { link in
      try link.transaction {
        try link.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        return try body(link)
      }
    }
  }
}

/// Undo and redo are the engine's (`UndoStore`); this finds the action, locked when it is to be reversed.
extension PostgresInventory: UndoStore {
  public func readUndo<T>(_ body: (PostgresUndoStorage) throws -> T) throws -> T {
    try readSnapshot { link in try body(PostgresUndoStorage(link: link, origin: origin)) }
  }

  public func writeUndo<T>(_ body: (PostgresUndoStorage) throws -> T) throws -> T {
    try write { link in try body(PostgresUndoStorage(link: link, origin: origin)) }
  }
}

extension PostgresUndoStorage: UndoCandidates {
  public func candidate(redo: Bool, scope: UndoScope, locking: Bool) throws -> JournalAction? {
    locking
      ? try PostgresInventory.lockedCandidate(link, redo: redo, scope: scope, origin: origin)
      : try PostgresInventory.candidate(link, redo: redo, scope: scope, origin: origin)
  }
}
