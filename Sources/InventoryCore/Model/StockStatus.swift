/// Whether an item needs attention. An item at 0 is out of stock whatever its minimum (an item with no
/// minimum at 0 was never flagged before); "low" is above 0 and below the minimum.
public enum StockStatus: Sendable, Hashable {
  case inStock, low, out

  /// The mark the CLI prints in its first column: readable without colour and in any locale.
  public var plainMark: String {
    switch self {
    case .inStock: " "
    case .low: "!"
    case .out: "x"
    }
  }
}

extension Item {
  public var stockStatus: StockStatus {
    if quantity == 0 { return .out }
    return isLowStock ? .low : .inStock
  }
}
