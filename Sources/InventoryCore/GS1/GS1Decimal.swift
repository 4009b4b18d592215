import Foundation

/// A measure or amount from a decimal-point AI (310n-369n, 390n-395n): the digits with the AI's last digit as
/// the number of decimal places. (3103) 000500 is 0.500 kg. Kept as digits so "0.500" keeps its precision.
public struct GS1Decimal: Sendable, Hashable, CustomStringConvertible {
  /// The digits as a whole number: 500 for "000500".
  public let significand: Int
  public let decimalPlaces: Int

  /// "0.500".
  public var description: String {
    var digits = String(significand)
    guard decimalPlaces > 0 else { return digits }
    if digits.count <= decimalPlaces {
      digits = String(repeating: "0", count: decimalPlaces - digits.count + 1) + digits
    }
    let point = digits.index(digits.endIndex, offsetBy: -decimalPlaces)
    return digits[..<point] + "." + digits[point...]
  }

  /// The value as a Foundation `Decimal` (exact: at most 15 digits).
  public var decimal: Decimal {
    Decimal(sign: .plus, exponent: -decimalPlaces, significand: Decimal(significand))
  }

  /// Reads up to 15 digits (the longest decimal field); nil for anything else.
  init?(digits: some Collection<Unicode.Scalar>, decimalPlaces: Int) {
    guard (1...15).contains(digits.count) else { return nil }
    var value = 0
    for scalar in digits {
      guard (0x30...0x39).contains(scalar.value) else { return nil }
      value = value &* 10 &+ Int(scalar.value &- 0x30)
    }
    self.significand = value
    self.decimalPlaces = decimalPlaces
  }
}
