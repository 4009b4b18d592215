/// One AI and its data, validated against the AI's definition: (17) 261231.
public struct GS1Element: Sendable, Hashable, CustomStringConvertible {
  public let identifier: GS1ApplicationIdentifier
  /// The data exactly as it was encoded (no padding or reformatting, except a Digital Link's short GTIN,
  /// which becomes 14 digits).
  public let value: String
  /// The date for AIs whose data starts with YYMMDD (11-17, 4324-4326, 7003, 7006, 7007, 7011, 8008).
  public let date: GS1Date?

  /// "17".
  public var ai: String { identifier.code }
  /// "USE BY or EXPIRY".
  public var title: String { identifier.title }
  /// "(17)261231".
  public var description: String { "(\(ai))\(value)" }

  /// For the decimal-point AIs (310n-369n, 390n-395n): the value with the AI's decimal places; for 391n and
  /// 393n the amount after the ISO 4217 currency code.
  public var decimalValue: GS1Decimal? {
    guard let places = identifier.decimalPlaces else { return nil }
    let digits = value.unicodeScalars.dropFirst(hasCurrencyCode ? 3 : 0)
    return GS1Decimal(digits: digits, decimalPlaces: places)
  }

  /// The ISO 4217 numeric currency code in front of a 391n or 393n amount ("978" for euros).
  public var currencyCode: String? { hasCurrencyCode ? String(value.prefix(3)) : nil }

  /// The value as a whole number, for numeric fields of at most 18 digits (counts 30 and 37, 8111...).
  public var integerValue: Int? {
    guard identifier.characterSet == .numeric, (1...18).contains(value.utf8.count) else { return nil }
    return Int(value)
  }

  private var hasCurrencyCode: Bool {
    identifier.decimalPlaces != nil && (identifier.code.hasPrefix("391") || identifier.code.hasPrefix("393"))
  }

  /// Checks `value` against `identifier`: length, character set of each part, check digits and dates (whose
  /// century is chosen around `referenceYear`).
  init(_ identifier: GS1ApplicationIdentifier, value: String, referenceYear: Int) throws(GS1Problem) {
    let scalars = Array(value.unicodeScalars)
    let ai = identifier.code
    try Self.checkLength(scalars.count, of: identifier)
    var position = 0
    var date: GS1Date?
    for component in identifier.components {
      let remaining = scalars.count - position
      if remaining == 0 && component.isOptional { break }
      let length = component.isFixedLength ? component.maximumLength : min(remaining, component.maximumLength)
      guard length <= remaining, length > 0 else {
        throw .lengthDoesNotFit(ai: ai, found: scalars.count, format: Self.format(of: identifier))
      }
      let part = scalars[position..<(position + length)]
      if let wrong = part.first(where: { !component.characterSet.contains($0) }) {
        throw .invalidCharacter(ai: ai, character: wrong, allowed: component.characterSet)
      }
      switch component.check {
      case .none: break
      case .checkDigit: try Self.verifyCheckDigit(part, ai: ai)
      case .date(let dayZeroAllowed):
        let parsed = try GS1Date.parse(part, ai: ai, dayZeroAllowed: dayZeroAllowed, referenceYear: referenceYear)
        date = date ?? parsed
      }
      position += length
    }
    guard position == scalars.count else {
      throw .lengthDoesNotFit(ai: ai, found: scalars.count, format: Self.format(of: identifier))
    }
    self.identifier = identifier
    self.value = value
    self.date = date
  }

  private static func checkLength(_ count: Int, of identifier: GS1ApplicationIdentifier) throws(GS1Problem) {
    let ai = identifier.code
    guard count > 0 else { throw .missingData(ai: ai) }
    if let fixed = identifier.fixedLength {
      guard count == fixed else { throw .wrongLength(ai: ai, found: count, expected: fixed) }
    }
    guard count >= identifier.minimumLength else {
      throw .tooShort(ai: ai, found: count, minimum: identifier.minimumLength)
    }
    guard count <= identifier.maximumLength else {
      throw .tooLong(ai: ai, found: count, maximum: identifier.maximumLength)
    }
  }

  private static func verifyCheckDigit(_ part: ArraySlice<Unicode.Scalar>, ai: String) throws(GS1Problem) {
    let digits = part.map { UInt8(truncatingIfNeeded: $0.value &- 0x30) }
    guard let found = digits.last else { return }
    let expected = CheckDigit.gs1(payload: digits.dropLast())
    guard expected == found else { throw .wrongCheckDigit(ai: ai, expected: Int(expected), found: Int(found)) }
  }

  private static func format(of identifier: GS1ApplicationIdentifier) -> String {
    identifier.components.map(\.notation).joined(separator: " ")
  }
}
