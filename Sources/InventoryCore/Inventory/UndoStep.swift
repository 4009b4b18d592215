/// An undo or redo: before it runs, what it will do; after, what it did.
public struct UndoStep: Sendable, Hashable {
  /// The action undone or done again.
  public var action: JournalAction
  public var isRedo: Bool
  /// `delete "Tea" (restores it with its 12 movements)` before; `delete "Tea": restored with its 12 movements`
  /// after.
  public var description: String
  /// The item it concerns (to select it after).
  public var itemID: Int64? { action.itemID }

  public init(action: JournalAction, isRedo: Bool, description: String) {
    self.action = action
    self.isRedo = isRedo
    self.description = description
  }
}
