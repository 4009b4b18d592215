/// In-store EAN-13 codes for items that have no barcode of their own: GS1 restricted-circulation
/// prefix 20 (never assigned to a product in the supply chain), a ten-digit sequence and a valid check digit.
public enum InStoreCode {
  public static let prefix = "20"
  public static let maximumSequence = 9_999_999_999

  /// The in-store EAN-13 for `sequence` (0...9,999,999,999).
  public static func ean13(sequence: Int) -> ProductCode {
    precondition((0...maximumSequence).contains(sequence), "in-store sequence out of range")
    let payload = prefix + format10(sequence)
    let digits = payload.utf8.map { $0 - 48 }  // ASCII digits only: "20" and a zero-padded sequence
    let text = CheckDigit.text(digits + [CheckDigit.gs1(payload: digits)])
    return ProductCode(made: text, symbology: .ean13, key: "0" + text)
  }

  /// The sequence number of an in-store code made by `ean13(sequence:)`, or nil for any other code.
  public static func sequence(of code: ProductCode) -> Int? {
    guard code.symbology == .ean13, code.text.utf8.count == 13, code.text.hasPrefix(prefix) else { return nil }
    return Int(code.text.dropFirst(2).dropLast())
  }

  private static func format10(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: 10 - digits.count) + digits
  }
}
