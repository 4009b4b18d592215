import InventoryCore

/// Names items whose stored numbers are outside `StockLimits` (an older version or another program wrote
/// them), on stderr, so that a listing or an export never passes them off silently.
enum DamageWarnings {
  static func printAll(_ service: any Inventory) throws {
    let damaged = try service.itemsWithStoredValueProblems()
    print(damaged.flatMap(\.storedValueWarnings))
  }

  static func print(_ item: Item) { print(item.storedValueWarnings) }

  private static func print(_ warnings: [String]) {
    for warning in warnings { printError("stockroom: warning: \(warning)") }
  }
}
