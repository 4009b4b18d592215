/// A scanned or typed code, recognised and normalised.
///
/// GTIN-family codes (EAN-13, EAN-8, UPC-A, UPC-E, GTIN-14, ISBN-10/13) are check-digit validated and
/// share one `key`: the 14-digit GTIN. So UPC-A `036000291452`, EAN-13 `0036000291452` and a UPC-E form
/// of the same product are one item, and ISBN-10 `0306406152` is EAN-13 `9780306406157`.
/// Other symbologies are kept verbatim and their key is their text.
public struct ProductCode: Sendable, Hashable, CustomStringConvertible {
  /// The code as given, trimmed; a retail code typed with spaces or dashes (`4 006381 333931`) without them.
  public let text: String
  public let symbology: Symbology
  /// The lookup key: 14 digits for GTIN-family codes, the text itself otherwise.
  public let key: String
  /// Keys of other readings of the same text, tried after `key` when looking an item up: an 8-digit code
  /// valid both as UPC-E and as EAN-8 (for example `01234565`) is read as UPC-E, and its EAN-8 key is here.
  public let alternativeKeys: [String]

  public var description: String { "\(symbology.rawValue):\(text)" }

  /// The GTIN-13 form for display where one exists (`0036000291452` for UPC-A `036000291452`).
  public var gtin13: String? {
    guard symbology.isRetail, key.first == "0" else { return nil }
    return String(key.dropFirst())
  }

  /// A code made here (an in-store EAN-13), already known to be valid: no validation to fail.
  init(made text: String, symbology: Symbology, key: String) {
    self.text = text
    self.symbology = symbology
    self.key = key
    self.alternativeKeys = []
  }

  /// Recognises `text`. With a `symbology` from a decoder, that symbology decides how the code is read;
  /// without one (keyboard, USB scanner, CSV) the form of the code decides: 8, 12, 13 or 14 digits are
  /// GTINs, ten characters of ISBN form are an ISBN-10, anything else is kept verbatim.
  /// Spaces and dashes inside a retail code are dropped first (see `RetailSeparators`).
  public init(_ text: String, symbology: Symbology? = nil) throws(ProductCodeError) {
    var trimmed = text.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty else { throw .empty }
    guard !Self.containsControlCharacter(trimmed) else { throw .controlCharacters }
    if symbology?.isRetail ?? true, let compact = RetailSeparators.compacted(trimmed) { trimmed = compact }
    self.text = trimmed
    var alternativeKeys: [String] = []
    switch symbology {
    case .some(let given) where !given.isRetail:
      (self.symbology, self.key) = (given, trimmed)
    case .some(.isbn10):
      (self.symbology, self.key) = try Self.isbn10(trimmed)
    case .some(.upcE):
      (self.symbology, self.key) = try Self.upcE(trimmed)
    case .some(let given):
      (self.symbology, self.key) = try Self.gtin(trimmed, namedAs: given)
    case .none:
      (self.symbology, self.key) = try Self.inferred(trimmed)
      if self.symbology == .upcE, let ean8 = try? Self.gtin(trimmed, namedAs: .ean8) {
        alternativeKeys.append(ean8.1)
      }
    }
    self.alternativeKeys = alternativeKeys
  }

  /// An item's barcode as typed or imported: recognised as `init(_:)` does, but never a command card's code
  /// (a scan of an item with one would switch the app's mode instead of finding the item).
  public init(itemBarcode text: String) throws(ProductCodeError) {
    guard !CommandCard.isReserved(text.trimmingWhitespaceAndNewlines()) else {
      throw .commandCardCode
    }
    try self.init(text)
  }

  /// Whether `text` holds a character of general category Cc; ASCII text (nearly every code) is judged by
  /// its bytes, which skips the Unicode property look-up per character.
  static func containsControlCharacter(_ text: String) -> Bool {
    for byte in text.utf8 {
      guard byte < 0x80 else {
        return text.unicodeScalars.contains { $0.properties.generalCategory == .control }
      }
      if byte < 0x20 || byte == 0x7F { return true }
    }
    return false
  }

  /// `key` followed by `alternativeKeys`.
  public var lookupKeys: [String] { [key] + alternativeKeys }

  static func inferred(_ text: String) throws(ProductCodeError) -> (Symbology, String) {
    let isbnShaped =
      text.utf8.count == 10 && text.utf8.dropLast().allSatisfy { (48...57).contains($0) }
      && (text.last?.isNumber == true || text.last == "X" || text.last == "x")
    if isbnShaped { return try isbn10(text) }
    guard CheckDigit.digits(text) != nil, [8, 12, 13, 14].contains(text.utf8.count) else { return (.other, text) }
    if text.utf8.count == 8, text.first == "0" || text.first == "1" {
      // EAN-8 and UPC-E share a length. A UPC-E (number system 0 or 1) is far more common on shelves than
      // an EAN-8 with those prefixes, so that reading wins; the EAN-8 key stays an alternative.
      if let upcE = try? upcE(text) { return upcE }
      return try gtin(text, namedAs: .ean8)
    }
    return try gtin(text, namedAs: nil)
  }

  /// Validates an 8/12/13/14-digit GTIN; `symbology` names it in errors (else it is named by length).
  private static func gtin(_ text: String, namedAs given: Symbology?) throws(ProductCodeError) -> (Symbology, String) {
    let byLength: [Int: Symbology] = [8: .ean8, 12: .upcA, 13: .ean13, 14: .gtin14]
    guard let digits = CheckDigit.digits(text) else { throw .invalidCharacters(given ?? .ean13) }
    guard let lengthSymbology = byLength[digits.count] else {
      let symbology = given ?? .ean13
      throw .wrongLength(symbology, expected: expectedLength(symbology), found: digits.count)
    }
    var symbology = given ?? lengthSymbology
    // Decoders report UPC-A as a 13-digit EAN-13 with a leading 0, and EAN-13s as GTIN-14s in some set-ups.
    if given == nil || given == .ean13 || given == .upcA || given == .isbn13 {
      symbology = lengthSymbology
    }
    if digits.count == 13, digits.starts(with: [9, 7, 8]) || digits.starts(with: [9, 7, 9]) {
      symbology = .isbn13
    }
    try verifyGS1(digits, as: symbology)
    return (symbology, String(repeating: "0", count: 14 - digits.count) + text)
  }

  private static func verifyGS1(_ digits: [UInt8], as symbology: Symbology) throws(ProductCodeError) {
    guard let found = digits.last else { throw .empty }
    let expected = CheckDigit.gs1(payload: digits.dropLast())
    guard expected == found else {
      throw .wrongCheckDigit(symbology, expected: Character(String(expected)), found: Character(String(found)))
    }
  }

  private static func isbn10(_ text: String) throws(ProductCodeError) -> (Symbology, String) {
    guard text.utf8.count == 10 else { throw .wrongLength(.isbn10, expected: 10, found: text.count) }
    guard let payload = CheckDigit.digits(text.prefix(9)) else { throw .invalidCharacters(.isbn10) }
    let last = text.last.map { $0.uppercased() } ?? ""
    guard let found: UInt8 = last == "X" ? 10 : UInt8(last) else { throw .invalidCharacters(.isbn10) }
    let expected = CheckDigit.isbn10(payload: payload)
    guard expected == found else {
      throw .wrongCheckDigit(
        .isbn10, expected: expected == 10 ? "X" : Character(String(expected)), found: Character(last))
    }
    let isbn13Payload = [9, 7, 8] + payload
    let isbn13 = isbn13Payload + [CheckDigit.gs1(payload: isbn13Payload)]
    return (.isbn10, "0" + CheckDigit.text(isbn13))
  }

  /// UPC-E: number system (0 or 1), six digits, and the check digit of the UPC-A it expands to.
  private static func upcE(_ text: String) throws(ProductCodeError) -> (Symbology, String) {
    guard let digits = CheckDigit.digits(text) else { throw .invalidCharacters(.upcE) }
    guard digits.count == 8 else { throw .wrongLength(.upcE, expected: 8, found: digits.count) }
    guard digits[0] <= 1 else { throw .invalidCharacters(.upcE) }
    let upcA = expandUPCE(numberSystem: digits[0], middle: Array(digits[1...6]))
    let expected = CheckDigit.gs1(payload: upcA)
    guard expected == digits[7] else {
      throw .wrongCheckDigit(.upcE, expected: Character(String(expected)), found: Character(String(digits[7])))
    }
    return (.upcE, "00" + CheckDigit.text(upcA + [expected]))
  }

  /// The 11-digit UPC-A payload (without check digit) that a UPC-E's six middle digits stand for.
  static func expandUPCE(numberSystem: UInt8, middle d: [UInt8]) -> [UInt8] {
    let body: [UInt8] =
      switch d[5] {
      case 0, 1, 2: [d[0], d[1], d[5], 0, 0, 0, 0, d[2], d[3], d[4]]
      case 3: [d[0], d[1], d[2], 0, 0, 0, 0, 0, d[3], d[4]]
      case 4: [d[0], d[1], d[2], d[3], 0, 0, 0, 0, 0, d[4]]
      default: [d[0], d[1], d[2], d[3], d[4], 0, 0, 0, 0, d[5]]
      }
    return [numberSystem] + body
  }

  private static func expectedLength(_ symbology: Symbology) -> Int {
    switch symbology {
    case .ean8, .upcE: 8
    case .upcA: 12
    case .gtin14: 14
    case .isbn10: 10
    default: 13
    }
  }
}
