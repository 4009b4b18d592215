/// What one scan or keyed number added to a session: the item it matched (or the unknown code, kept as a
/// line to resolve at review), and the line's total after it.
public struct SessionAddition: Sendable, Hashable {
  public enum Match: Sendable, Hashable {
    case item(Item)
    /// No item has this code: the line waits to be resolved (create the item, or attach the code to one).
    case unknownCode(ProductCode)
    /// The server was away: the entry waits in this station's journal, `waiting` scans in all, and goes into
    /// the session when the server answers (what it matches is known then).
    case keptOffline(OfflineScan, waiting: Int)
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

  /// A session entry kept in the station's journal (`lineTotal` 0: not known until it is sent).
  public static func keptOffline(_ scan: OfflineScan, waiting: Int) -> SessionAddition {
    SessionAddition(
      sessionID: scan.sessionEntry?.sessionID ?? 0, match: .keptOffline(scan, waiting: waiting),
      quantity: scan.quantity, lineTotal: 0, expected: nil)
  }

  public var isKeptOffline: Bool {
    if case .keptOffline = match { return true }
    return false
  }
}
