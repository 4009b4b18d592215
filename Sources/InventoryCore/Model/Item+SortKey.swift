import Foundation

extension Item {
  /// Sort key: case- and accent-folded name, so "Éclair" sorts with "eclair" and before "Zebra", with every
  /// run of ASCII digits written as its length then its digits, so numbers sort by value ("#64" before "#1303")
  /// without padding (`naturalNumber`): the key is about as long as the name, in the row and its indexes.
  /// Stored in `item.sort_key`: a change here needs a migration that recomputes it (SQLite: Schema, v4 and
  /// v10; PostgreSQL: PostgresSchema+SortKey).
  public static func sortKey(for name: String) -> String {
    var folded = folded(name)
    // Digit runs are ASCII bytes: work on UTF-8 (an import computes 1,000,000 keys), and skip names without.
    guard folded.utf8.contains(where: isDigit) else { return folded }
    return folded.withUTF8 { bytes in
      var key: [UInt8] = []
      key.reserveCapacity(bytes.count + 8)
      var index = 0
      while index < bytes.count {
        guard isDigit(bytes[index]) else {
          key.append(bytes[index])
          index += 1
          continue
        }
        var end = index
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        appendNaturalNumber(bytes[index..<end], to: &key)
        index = end
      }
      return String(decoding: key, as: UTF8.self)
    }
  }

  /// A run of digits as its value orders it: leading zeros dropped ("007" is 7, as "7"; "000" is "0"), then
  /// the length of what is left and the digits. Lengths 1-8 are one digit; from 9 on, "9" and three digits, so
  /// every longer number follows every shorter one ("9" > "8"), and lengths up to 999 order among themselves
  /// (a name holds at most 200 characters; longer runs, which no name has, share "9999" and order by digits).
  static func appendNaturalNumber<Digits: Collection<UInt8>>(_ digits: Digits, to key: inout [UInt8]) {
    var significant = digits.drop(while: { $0 == UInt8(ascii: "0") })
    if significant.isEmpty { significant = digits.suffix(1) }
    let length = significant.count
    if length <= 8 {
      key.append(UInt8(ascii: "0") + UInt8(length))
    } else {
      key.append(UInt8(ascii: "9"))
      let shown = min(length, 999)
      for divisor in [100, 10, 1] { key.append(UInt8(ascii: "0") + UInt8(shown / divisor % 10)) }
    }
    key.append(contentsOf: significant)
  }

  /// Case-, accent- and width-folded. For ASCII that is lower-casing A-Z (a test checks every character
  /// against Foundation), done here on bytes: Foundation's folding was a tenth of a large import's time.
  public static func folded(_ name: String) -> String {
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
      return name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
    guard name.utf8.contains(where: isASCIIUpperCase) else { return name }
    return String(decoding: name.utf8.map { isASCIIUpperCase($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  private static func isASCIIUpperCase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
