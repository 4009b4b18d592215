/// What one scan or keyed number added to a session: the item it matched (or the unknown code, kept as a
/// line to resolve at review), and the line's total after it.
public struct SessionAddition: Sendable, Hashable {
  public enum Match: Sendable, Hashable {
    case item(Item)
    /// No item has this code: the line waits to be resolved (create the item, or attach the code to one).
    case unknownCode(ProductCode)
  }

  public var sessionID: Int64
  public var match: Match
  /// What this entry added.
  public var quantity: Int
  /// The line's total with it: counted, received or removed so far, by every station.
  public var lineTotal: Int
  /// A count's line: what the stock said when the line began.
  public var expected: Int?

  public init(sessionID: Int64, match: Match, quantity: Int, lineTotal: Int, expected: Int?) {
    self.sessionID = sessionID
    self.match = match
    self.quantity = quantity
    self.lineTotal = lineTotal
    self.expected = expected
  }

  public var item: Item? {
    if case .item(let item) = match { return item }
    return nil
  }
}
