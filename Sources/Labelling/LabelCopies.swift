import InventoryCore

/// How many labels each item gets: the same number for every item, or one per unit in stock.
public enum LabelCopies: Sendable, Equatable {
  case each(Int)
  case stock

  /// At most 10,000 labels in one run (about 250 A4 sheets): a larger number is far more likely a mistake.
  public static let maximumLabels = 10_000

  /// "stock" (any case) or a whole number from 1 to `maximumLabels`; nil for anything else.
  public init?(_ text: String) {
    if text.lowercased() == "stock" {
      self = .stock
    } else if let count = Int(text), (1...Self.maximumLabels).contains(count) {
      self = .each(count)
    } else {
      return nil
    }
  }

  public func count(for item: Item) -> Int {
    switch self {
    case .each(let count): count
    case .stock: max(0, item.quantity)
    }
  }

  /// How many labels `items` get, saturating at `Int.max` (a total is only ever compared with the maximum).
  public func total(for items: [Item]) -> Int {
    items.reduce(0) { sum, item in
      let (next, overflow) = sum.addingReportingOverflow(count(for: item))
      return overflow ? Int.max : next
    }
  }
}
