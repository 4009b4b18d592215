import Foundation

/// One entry of the action journal: something a station did, or the undo or redo of it.
public struct JournalAction: Sendable, Hashable, Identifiable {
  public enum Kind: String, Sendable, CaseIterable {
    case stock, add, edit, delete, undo, redo
    /// A custom field removed (its values kept with it): `itemName` is the field's name, `itemID` nil.
    case removeField = "remove-field"
  }

  public var id: Int64
  public var time: Date
  public var origin: ActionOrigin
  public var kind: Kind
  public var itemID: Int64?
  public var itemName: String
  public var movementID: Int64?
  public var before: ItemSnapshot?
  public var after: ItemSnapshot?
  /// For an undo or redo: the action it reverses or does again.
  public var targetID: Int64?
  /// Reversed by an undo (and not redone since).
  public var isUndone: Bool
  /// What happened, in the words shown when it happened.
  public var summary: String

  public static let userKinds: [Kind] = [.stock, .add, .edit, .delete, .removeField]
  public static let userKindsSQL = "('stock', 'add', 'edit', 'delete', 'remove-field')"

  public init(
    id: Int64, time: Date, origin: ActionOrigin, kind: Kind, itemID: Int64?, itemName: String, movementID: Int64?,
    before: ItemSnapshot?, after: ItemSnapshot?, targetID: Int64?, isUndone: Bool, summary: String
  ) {
    self.id = id
    self.time = time
    self.origin = origin
    self.kind = kind
    self.itemID = itemID
    self.itemName = itemName
    self.movementID = movementID
    self.before = before
    self.after = after
    self.targetID = targetID
    self.isUndone = isUndone
    self.summary = summary
  }
}
