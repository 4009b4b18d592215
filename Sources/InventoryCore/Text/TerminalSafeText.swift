/// Text made safe to print on a terminal: every character a terminal would act on instead of showing
/// is written as a visible escape, so a name like `X\e[2J` cannot clear the screen, retitle the window
/// (OSC ... BEL), or reorder the rest of the line (bidi overrides).
///
/// Notation (Swift string-literal style):
/// - `\0` NUL, `\a` BEL, `\b` BS, `\t` HT, `\n` LF, `\v` VT, `\f` FF, `\r` CR, `\e` ESC;
/// - `\u{XX}` (upper-case hex, at least two digits) for every other C0 control, DEL (`\u{7F}`), the C1
///   controls U+0080–U+009F (`\u{9B}` is the one-byte CSI) and the bidirectional formatting characters
///   U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069 (`\u{202E}`).
///
/// A backslash in the text is left as it is. Escaping is for safe display, not a reversible encoding:
/// leaving backslashes alone keeps ordinary text unchanged and makes escaping idempotent, so a message
/// that quotes an already escaped cell can be escaped again at the output boundary without `\e` turning
/// into `\\e`. The exact text is always available through `--json`.
public enum TerminalSafeText {
  /// Characters a caller may let through unescaped, for multi-line output (error lists, notes).
  public struct Kept: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// LF only: a CR would let later text overwrite the start of the line.
    public static let lineBreaks = Kept(rawValue: 1)
    public static let tabs = Kept(rawValue: 2)
  }

  /// `text` with every unsafe character escaped (see the type's notation), except those in `kept`.
  /// With `.lineBreaks` kept, a CR directly before an LF is kept too (a Windows line break is harmless).
  public static func escaping(_ text: String, keeping kept: Kept = []) -> String {
    guard mayNeedEscaping(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    var pendingCR = false
    for scalar in text.unicodeScalars {
      if pendingCR {
        result += scalar == "\n" ? "\r" : "\\r"
        pendingCR = false
      }
      if scalar == "\r" && kept.contains(.lineBreaks) {
        pendingCR = true
      } else if !isKept(scalar, kept), let escape = escape(for: scalar) {
        result += escape
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    if pendingCR { result += "\\r" }
    return result
  }

  /// True when `escaping(text)` would change something; cheap for text that is plainly safe.
  public static func needsEscaping(in text: String) -> Bool {
    mayNeedEscaping(text) && text.unicodeScalars.contains(where: needsEscaping)
  }

  /// The escape shown for `scalar`, or nil when it prints as itself.
  public static func escape(for scalar: Unicode.Scalar) -> String? {
    guard needsEscaping(scalar) else { return nil }
    switch scalar.value {
    case 0x00: return "\\0"
    case 0x07: return "\\a"
    case 0x08: return "\\b"
    case 0x09: return "\\t"
    case 0x0A: return "\\n"
    case 0x0B: return "\\v"
    case 0x0C: return "\\f"
    case 0x0D: return "\\r"
    case 0x1B: return "\\e"
    default:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u{\(hex.count < 2 ? "0" + hex : hex)}"
    }
  }

  /// True for the C0 controls, DEL, the C1 controls and the bidirectional formatting characters.
  public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    default: return isBidiControl(scalar)
    }
  }

  /// The bidirectional formatting characters: embeddings, overrides, isolates and the invisible marks.
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private static func isKept(_ scalar: Unicode.Scalar, _ kept: Kept) -> Bool {
    (scalar == "\n" && kept.contains(.lineBreaks)) || (scalar == "\t" && kept.contains(.tabs))
  }

  /// A byte scan that rules out escaping for nearly all text without decoding it: every character to
  /// escape is a byte below 0x20, 0x7F, or a UTF-8 sequence starting 0xC2 (C1), 0xD8 (U+061C) or 0xE2
  /// (U+2000–U+2FFF). Listing 100,000 items calls this for every cell, so it reads the bytes in place.
  private static func mayNeedEscaping(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(mayNeedEscaping) ?? mayNeedEscaping(Array(text.utf8))
  }

  private static func mayNeedEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
      return true
    }
    return false
  }

  private static func mayNeedEscaping(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(mayNeedEscaping)
  }
}

extension StringProtocol {
  /// This text with control and bidi formatting characters visibly escaped (see `TerminalSafeText`).
  public var terminalSafe: String { TerminalSafeText.escaping(String(self)) }

  /// This text escaped for a terminal, letting the characters in `kept` (line breaks, tabs) through.
  public func terminalSafe(keeping kept: TerminalSafeText.Kept) -> String {
    TerminalSafeText.escaping(String(self), keeping: kept)
  }
}
