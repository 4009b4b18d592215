/// The ids items inserted one at a time would get, known before they are inserted so that a set-wise import
/// can name each opening movement's item: a row's own id, or for a row without one, one more than the largest
/// id the store has given (or an earlier row took). The store's primary key still refuses a wrong one.
public struct ItemIDSequence: Sendable {
  private var largest: Int64
  private var taken: Set<Int64> = []
  /// The largest id handed out, when one was.
  public private(set) var largestGiven: Int64?

  /// `largest` is the largest id the store has ever given (SQLite's `sqlite_sequence`, PostgreSQL's identity
  /// sequence): ids of deleted items are not given again.
  public init(largest: Int64) { self.largest = largest }

  /// The id of the next item; nil where the row-by-row path must decide: a row whose own id an earlier row's
  /// new item already has, or no id left (past the largest possible one).
  public mutating func next(preferring preferred: Int64?) -> Int64? {
    let id: Int64
    if let preferred {
      guard !taken.contains(preferred) else { return nil }
      id = preferred
    } else {
      let (following, overflow) = largest.addingReportingOverflow(1)
      guard !overflow else { return nil }
      id = following
    }
    largest = max(largest, id)
    largestGiven = max(largestGiven ?? id, id)
    taken.insert(id)
    return id
  }
}
