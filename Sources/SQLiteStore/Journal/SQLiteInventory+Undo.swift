import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Undo and redo over the action journal are the engine's (`UndoStore`): undo reverses the scope's newest action
/// not undone yet, redo does the most recently undone one again until a new action is made. SQLite has one writer
/// at a time: the action found is the last word on it, nothing needs locking.
extension SQLiteInventory: UndoStore {
  public func readUndo<T>(_ body: (SQLiteUndoStorage) throws -> T) throws -> T {
    try database.read { db in try body(SQLiteUndoStorage(db: db, origin: origin)) }
  }

  public func writeUndo<T>(_ body: (SQLiteUndoStorage) throws -> T) throws -> T {
    try database.write { db in try body(SQLiteUndoStorage(db: db, origin: origin)) }
  }
}

extension SQLiteUndoStorage: UndoCandidates {
  public func candidate(redo: Bool, scope: UndoScope, locking: Bool) throws -> JournalAction? {
    // A file still waiting for its journal (read where it cannot be upgraded) has nothing to undo.
    guard try db.tableExists("action") else { return nil }
    return redo ? try redoCandidate(scope: scope) : try undoCandidate(scope: scope)
  }

  private func undoCandidate(scope: UndoScope) throws -> JournalAction? {
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
  private func redoCandidate(scope: UndoScope) throws -> JournalAction? {
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
