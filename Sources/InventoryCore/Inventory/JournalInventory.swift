/// The action-journal role of an inventory: the actions taken, and undo and redo of them.
public protocol JournalInventory: AnyObject, Sendable {
  /// Newest first; `before` as for `movements`.
  func actions(search: String, limit: Int, before: Int64?) throws -> [JournalAction]
  func nextUndo(scope: UndoScope) throws -> UndoStep?
  func nextRedo(scope: UndoScope) throws -> UndoStep?
  @discardableResult
  func undo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep?
  @discardableResult
  func redo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep?
}

/// This session's undo, typed at the keyboard, the first page of actions.
extension JournalInventory {
  public func actions(search: String = "", limit: Int = 100) throws -> [JournalAction] {
    try actions(search: search, limit: limit, before: nil)
  }

  public func nextUndo() throws -> UndoStep? { try nextUndo(scope: .session) }

  public func nextRedo() throws -> UndoStep? { try nextRedo(scope: .session) }

  @discardableResult
  public func undo(scope: UndoScope = .session, source: ScanSource = .keyboard) throws -> UndoStep? {
    try undo(scope: scope, expecting: nil, source: source)
  }

  @discardableResult
  public func undo(scope: UndoScope, expecting actionID: Int64?) throws -> UndoStep? {
    try undo(scope: scope, expecting: actionID, source: .keyboard)
  }

  @discardableResult
  public func redo(scope: UndoScope = .session, source: ScanSource = .keyboard) throws -> UndoStep? {
    try redo(scope: scope, expecting: nil, source: source)
  }

  @discardableResult
  public func redo(scope: UndoScope, expecting actionID: Int64?) throws -> UndoStep? {
    try redo(scope: scope, expecting: actionID, source: .keyboard)
  }
}
