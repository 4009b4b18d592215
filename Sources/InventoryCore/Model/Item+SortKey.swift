import Foundation

extension Item {
  /// Sort key: case- and accent-folded name, so "Éclair" sorts with "eclair" and before "Zebra", with every
  /// run of ASCII digits padded to `naturalDigits` so numbers sort by value ("#64" before "#1303").
  /// Stored in `item.sort_key`: a change here needs a migration that recomputes it (SQLite: Schema, v4).
  public static func sortKey(for name: String) -> String {
    let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    // Digit runs are ASCII bytes: work on UTF-8 (an import computes 100,000 keys), and skip names without.
    guard folded.utf8.contains(where: isDigit) else { return folded }
    var key: [UInt8] = []
    key.reserveCapacity(folded.utf8.count + naturalDigits)
    var run: [UInt8] = []
    func flushDigits() {
      // Longer runs (serial numbers, not counts) stay as they are: rare, and padding cannot order them anyway.
      if !run.isEmpty, run.count < naturalDigits {
        key.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: naturalDigits - run.count))
      }
      key.append(contentsOf: run)
      run.removeAll(keepingCapacity: true)
    }
    for byte in folded.utf8 {
      if isDigit(byte) {
        run.append(byte)
      } else {
        flushDigits()
        key.append(byte)
      }
    }
    flushDigits()
    return String(decoding: key, as: UTF8.self)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  /// Width digit runs are padded to in sort keys: more than any quantity or year a name would hold.
  public static let naturalDigits = 20
}
