/// How an item's stock stands against its minimum: what an alert watches.
public enum StockLevel: Sendable, Hashable, Comparable {
  case ok, low, out

  /// Out at 0 (with or without a minimum), low below a minimum, ok otherwise.
  public init(quantity: Int, minimum: Int) {
    self = quantity <= 0 ? .out : quantity < minimum ? .low : .ok
  }

  public init(_ item: Item) { self.init(quantity: item.quantity, minimum: item.minimumQuantity) }
}
