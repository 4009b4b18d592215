/// An exact amount in minor units (cents): prices never pass through floating point.
public struct Money: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var minorUnits: Int64

  public init(minorUnits: Int64) { self.minorUnits = minorUnits }

  public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

  /// Why a text is not a usable price.
  public enum ParseError: Error, Sendable, Hashable {
    /// Not an amount like 12.34 at all.
    case notAnAmount
    /// An amount, but above `StockLimits.maximumPrice`.
    case tooLarge
  }

  /// Parses "12", "12.3", "12.34" and "0.5" (a dot or a comma as the decimal separator), up to
  /// `StockLimits.maximumPrice`. Negative amounts, more than two decimals, thousands separators and signs
  /// are not amounts.
  public static func parse(_ text: String) throws(ParseError) -> Money {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: trimmed.contains(",") ? "," : ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty || parts.count == 2,
      whole.allSatisfy(\.isASCIIDigit)
    else { throw .notAnAmount }
    var fraction = parts.count == 2 ? String(parts[1]) : ""
    guard fraction.count <= 2, fraction.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fraction.isEmpty
    else { throw .notAnAmount }
    while fraction.count < 2 { fraction += "0" }
    let wholeDigits = whole.drop { $0 == "0" }
    // More digits than the maximum has cannot be a price, however the arithmetic below would go.
    guard wholeDigits.count <= 12 else { throw .tooLarge }
    guard let units = Int64(wholeDigits.isEmpty ? "0" : String(wholeDigits)), let cents = Int64(fraction) else {
      throw .notAnAmount
    }
    let money = Money(minorUnits: units * 100 + cents)
    guard StockLimits.isPrice(money) else { throw .tooLarge }
    return money
  }

  /// `parse(_:)` without the reason.
  public init?(parsing text: String) {
    guard let money = try? Money.parse(text) else { return nil }
    self = money
  }

  /// "12.34": always two decimals, dot separator (the CSV and JSON form).
  public var description: String { Self.format(minorUnits: minorUnits) }

  static func format<Number: BinaryInteger>(minorUnits: Number) -> String {
    let sign = minorUnits < 0 ? "-" : ""
    let magnitude = minorUnits.magnitude
    let cents = magnitude % 100
    return "\(sign)\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
  }

  /// The value of `count` units at this price, exact for any inputs (128-bit arithmetic cannot overflow
  /// for a 64-bit price times a 64-bit count).
  public func value(of count: Int) -> MoneyTotal {
    MoneyTotal(minorUnits: Int128(minorUnits) * Int128(count))
  }
}

/// A sum of money over many items: 128 bits, so no inventory's value can overflow it.
public struct MoneyTotal: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var minorUnits: Int128

  public init(minorUnits: Int128 = 0) { self.minorUnits = minorUnits }

  public static func < (lhs: MoneyTotal, rhs: MoneyTotal) -> Bool { lhs.minorUnits < rhs.minorUnits }

  public static func + (lhs: MoneyTotal, rhs: MoneyTotal) -> MoneyTotal {
    MoneyTotal(minorUnits: lhs.minorUnits &+ rhs.minorUnits)
  }

  public static func += (lhs: inout MoneyTotal, rhs: MoneyTotal) { lhs = lhs + rhs }

  /// "1904122.07", as `Money.description`.
  public var description: String { Money.format(minorUnits: minorUnits) }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
