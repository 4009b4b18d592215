/// An action about to be journalled, in the same transaction as the change it describes: what a store writes
/// and later reads back as a `JournalAction` (with its id, time and origin).
public struct JournalEntry: Sendable, Hashable {
  public var kind: JournalAction.Kind
  public var itemID: Int64?
  public var itemName: String
  public var movementID: Int64?
  public var before: ItemSnapshot?
  public var after: ItemSnapshot?
  public var targetID: Int64?
  public var summary: String

  public init(
    kind: JournalAction.Kind, itemID: Int64?, itemName: String, movementID: Int64? = nil, before: ItemSnapshot? = nil,
    after: ItemSnapshot? = nil, targetID: Int64? = nil, summary: String
  ) {
    self.kind = kind
    self.itemID = itemID
    self.itemName = itemName
    self.movementID = movementID
    self.before = before
    self.after = after
    self.targetID = targetID
    self.summary = summary
  }
}
