/// How many items a list holds, their units and their value.
public struct ItemTotals: Sendable, Hashable {
  public var count: Int
  public var units: Int
  /// Sum of price × quantity over items that have a price (128 bits: it cannot overflow).
  public var value: MoneyTotal

  public init(count: Int, units: Int, value: MoneyTotal) {
    self.count = count
    self.units = units
    self.value = value
  }
}
