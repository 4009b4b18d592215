/// EAN-13, EAN-8, UPC-A and UPC-E content: the digits without the check digit (it is computed) or with it (it is
/// verified). Spaces and dashes between digits are dropped, as printed under the bars (`4 006381 33393`).
enum RetailContent {
  /// Digits without the check digit: 12 for EAN-13, 7 for EAN-8, 11 for UPC-A, 7 for UPC-E (its number system
  /// and six digits).
  static func payloadLength(_ kind: CodeKind) -> Int {
    switch kind {
    case .ean13: 12
    case .upcA: 11
    default: 7
    }
  }

  static func content(_ kind: CodeKind, from text: String) throws(CodeContentError) -> CodeContent {
    var digits = try self.digits(of: text, for: kind)
    let payloadLength = payloadLength(kind)
    guard digits.count == payloadLength || digits.count == payloadLength + 1 else {
      throw .wrongDigitCount(kind, found: digits.count)
    }
    let payload = Array(digits.prefix(payloadLength))
    let expected: UInt8
    if kind == .upcE {
      expected = try upcECheckDigit(payload)
    } else {
      expected = CheckDigit.gs1(payload: payload)
    }
    if digits.count > payloadLength, let found = digits.last, found != expected {
      throw .wrongCheckDigit(kind, expected: Int(expected), found: Int(found))
    }
    digits = payload + [expected]
    return CodeContent(kind: kind, verbatim: CheckDigit.text(digits))
  }

  /// The digits of `text` (0-9 values), after dropping spaces and dashes; the first other character is refused.
  private static func digits(of text: String, for kind: CodeKind) throws(CodeContentError) -> [UInt8] {
    let trimmed = PayloadText.trimmed(text)
    guard !trimmed.isEmpty else { throw .empty(kind) }
    var digits: [UInt8] = []
    for (offset, character) in trimmed.enumerated() where character != " " && character != "-" {
      guard character.isASCIIDigit, let value = character.asciiValue else {
        throw .notADigit(kind, character: character, position: offset + 1)
      }
      digits.append(value &- 48)
    }
    guard !digits.isEmpty else { throw .empty(kind) }
    return digits
  }

  /// The check digit of a UPC-E (number system and six digits): that of the UPC-A it expands to. The six digits
  /// must be the standard short form of that UPC-A, the one form scanners expand back to it.
  private static func upcECheckDigit(_ payload: [UInt8]) throws(CodeContentError) -> UInt8 {
    let numberSystem = payload[0]
    guard numberSystem <= 1 else { throw .upcENumberSystem(found: Int(numberSystem)) }
    let upcA = ProductCode.expandUPCE(numberSystem: numberSystem, middle: Array(payload[1...]))
    let checkDigit = CheckDigit.gs1(payload: upcA)
    guard let shortForm = UPCEShortForm.compressed(upcA), shortForm == payload else {
      let canonical = UPCEShortForm.compressed(upcA).map { CheckDigit.text($0 + [checkDigit]) } ?? "none"
      throw .upcENotShortForm(
        given: CheckDigit.text(payload), upcA: CheckDigit.text(upcA + [checkDigit]), shortForm: canonical)
    }
    return checkDigit
  }
}

/// The UPC-E short form of a UPC-A, the inverse of `ProductCode.expandUPCE`. Only UPC-As with enough zeros have
/// one, and each has exactly one: the first of these rules that applies (manufacturer digits m1-m5, product
/// digits p1-p5):
/// 1. m4 m5 = 00, m3 is 0-2 and p1 p2 = 00: m1 m2 p3 p4 p5 m3;
/// 2. m4 m5 = 00 and p1 p2 p3 = 000: m1 m2 m3 p4 p5 3;
/// 3. m5 = 0 and p1-p4 = 0000: m1 m2 m3 m4 p5 4;
/// 4. p1-p4 = 0000 and p5 is 5-9: m1-m5 p5.
enum UPCEShortForm {
  /// The number system and six digits for an 11-digit UPC-A payload (no check digit), or nil when it has none.
  static func compressed(_ upcA: [UInt8]) -> [UInt8]? {
    guard upcA.count == 11, upcA[0] <= 1 else { return nil }
    let m = Array(upcA[1...5])
    let p = Array(upcA[6...10])
    let middle: [UInt8]
    if m[3] == 0, m[4] == 0, m[2] <= 2, p[0] == 0, p[1] == 0 {
      middle = [m[0], m[1], p[2], p[3], p[4], m[2]]
    } else if m[3] == 0, m[4] == 0, p[0] == 0, p[1] == 0, p[2] == 0 {
      middle = [m[0], m[1], m[2], p[3], p[4], 3]
    } else if m[4] == 0, p[0...3].allSatisfy({ $0 == 0 }) {
      middle = [m[0], m[1], m[2], m[3], p[4], 4]
    } else if p[0...3].allSatisfy({ $0 == 0 }), p[4] >= 5 {
      middle = m + [p[4]]
    } else {
      return nil
    }
    return [upcA[0]] + middle
  }
}
