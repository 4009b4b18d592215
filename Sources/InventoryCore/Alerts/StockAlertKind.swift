/// What an alert says happened to an item.
public enum StockAlertKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// Its stock went below its minimum.
  case belowMinimum = "below_minimum"
  /// Its stock reached 0.
  case outOfStock = "out_of_stock"

  public var wording: String {
    switch self {
    case .belowMinimum: "below its minimum"
    case .outOfStock: "out of stock"
    }
  }
}
