import InventoryCore
import InventoryStore
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

  /// Splits `text` into lines of at most `width` columns at spaces (a long word is cut).
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      let candidate = line.isEmpty ? word : line + " " + word
      if candidate.terminalWidth <= width {
        line = candidate
      } else {
        if !line.isEmpty { lines.append(line) }
        line = word.terminalWidth <= width ? word : word.truncated(toColumns: width)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
