/// An exact amount in minor units (cents): prices never pass through floating point.
public struct Money: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var minorUnits: Int64

  public init(minorUnits: Int64) { self.minorUnits = minorUnits }

  public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

  /// Parses "12", "12.3", "12.34" and "0.5" (a dot or a comma as the decimal separator).
  /// Negative amounts, more than two decimals, thousands separators and signs are refused.
  public init?(parsing text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: trimmed.contains(",") ? "," : ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty || parts.count == 2,
      whole.allSatisfy(\.isASCIIDigit), whole.count <= 15
    else { return nil }
    var fraction = parts.count == 2 ? String(parts[1]) : ""
    guard fraction.count <= 2, fraction.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fraction.isEmpty
    else { return nil }
    while fraction.count < 2 { fraction += "0" }
    guard let units = Int64(whole.isEmpty ? "0" : String(whole)), let cents = Int64(fraction) else { return nil }
    self.minorUnits = units * 100 + cents
  }

  /// "12.34": always two decimals, dot separator (the CSV and JSON form).
  public var description: String {
    let sign = minorUnits < 0 ? "-" : ""
    let magnitude = minorUnits.magnitude
    let cents = magnitude % 100
    return "\(sign)\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
  }

  public static func * (money: Money, count: Int) -> Money { Money(minorUnits: money.minorUnits * Int64(count)) }
  public static func + (lhs: Money, rhs: Money) -> Money { Money(minorUnits: lhs.minorUnits + rhs.minorUnits) }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
