/// Percent-decoding ("%C3%A9" → "é") for the addresses stockroom reads: GS1 Digital Links and PostgreSQL URLs.
/// "+" stays "+" (a query-string convention neither of them uses).
public enum PercentDecoding {
  /// Why `text` cannot be decoded.
  public enum Problem: Error, Equatable {
    /// A "%" not followed by two hexadecimal digits.
    case badEscape
    /// The decoded bytes are not UTF-8.
    case notUTF8
  }

  /// `text` with every "%XX" replaced by its byte; the bytes must be UTF-8.
  public static func decoded(_ text: Substring) throws(Problem) -> String {
    guard text.contains("%") else { return String(text) }
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        throw .badEscape
      }
      bytes.append(high << 4 | low)
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
