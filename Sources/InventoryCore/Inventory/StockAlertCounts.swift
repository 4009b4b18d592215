/// Items out of stock (at 0) and low (above 0, below the minimum), as the header counts them.
public struct StockAlertCounts: Sendable, Hashable {
  public var out = 0
  public var low = 0
  public init(out: Int = 0, low: Int = 0) {
    self.out = out
    self.low = low
  }
}
