/// A quantity change as the user sees it: `Coffee beans 4 -> 5`.
public struct StockChange: Sendable, Hashable {
  public var item: Item
  public var from: Int
  public var to: Int
  public var movementID: Int64?

  public init(item: Item, from: Int, to: Int, movementID: Int64? = nil) {
    self.item = item
    self.from = from
    self.to = to
    self.movementID = movementID
  }

  public var delta: Int { to - from }
}
