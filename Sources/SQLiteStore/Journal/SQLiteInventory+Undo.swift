import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Undo and redo over the action journal. Undo reverses the newest action of the scope not undone yet
/// (a stock change by a compensating movement; an add by deleting; an edit by putting its fields back;
/// a delete by restoring the item with its history). Redo does the most recently undone action again,
/// until a new action is made. `UndoEngine` decides what reversing means; this finds the action.
extension SQLiteInventory {
  /// What `undo(scope:)` would reverse now, worded; nil when there is nothing.
  public func nextUndo(scope: UndoScope = .session) throws -> UndoStep? {
    try database.read { db in
      guard try db.tableExists("action"), let target = try Self.undoCandidate(db, scope: scope, origin: origin) else {
        return nil
      }
      return UndoStep(
        action: target, isRedo: false, description: try undoEngine(db).preview(target, redo: false))
    }
  }

  /// What `redo(scope:)` would do again now; nil when there is nothing.
  public func nextRedo(scope: UndoScope = .session) throws -> UndoStep? {
    try database.read { db in
      guard try db.tableExists("action"), let target = try Self.redoCandidate(db, scope: scope, origin: origin) else {
        return nil
      }
      return UndoStep(action: target, isRedo: true, description: try undoEngine(db).preview(target, redo: true))
    }
  }

  /// Undoes the scope's last action; with `expecting`, only if that is still the one (the user confirmed it).
  /// Returns nil when there is nothing to undo.
  @discardableResult
  public func undo(scope: UndoScope = .session, expecting actionID: Int64? = nil, source: ScanSource = .keyboard)
    throws -> UndoStep?
  {
    let time = timestamp()
    return try database.write { db in
      guard let target = try Self.undoCandidate(db, scope: scope, origin: origin) else { return nil }
      let engine = undoEngine(db)
      try engine.check(target, expecting: actionID)
      return try engine.reverse(target, redo: false, source: source, time: time)
    }
  }

  /// Does the scope's most recently undone action again. Returns nil when there is nothing to redo.
  @discardableResult
  public func redo(scope: UndoScope = .session, expecting actionID: Int64? = nil, source: ScanSource = .keyboard)
    throws -> UndoStep?
  {
    let time = timestamp()
    return try database.write { db in
      guard let target = try Self.redoCandidate(db, scope: scope, origin: origin) else { return nil }
      let engine = undoEngine(db)
      try engine.check(target, expecting: actionID)
      return try engine.reverse(target, redo: true, source: source, time: time)
    }
  }

  func undoEngine(_ db: Database) -> UndoEngine<SQLiteUndoStorage> {
    UndoEngine(storage: SQLiteUndoStorage(db: db, origin: origin))
  }

  static func undoCandidate(_ db: Database, scope: UndoScope, origin: ActionOrigin) throws -> JournalAction? {
    let (condition, arguments) = scope.condition(for: origin)
    return try Row.fetchOne(
      db,
      sql: """
        SELECT * FROM action WHERE kind IN \(JournalAction.userKindsSQL) AND undone = 0 AND \(condition)
        ORDER BY id DESC LIMIT 1
        """, arguments: StatementArguments(arguments)
    ).map(JournalAction.init(row:))
  }

  /// The target of the newest undo still in effect, unless a new action was made after that undo.
  static func redoCandidate(_ db: Database, scope: UndoScope, origin: ActionOrigin) throws -> JournalAction? {
    let (undoCondition, undoArguments) = scope.condition(for: origin, table: "u")
    let (newCondition, newArguments) = scope.condition(for: origin, table: "n")
    return try Row.fetchOne(
      db,
      sql: """
        SELECT t.* FROM action u JOIN action t ON t.id = u.target_id
        WHERE u.kind = 'undo' AND t.undone = 1 AND \(undoCondition)
          AND NOT EXISTS (
            SELECT 1 FROM action n WHERE n.id > u.id AND n.kind IN \(JournalAction.userKindsSQL) AND \(newCondition))
        ORDER BY u.id DESC LIMIT 1
        """, arguments: StatementArguments(undoArguments + newArguments)
    ).map(JournalAction.init(row:))
  }
}
