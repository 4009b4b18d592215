import Foundation
import InventoryCore
import TerminalUI

/// How stock status and money look on screen. Out of stock and low have different marks, so they stay
/// apart without colour (NO_COLOR, monochrome themes); the colour follows the same roles.
enum StockDisplay {
  static let outMark = "○"

  static func mark(_ status: StockStatus) -> String {
    switch status {
    case .inStock: " "
    case .low: StyleRole.lowStock.symbol ?? "!"
    case .out: outMark
    }
  }

  static func role(_ status: StockStatus) -> StyleRole {
    switch status {
    case .inStock: .normal
    case .low: .lowStock
    case .out: .error
    }
  }

  /// "1,904,122.07", with the currency when one is set (`MoneyText`).
  static func money(_ total: MoneyTotal, currency: String) -> String { MoneyText.format(total, currency: currency) }

  /// When a count last counted an item: "2026-11-22" (local date), or "never".
  static func lastCounted(_ date: Date?) -> String { date.map { dayFormatter.string(from: $0) } ?? "never" }

  private static let dayFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }()

  /// Columns wide enough for every number in `items` (never cut: "10000…" is a wrong number).
  static func width(_ minimum: Int, for texts: [String]) -> Int {
    max(minimum, texts.map(\.terminalWidth).max() ?? 0)
  }
}
