/// What an alert says happened to an item, or to a lot of it.
public enum StockAlertKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// Its stock went below its minimum.
  case belowMinimum = "below_minimum"
  /// Its stock reached 0.
  case outOfStock = "out_of_stock"
  /// A lot of it holding stock reached its expiry window (`ExpiryWindow`), or expired.
  case expiring = "expiring"

  public var wording: String {
    switch self {
    case .belowMinimum: "below its minimum"
    case .outOfStock: "out of stock"
    case .expiring: "expiring"
    }
  }
}
