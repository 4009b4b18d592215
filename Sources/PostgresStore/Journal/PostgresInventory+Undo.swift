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

  /// What `undo(scope:)` would reverse now, worded; nil when there is nothing.
  public func nextUndo(scope: UndoScope) throws -> UndoStep? {
    try readSnapshot { link in
      guard let target = try Self.candidate(link, redo: false, scope: scope, origin: origin) else { return nil }
      return UndoStep(
        action: target, isRedo: false, description: try undoEngine(link).preview(target, redo: false))
    }
  }

  /// What `redo(scope:)` would do again now; nil when there is nothing.
  public func nextRedo(scope: UndoScope) throws -> UndoStep? {
    try readSnapshot { link in
      guard let target = try Self.candidate(link, redo: true, scope: scope, origin: origin) else { return nil }
      return UndoStep(
        action: target, isRedo: true, description: try undoEngine(link).preview(target, redo: true))
    }
  }

  /// Undoes the scope's last action; with `expecting`, only if that is still the one (the user confirmed it).
  /// Returns nil when there is nothing to undo.
  @discardableResult
  public func undo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep? {
    try step(redo: false, scope: scope, expecting: actionID, source: source)
  }

  /// Does the scope's most recently undone action again. Returns nil when there is nothing to redo.
  @discardableResult
  public func redo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep? {
    try step(redo: true, scope: scope, expecting: actionID, source: source)
  }

  private func step(redo: Bool, scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep? {
    let time = timestamp()
    return try write { link in
      guard let target = try Self.lockedCandidate(link, redo: redo, scope: scope, origin: origin) else { return nil }
      let engine = undoEngine(link)
      try engine.check(target, expecting: actionID)
      return try engine.reverse(target, redo: redo, source: source, time: time)
    }
  }

  func undoEngine(_ link: PostgresLink) -> UndoEngine<PostgresUndoStorage> {
    UndoEngine(storage: PostgresUndoStorage(link: link, origin: origin))
  }

  /// The candidate, locked for the rest of the transaction. Locking waits for a station reversing it now;
  /// the candidate is then looked up again (a new statement sees what that station committed) until the one
  /// found is the one locked.
  private static func lockedCandidate(_ link: PostgresLink, redo: Bool, scope: UndoScope, origin: ActionOrigin)
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
