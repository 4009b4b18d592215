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

/// A known item's change offered after a scan (policy "ask"), waiting for Enter, a number, e or Esc.
struct PendingOffer: Equatable {
  var item: Item
  var code: ProductCode
  var source: ScanSource
  var mode: ScanMode
  /// Digits typed so far ("" means 1).
  var amount = ""
  /// Scans of the same item while it was offered (each adds one to the default amount).
  var scans = 1

  var quantity: Int { Int(amount) ?? scans }
  var delta: Int { mode == .remove ? -quantity : quantity }

  var prompt: String {
    let sign = mode == .remove ? "-" : "+"
    return
      "\(item.name) (\(item.quantity) in stock): \(sign)\(quantity)? Enter apply · a number \(sign)N · e edit · Esc cancel"
  }
}

/// The words the scan screen uses, kept in one place so tests and the benchmark look for the same text.
enum ScanWording {
  /// "Coffee beans 4 -> 5": the wording for an applied change.
  static func change(_ change: StockChange) -> String { "\(change.item.name) \(change.from) -> \(change.to)" }

  static func detail(source: ScanSource, quality: ScanQuality?) -> String {
    if let quality { return "\(quality.rating.rawValue): \(quality.advice)" }
    switch source {
    case .usbScanner: return "USB scanner"
    case .keyboard: return "typed"
    default: return source.rawValue
    }
  }

  static func mode(_ mode: ScanMode) -> String {
    switch mode {
    case .add: "Add stock"
    case .remove: "Remove stock"
    case .lookUp: "Look up"
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
