import InventoryCore
import Scanning
import TerminalUI

/// One line of the scan screen's "recent scans": what happened, and how good the read was.
struct RecentScan: Equatable {
  var summary: String
  var role: StyleRole
  /// "Good: hold steady" for camera scans; where the code came from otherwise.
  var detail: String
}

/// The words the scan screen uses, kept in one place so tests and the benchmark look for the same text.
enum ScanWording {
  /// GS (0x1D): what a GS1 code has between variable-length elements; a keyboard types it as Ctrl-].
  static let groupSeparator: Character = "\u{1D}"
  /// How the code field shows a GS typed into it (the Unicode control picture).
  static let groupSeparatorPicture: Character = "␝"

  static func detail(source: ScanSource, quality: ScanQuality?) -> String {
    if let quality { return "\(quality.rating.rawValue): \(quality.advice)" }
    switch source {
    case .usbScanner: return "USB scanner"
    case .keyboard: return "typed"
    case .cli: return "stockroom scan"
    default: return source.rawValue
    }
  }

  static func figures(_ quality: ScanQuality?) -> ScanQualityFigures? {
    quality.map {
      ScanQualityFigures(
        overall: $0.overall, sharpness: $0.sharpness, contrast: $0.contrast, brightness: $0.brightness,
        confidence: $0.confidence)
    }
  }

  /// Splits `text` into lines of at most `width` columns at spaces (`TextWrapping`: a long word is split,
  /// never lost).
  static func wrap(_ text: String, width: Int) -> [String] {
    width > 0 ? TextWrapping.wrap(text, width: width) : []
  }

  /// At most `lines` lines of `text` wrapped to `width`; when there is more, the last one ends with "…".
  static func wrap(_ text: String, width: Int, lines: Int) -> [String] {
    let wrapped = wrap(text, width: width)
    guard wrapped.count > lines, lines > 0 else { return wrapped }
    let rest = wrapped[(lines - 1)...].joined(separator: " ")
    return Array(wrapped.prefix(lines - 1)) + [rest.truncated(toColumns: width)]
  }

  /// " · expiry 2026-12-31, batch ABC123": what a GS1 code said, to follow the scan's outcome ("" for other
  /// codes, and for a GS1 code that named only its product).
  static func gs1(_ details: GS1ScanDetails?) -> String {
    guard let summary = details?.summary, !summary.isEmpty else { return "" }
    return " · " + summary.terminalSafe
  }
}
