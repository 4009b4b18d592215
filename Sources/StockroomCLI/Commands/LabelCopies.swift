import ArgumentParser
import InventoryCore

/// `--copies`: the same number of labels for every item, or one per unit in stock.
enum LabelCopies: Equatable, ExpressibleByArgument {
  case each(Int)
  case stock

  /// At most 10,000 labels in one run (about 250 A4 sheets): a larger number is far more likely a mistake.
  static let maximumLabels = 10_000

  init?(argument: String) {
    if argument.lowercased() == "stock" {
      self = .stock
    } else if let count = Int(argument), (1...Self.maximumLabels).contains(count) {
      self = .each(count)
    } else {
      return nil
    }
  }

  static var defaultValueDescription: String { "1" }

  func count(for item: Item) -> Int {
    switch self {
    case .each(let count): count
    case .stock: max(0, item.quantity)
    }
  }
}
