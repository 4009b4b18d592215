/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji take two,
/// combining marks and zero-width characters none. Used to align tables in the CLI and the TUI.
extension Character {
  public var terminalWidth: Int {
    // Most cells are ASCII (spaces, digits, names): skip the Unicode property look-ups, which dominated
    // the cost of drawing a frame.
    if let ascii = asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    guard let first = unicodeScalars.first else { return 0 }
    // Emoji presentation (🍵, or text + U+FE0F) is two columns wide in modern terminals.
    if unicodeScalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation { return 2 }
    return first.terminalWidth
  }
}

extension Unicode.Scalar {
  public var terminalWidth: Int {
    let value = value
    if value == 0 { return 0 }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    return Self.isWide(value) ? 2 : 1
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges (Unicode 15, EastAsianWidth.txt, merged).
  private static func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE,
      0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
      0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
      0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
      0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A,
      0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
      0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

extension StringProtocol {
  /// Columns this text takes in a terminal.
  public var terminalWidth: Int { reduce(0) { $0 + $1.terminalWidth } }

  /// The text cut to at most `columns` columns, ending in "…" when cut; never splits a wide character.
  public func truncated(toColumns columns: Int) -> String {
    guard terminalWidth > columns else { return String(self) }
    guard columns > 0 else { return "" }
    var result = ""
    var used = 0
    for character in self {
      let width = character.terminalWidth
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }

  /// The text cut or padded with spaces to exactly `columns` columns.
  public func padded(toColumns columns: Int, alignRight: Bool = false) -> String {
    let cut = truncated(toColumns: columns)
    let padding = String(repeating: " ", count: Swift.max(0, columns - cut.terminalWidth))
    return alignRight ? padding + cut : cut + padding
  }
}
