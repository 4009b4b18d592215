/// A location's label code: `%SR:LOC:` and a number (`%SR:LOC:12`), given to every location when it is made.
/// It lies in the command cards' reserved space (`CommandCard.isReserved`), which the item editor refuses as a
/// barcode and which no retail, GS1 or in-store product code can reach: a location's label is never taken for a
/// product, and a scan checks for one before any product look-up. Printable ASCII only, so Code 128 holds it
/// and a keyboard-wedge scanner types it.
public enum LocationCode {
  /// What every location code starts with.
  public static let prefix = CommandCard.prefix + "LOC:"

  /// The code of the location numbered `number` (locations are numbered by their id: unique for good).
  public static func code(number: Int64) -> String { prefix + String(number) }

  /// The number a scanned location code carries: the code with any letter case (Caps Lock), a trailing CR/LF
  /// and an optional Code 128 AIM identifier (`]C0`); nil for any other text.
  public static func number(scanned text: String) -> Int64? {
    var rest = Substring(text)
    while let last = rest.last, last == "\r" || last == "\n" || last == "\r\n" { rest = rest.dropLast() }
    if rest.hasPrefix(CommandCard.code128Identifier) { rest = rest.dropFirst(CommandCard.code128Identifier.count) }
    guard rest.prefix(prefix.count).uppercased() == prefix else { return nil }
    let digits = rest.dropFirst(prefix.count)
    guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ ("0"..."9").contains($0) }),
      let number = Int64(digits), number > 0
    else { return nil }
    return number
  }

  /// The code as stored, for `scanned`; nil when it is no location code.
  public static func normalised(_ scanned: String) -> String? { number(scanned: scanned).map(code(number:)) }
}
