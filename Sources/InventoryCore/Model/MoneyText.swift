/// An amount of money as people read it: "1,904,122.07", with the currency setting when there is one: a
/// one-character symbol before ("€4.99"), a code after ("4.99 CHF"). The app's value column and printed
/// labels use this one rule.
public enum MoneyText {
  public static func format<Units: BinaryInteger>(minorUnits: Units, currency: String) -> String {
    let magnitude = minorUnits.magnitude
    let cents = magnitude % 100
    let number =
      (minorUnits < 0 ? "-" : "") + StockLimits.groupedDigits(magnitude / 100) + "." + (cents < 10 ? "0" : "")
      + String(cents)
    let trimmed = currency.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return number }
    return trimmed.count == 1 && !(trimmed.first?.isLetter ?? false) ? trimmed + number : number + " " + trimmed
  }

  public static func format(_ price: Money, currency: String) -> String {
    format(minorUnits: price.minorUnits, currency: currency)
  }

  public static func format(_ total: MoneyTotal, currency: String) -> String {
    format(minorUnits: total.minorUnits, currency: currency)
  }
}
