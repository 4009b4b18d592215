import Foundation
import InventoryCore

/// A price as a label prints it: "1,904.07", with the currency setting when there is one: a one-character
/// symbol before ("€4.99"), a code after ("4.99 CHF"). The same rule as the app's money column.
public enum PriceText {
  public static func format(_ price: Money, currency: String) -> String {
    let magnitude = price.minorUnits.magnitude
    let cents = magnitude % 100
    let number =
      (price.minorUnits < 0 ? "-" : "") + StockLimits.groupedDigits(magnitude / 100) + "." + (cents < 10 ? "0" : "")
      + String(cents)
    let trimmed = currency.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return number }
    return trimmed.count == 1 && !(trimmed.first?.isLetter ?? false) ? trimmed + number : number + " " + trimmed
  }
}
