/// Retail codes as people copy them from under the bars or from a book: `4 006381 333931`,
/// `4-006381-333931`, `978-0-306-40615-7`, `0-306-40615-X`. Their spaces and dashes are dropped before
/// the code is read, so typed, CSV and CLI codes find the same item as a scan.
///
/// Codes of other kinds keep their separators (`SHELF-7`, `A 12`): only text made of digits, spaces and
/// dashes (and an ISBN-10's final X) is compacted, and then only when the result has the shape of a retail
/// code. 12, 13 and 14 digits, or an ISBN ending in X, are read as retail codes even with a wrong check
/// digit, so a mistyped `4-006381-333932` is refused with the check-digit error rather than stored as a
/// new code. 8 and 10 digits are also common internal numbers (`2024-0101`), so those are compacted only
/// when the result is a valid EAN-8, UPC-E or ISBN-10.
enum RetailSeparators {
  /// The code without its separators, or nil when it should be read as it is.
  static func compacted(_ text: String) -> String? {
    // A " " or "-" Character is that one byte: codes without either byte (nearly all) skip the
    // Character-by-Character look below.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") }) else { return nil }
    let separators: Set<Character> = [" ", "-"]
    guard text.contains(where: separators.contains),
      let first = text.first, first.isASCIIDigit,
      let last = text.last, last.isASCIIDigit || last == "X" || last == "x"
    else { return nil }
    let compact = String(text.filter { !separators.contains($0) })
    guard compact.dropLast().allSatisfy(\.isASCIIDigit) else { return nil }
    let endsInX = !(compact.last?.isASCIIDigit ?? false)
    let length = compact.utf8.count
    if endsInX { return length == 10 ? compact : nil }
    switch length {
    case 12, 13, 14: return compact
    case 8, 10: return (try? ProductCode.inferred(compact)) != nil ? compact : nil
    default: return nil
    }
  }
}
