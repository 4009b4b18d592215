import InventoryCore

/// The journal's entries undo and redo look for, inside the store's transaction.
public protocol UndoCandidates {
  /// Undo: the scope's newest user action not undone. Redo: the target of the scope's newest undo still in
  /// effect, unless the scope made a new action after that undo. Nil when there is none (or no journal yet: a
  /// file read where it cannot be upgraded). With `locking`, the one returned is locked for the rest of the
  /// transaction where the store locks rows (another station reversing it is waited for, and the candidate looked
  /// up again).
  func candidate(redo: Bool, scope: UndoScope, locking: Bool) throws -> JournalAction?
}

/// How a store opens its transactions for undo and redo: finding the action, checking it and reversing it are
/// written once, in the extension, over these (`UndoEngine` decides what reversing means).
public protocol UndoStore {
  associatedtype Undo: UndoStorage & UndoCandidates
  /// `body` on one snapshot of the database, writing nothing.
  func readUndo<T>(_ body: (Undo) throws -> T) throws -> T
  /// `body` in one write transaction.
  func writeUndo<T>(_ body: (Undo) throws -> T) throws -> T
  /// Now, in epoch milliseconds, by the store's clock (tests set it).
  func timestamp() -> Int64
}

extension UndoStore {
  /// What `undo(scope:)` would reverse now, worded; nil when there is nothing.
  public func nextUndo(scope: UndoScope) throws -> UndoStep? { try nextStep(redo: false, scope: scope) }

  /// What `redo(scope:)` would do again now; nil when there is nothing.
  public func nextRedo(scope: UndoScope) throws -> UndoStep? { try nextStep(redo: true, scope: scope) }

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

  /// Undoes the last `count` stock movements not undone yet, whoever made them, newest first, each by a
  /// compensating movement (`UndoEngine.undoLastChanges`): all or nothing.
  @discardableResult
  public func undoLastChanges(_ count: Int, source: ScanSource) throws -> [StockChange] {
    let time = timestamp()
    return try writeUndo { undo in try UndoEngine(storage: undo).undoLastChanges(count, source: source, time: time) }
  }

  private func nextStep(redo: Bool, scope: UndoScope) throws -> UndoStep? {
    try readUndo { undo in
      guard let target = try undo.candidate(redo: redo, scope: scope, locking: false) else { return nil }
      return UndoStep(
        action: target, isRedo: redo, description: try UndoEngine(storage: undo).preview(target, redo: redo))
    }
  }

  private func step(redo: Bool, scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws
    -> UndoStep?
  {
    let time = timestamp()
    return try writeUndo { undo in
      guard let target = try undo.candidate(redo: redo, scope: scope, locking: true) else { return nil }
      let engine = UndoEngine(storage: undo)
      try engine.check(target, expecting: actionID)
      return try engine.reverse(target, redo: redo, source: source, time: time)
    }
  }
}
