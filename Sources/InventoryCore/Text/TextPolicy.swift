/// What text stockroom accepts in names and notes, checked where they enter (CLI, screens, CSV import).
///
/// - Item and category names are single-line text: no C0 or C1 control character (tabs and line breaks
///   included) and no bidirectional formatting character, which would reorder how a table row or a
///   message reads. Leading and trailing whitespace is trimmed before the check, as names are stored.
/// - Notes may hold line breaks (LF, CR) and tabs, but no other control character and no bidi formatting.
///
/// Text stored before this rule (or written by another tool) is still shown safely: every output for
/// people goes through `TerminalSafeText`.
public enum TextPolicy {
  /// Why `name` cannot be an item or category name, or nil when it can:
  /// `contains a control character (U+001B ESC) at position 2; names are single-line text`.
  public static func problem(inName name: some StringProtocol) -> String? {
    guard let (scalar, position) = firstRefused(in: name, allowing: []) else { return nil }
    let rule =
      TerminalSafeText.isBidiControl(scalar)
      ? "names cannot hold bidirectional formatting, which changes how the text around them reads"
      : "names are single-line text"
    return "contains \(describe(scalar)) at position \(position); \(rule)"
  }

  /// Why `notes` cannot be stored, or nil when they can:
  /// `contains a control character (U+0007 BEL) at position 9; notes may hold line breaks and tabs but no
  /// other control characters`.
  public static func problem(inNotes notes: some StringProtocol) -> String? {
    guard let (scalar, position) = firstRefused(in: notes, allowing: ["\n", "\r", "\t"]) else { return nil }
    let rule =
      TerminalSafeText.isBidiControl(scalar)
      ? "notes cannot hold bidirectional formatting, which changes how the text around them reads"
      : "notes may hold line breaks and tabs but no other control characters"
    return "contains \(describe(scalar)) at position \(position); \(rule)"
  }

  /// `a control character (U+001B ESC)`, `a line break (U+000A LF)`, `a bidirectional formatting character
  /// (U+202E RLO)`.
  public static func describe(_ scalar: Unicode.Scalar) -> String {
    let kind =
      switch scalar {
      case "\n", "\r": "a line break"
      case "\t": "a tab"
      default: TerminalSafeText.isBidiControl(scalar) ? "a bidirectional formatting character" : "a control character"
      }
    return "\(kind) (\(label(for: scalar)))"
  }

  /// `U+001B ESC`: the code point and, for controls and bidi formatting, its standard abbreviation.
  public static func label(for scalar: Unicode.Scalar) -> String {
    var hex = String(scalar.value, radix: 16, uppercase: true)
    if hex.count < 4 { hex = String(repeating: "0", count: 4 - hex.count) + hex }
    guard let name = abbreviation(for: scalar) else { return "U+\(hex)" }
    return "U+\(hex) \(name)"
  }

  /// The first character a name (or notes) may not hold, with its 1-based position in characters as an
  /// editor counts them.
  private static func firstRefused(
    in text: some StringProtocol, allowing allowed: Set<Unicode.Scalar>
  ) -> (Unicode.Scalar, Int)? {
    guard TerminalSafeText.needsEscaping(in: String(text)) else { return nil }
    for (offset, character) in text.enumerated() {
      for scalar in character.unicodeScalars where TerminalSafeText.needsEscaping(scalar) {
        if !allowed.contains(scalar) { return (scalar, offset + 1) }
      }
    }
    return nil
  }

  private static let c0Names = [
    "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
    "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
  ]
  private static let c1Names = [
    "PAD", "HOP", "BPH", "NBH", "IND", "NEL", "SSA", "ESA", "HTS", "HTJ", "VTS", "PLD", "PLU", "RI", "SS2", "SS3",
    "DCS", "PU1", "PU2", "STS", "CCH", "MW", "SPA", "EPA", "SOS", "SGCI", "SCI", "CSI", "ST", "OSC", "PM", "APC",
  ]
  private static let bidiNames: [UInt32: String] = [
    0x061C: "ALM", 0x200E: "LRM", 0x200F: "RLM", 0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO",
    0x202E: "RLO", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
  ]

  private static func abbreviation(for scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    switch value {
    case 0x00...0x1F: return c0Names[Int(value)]
    case 0x7F: return "DEL"
    case 0x80...0x9F: return c1Names[Int(value - 0x80)]
    default: return bidiNames[value]
    }
  }
}
