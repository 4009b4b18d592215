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

  /// Splits `text` into lines of at most `width` columns at spaces (`TextWrapping`: a long word is split,
  /// never lost).
  static func wrap(_ text: String, width: Int) -> [String] {
    width > 0 ? TextWrapping.wrap(text, width: width) : []
  }
}
