/// GS1 and ISBN check-digit arithmetic over ASCII digit strings.
enum CheckDigit {
  /// The GS1 mod-10 check digit for `payload` (every digit but the check digit): weights 3,1,3,...
  /// counted from the right.
  static func gs1(payload: some Collection<UInt8>) -> UInt8 {
    var sum = 0
    for (offset, digit) in payload.reversed().enumerated() {
      sum += Int(digit) * (offset.isMultiple(of: 2) ? 3 : 1)
    }
    return UInt8((10 - sum % 10) % 10)
  }

  /// The ISBN-10 check value (0...10, 10 written "X") for its first nine digits.
  static func isbn10(payload: some Collection<UInt8>) -> UInt8 {
    var sum = 0
    for (offset, digit) in payload.enumerated() { sum += Int(digit) * (10 - offset) }
    return UInt8((11 - sum % 11) % 11)
  }

  static func digits(_ text: some StringProtocol) -> [UInt8]? {
    var digits: [UInt8] = []
    digits.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      guard (48...57).contains(byte) else { return nil }
      digits.append(byte - 48)
    }
    return digits
  }

  static func text(_ digits: [UInt8]) -> String { String(decoding: digits.map { $0 + 48 }, as: UTF8.self) }
}
