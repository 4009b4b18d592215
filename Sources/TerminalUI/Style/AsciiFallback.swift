import Foundation
import InventoryCore

/// What a terminal whose locale is not UTF-8 (LANG=C) shows instead of a character it cannot print.
/// ncursesw in such a locale drops every non-ASCII character, which shifted columns and blanked names
/// ("Caf crme", an empty name for 日本茶), so each character is replaced by ASCII of exactly its own
/// width: columns stay where the layout put them. The text itself is never changed; only its picture.
///
/// - The interface's own glyphs get look-alikes: ▼ v, ○ o, ◂ <, ▸ >, ✓ +, ✗ x, │ |, › >, … ~, box corners +,
///   € E, ⚑ !, control pictures (␤) ^.
/// - Letters with accents lose them (é e, Ç C), as iconv's //TRANSLIT does.
/// - Anything else is "?" per column (日本茶 is "??????"), so unprintable text is visible, never dropped.
public enum AsciiFallback {
  /// `character` as exactly `width` ASCII characters (width 1 or 2; 0 gives "").
  public static func text(for character: Character, width: Int) -> String {
    guard width > 0 else { return "" }
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return String(character) }
    guard let first = character.unicodeScalars.first else { return String(repeating: " ", count: width) }
    let single = glyphs[first] ?? letter(character) ?? (first.properties.isEmoji ? "*" : "?")
    return width == 1 ? single : single + (width == 2 && single != "?" ? " " : "?")
  }

  /// A grey pixel pair ("▀" with top and bottom greys) as one shade character, darkest " " to lightest "@".
  public static func shade(top: UInt8, bottom: UInt8) -> String {
    let ramp = Array(" .:-=+*#%@")
    let mean = (Int(top) + Int(bottom)) / 2
    return String(ramp[min(ramp.count - 1, mean * ramp.count / 256)])
  }

  /// The base letter of an accented Latin letter (canonical decomposition), if it is ASCII.
  private static func letter(_ character: Character) -> String? {
    let decomposed = String(character).decomposedStringWithCanonicalMapping
    guard let base = decomposed.unicodeScalars.first, base.isASCII, base.properties.isAlphabetic else { return nil }
    return String(base)
  }

  private static let glyphs: [Unicode.Scalar: String] = {
    var table: [Unicode.Scalar: String] = [:]
    let groups: [(String, String)] = [
      ("▼▾↓", "v"), ("▲▴↑", "^"), ("✓✔", "+"), ("✗✘×", "x"), ("│┃║", "|"), ("─━═", "-"),
      ("┌┐└┘┏┓┗┛╔╗╚╝╭╮╰╯├┤┬┴┼", "+"), ("›»→", ">"), ("‹«←", "<"), ("…", "~"), ("·•●■", "*"),
      ("—–", "-"), ("░", "."), ("▒", ":"), ("▓", "#"), ("█▀▄", "#"), ("�", "?"),
      ("“”„", "\""), ("‘’‚", "'"), ("○◦◯", "o"), ("◂◀◃◄", "<"), ("▸▶▹►", ">"), ("−", "-"), ("¹", "1"),
      ("²", "2"), ("³", "3"), ("€", "E"), ("⚑", "!"), ("£", "L"), ("¥", "Y"),
    ]
    for (characters, replacement) in groups {
      for scalar in characters.unicodeScalars { table[scalar] = replacement }
    }
    // The control pictures a canvas draws for control characters in text (␤ for a newline, ␝ for GS): ^ as in ^J.
    for value in [0x2400...0x2421, 0x2424...0x2424].joined() {
      if let scalar = Unicode.Scalar(value) { table[scalar] = "^" }
    }
    return table
  }()
}

extension AsciiFallback {
  /// What cell (`row`, `column`) of `canvas` shows on an ASCII terminal (empty for the right half of a
  /// wide character, whose picture the left half already holds).
  public static func text(of canvas: Canvas, row: Int, column: Int) -> String {
    let cell = canvas[row, column]
    if cell.isContinuation { return "" }
    if case .pixels(let top, let bottom) = cell.role, cell.character == "▀" { return shade(top: top, bottom: bottom) }
    return text(for: cell.character, width: cell.character.terminalWidth)
  }

  /// Every row of `canvas` as an ASCII terminal shows it: each row exactly `canvas.size.columns` wide.
  public static func lines(of canvas: Canvas) -> [String] {
    (0..<canvas.size.rows).map { row in
      (0..<canvas.size.columns).map { text(of: canvas, row: row, column: $0) }.joined()
    }
  }
}
