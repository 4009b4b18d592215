/// A count's discrepancy report: every counted line with what the stock said and the difference, the codes
/// no item matched, and the items in scope no one counted with what committing will do to each.
public struct CountReport: Sendable, Hashable {
  public var session: StockSession
  /// Items counted, by name, then unknown codes.
  public var lines: [SessionLine]
  /// Items in scope with no line, by name.
  public var notCounted: [UncountedItem]

  public init(session: StockSession, lines: [SessionLine], notCounted: [UncountedItem]) {
    self.session = session
    self.lines = lines
    self.notCounted = notCounted
  }

  public var totals: CountTotals { CountTotals(lines: lines, notCounted: notCounted) }
}

/// The sums of a count report. Differences add up in 128 bits and values as `MoneyTotal`: no count of any
/// size overflows them.
public struct CountTotals: Sendable, Hashable {
  /// Item lines (unknown codes not included).
  public var counted = 0
  public var unknownCodes = 0
  public var notCounted = 0
  /// Not counted, and set to 0 at commit.
  public var settingToZero = 0
  /// Items the commit changes: counted ones that differ from what the stock said, and items set to 0.
  public var withDifference = 0
  /// Counted minus expected over the counted items, plus the items set to 0.
  public var difference: Int128 = 0
  /// The differences at the items' prices (items without a price add nothing).
  public var differenceValue = MoneyTotal()
  /// Lines with a difference whose item has no price, so `differenceValue` leaves them out.
  public var differencesWithoutPrice = 0

  public init() {}

  public init(lines: [SessionLine], notCounted items: [UncountedItem]) {
    for line in lines {
      guard !line.isUnknownCode else {
        unknownCodes += 1
        continue
      }
      counted += 1
      add(difference: line.difference ?? 0, value: line.differenceValue)
    }
    for item in items {
      notCounted += 1
      if item.choice == .setToZero { settingToZero += 1 }
      add(difference: item.difference, value: item.differenceValue)
    }
  }

  private mutating func add(difference change: Int, value: MoneyTotal?) {
    guard change != 0 else { return }
    withDifference += 1
    difference &+= Int128(change)
    if let value { differenceValue += value } else { differencesWithoutPrice += 1 }
  }
}
