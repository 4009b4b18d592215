import Foundation

extension Item {
  /// Sort key: case- and accent-folded name, so "Éclair" sorts with "eclair" and before "Zebra", with every
  /// run of ASCII digits padded to `naturalDigits` so numbers sort by value ("#64" before "#1303").
  /// Stored in `item.sort_key`: a change here needs a migration that recomputes it (SQLite: Schema, v4).
  public static func sortKey(for name: String) -> String {
    var folded = folded(name)
    // Digit runs are ASCII bytes: work on UTF-8 (an import computes 100,000 keys), and skip names without.
    guard folded.utf8.contains(where: isDigit) else { return folded }
    return folded.withUTF8 { bytes in
      // Longer runs (serial numbers, not counts) stay as they are: rare, and padding cannot order them anyway.
      func padding(forRunOf length: Int) -> Int { length < naturalDigits ? naturalDigits - length : 0 }
      var length = bytes.count
      var run = 0
      for byte in bytes {
        if isDigit(byte) {
          run += 1
        } else {
          length += padding(forRunOf: run)
          run = 0
        }
      }
      length += padding(forRunOf: run)
      return String(unsafeUninitializedCapacity: length) { key in
        var written = 0
        var runStart = 0
        for index in 0...bytes.count {
          let byte = index < bytes.count ? bytes[index] : nil
          if let byte, isDigit(byte) { continue }
          // The digits of bytes[runStart..<index] (maybe none), padded, then this byte.
          if index > runStart {
            for _ in 0..<padding(forRunOf: index - runStart) {
              key[written] = UInt8(ascii: "0")
              written += 1
            }
          }
          for digit in bytes[runStart..<index] {
            key[written] = digit
            written += 1
          }
          if let byte {
            key[written] = byte
            written += 1
          }
          runStart = index + 1
        }
        return written
      }
    }
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

  /// Width digit runs are padded to in sort keys: more than any quantity or year a name would hold.
  public static let naturalDigits = 20
}
