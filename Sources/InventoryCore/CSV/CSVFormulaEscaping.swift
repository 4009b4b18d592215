/// Neutralises spreadsheet formulas in text cells (OWASP "CSV injection"), reversibly.
///
/// A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, TAB or CR as a formula, so an item named
/// `=HYPERLINK(...)` could act when someone opens the export. A leading `'` makes such a cell plain text.
/// To make the prefix exactly reversible, a value that already starts with `'` followed by one of those
/// characters or by another `'` gets one too. Then `restored(neutralised(s)) == s` for every string, and
/// `restored` drops only a `'` that `neutralised` could have added.
///
/// Only text columns (barcode, name, category, notes) go through this: numbers, prices and dates are
/// written by stockroom itself and a leading `-` there is never a formula.
///
/// The test is on the first and second Unicode scalars (UTF-8 bytes, all the triggers being ASCII), not on
/// `Character`s: a spreadsheet looks at the first code point, whatever combining marks follow it.
public enum CSVFormulaEscaping {
  /// `'` + `text` when a spreadsheet would run `text` as a formula (or when `restored` would take a `'`
  /// off it), else `text` unchanged.
  public static func neutralised(_ text: String) -> String {
    needsPrefix(text.utf8) ? "'" + text : text
  }

  /// Undoes `neutralised`: drops the leading `'` of a value that starts with `'` and then one of
  /// `=`, `+`, `-`, `@`, TAB, CR or `'`.
  public static func restored(_ text: String) -> String {
    var bytes = text.utf8.makeIterator()
    guard bytes.next() == apostrophe, let second = bytes.next(), isTrigger(second) || second == apostrophe else {
      return text
    }
    return String(text.unicodeScalars.dropFirst())
  }

  /// Whether `neutralised` adds a `'` to a value with these UTF-8 bytes (the writer's allocation-free path).
  static func needsPrefix(_ utf8: some Sequence<UInt8>) -> Bool {
    var bytes = utf8.makeIterator()
    guard let first = bytes.next() else { return false }
    if isTrigger(first) { return true }
    guard first == apostrophe, let second = bytes.next() else { return false }
    return isTrigger(second) || second == apostrophe
  }

  static let apostrophe = UInt8(ascii: "'")

  /// `=`, `+`, `-`, `@`, TAB, CR: what spreadsheets treat as the start of a formula.
  @inline(__always)
  static func isTrigger(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: true
    default: false
    }
  }
}
