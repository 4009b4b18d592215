/// Which alert a change of level raises and which open ones it ends: an alert is raised once per crossing, not on
/// every later change while the item stays there, and again only once the item has recovered and crossed again.
///
/// Going from ok to low raises "below minimum"; reaching 0 from above raises "out of stock" (whether or not the
/// item has a minimum: running out is news either way). Climbing from 0 to a quantity still below the minimum
/// ends "out of stock" without raising "below minimum" (the item did not cross the minimum: it was under it);
/// reaching the minimum again ends both.
public struct StockAlertCrossing: Sendable, Hashable {
  public var raises: StockAlertKind?
  public var ends: [StockAlertKind]

  public init(from before: StockLevel, to after: StockLevel) {
    switch (before, after) {
    case (.ok, .low): (raises, ends) = (.belowMinimum, [])
    case (.ok, .out), (.low, .out): (raises, ends) = (.outOfStock, [])
    case (.out, .low): (raises, ends) = (nil, [.outOfStock])
    case (.low, .ok), (.out, .ok): (raises, ends) = (nil, [.belowMinimum, .outOfStock])
    default: (raises, ends) = (nil, [])
    }
  }

  public var isEmpty: Bool { raises == nil && ends.isEmpty }
}
