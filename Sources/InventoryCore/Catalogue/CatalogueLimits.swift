/// How much of a catalogue row is kept. A catalogue is someone else's file of millions of rows (Open Food
/// Facts is crowd-sourced): a row is never refused for a long text, it is shortened to these lengths (in
/// characters, with "…" at the cut), but a row that is absurd as a whole is skipped.
public enum CatalogueLimits {
  /// Longer codes are no product code (a GTIN has 14 digits; a supplier's SKU far fewer): the row is skipped.
  public static let codeLength = 64
  public static let nameLength = 200
  public static let brandLength = 120
  public static let quantityLength = 60
  /// Each category's name, and how many categories are kept (the first ones, from general to specific; the
  /// suggested category is chosen before the list is cut).
  public static let categoryLength = 80
  public static let categoryCount = 30
  /// A line (a record) longer than this is skipped unread: Open Food Facts' longest rows, with every
  /// nutrient and a long ingredient list, stay well under it. It also bounds the memory a record can take
  /// when a quote in a CSV file is never closed.
  public static let recordBytes = 1 << 20
}

/// Text from a catalogue file made fit to store and show: trimmed, each run of control or bidirectional
/// formatting characters (a stray tab, a line break in a quoted field, an ESC) replaced by one space, and cut
/// to a length.
enum CatalogueText {
  static func cleaned(_ text: some StringProtocol, maximumLength: Int) -> String {
    var result = String(text)
    if TerminalSafeText.needsEscaping(in: result) {
      var scalars = String.UnicodeScalarView()
      var afterReplaced = false
      for scalar in result.unicodeScalars {
        let replaced = TerminalSafeText.needsEscaping(scalar)
        if !replaced || !afterReplaced { scalars.append(replaced ? " " : scalar) }
        afterReplaced = replaced
      }
      result = String(scalars)
    }
    result = result.trimmingWhitespaceAndNewlines()
    guard result.utf8.count > maximumLength, result.count > maximumLength else { return result }
    return String(result.prefix(maximumLength - 1)).trimmingWhitespaceAndNewlines() + "…"
  }
}
