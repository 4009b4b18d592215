import TerminalUI

/// How a USB keyboard-wedge scanner is told from typing (`ScannerBurstDetector`): settings, because
/// scanners differ (some send a key every 40 ms, some end with Tab) and a paste must never pass for one.
extension AppSettings {
  public enum ScannerTerminator: String, Codable, Sendable, CaseIterable {
    case enter, tab, either = "enter-or-tab"

    var keys: Set<KeyPress> {
      switch self {
      case .enter: [.enter]
      case .tab: [.tab]
      case .either: [.enter, .tab]
      }
    }
  }

  /// The limits the settings allow: gaps of 5–200 ms, codes of 1–32 characters before the terminator.
  static let scannerGapRange = 5...200
  static let scannerLengthRange = 1...32

  /// The detector configuration these settings describe (out-of-range stored values are clamped).
  public var scannerConfiguration: ScannerBurstDetector.Configuration {
    let gap = min(Self.scannerGapRange.upperBound, max(Self.scannerGapRange.lowerBound, scannerKeyGapMilliseconds))
    let length = min(Self.scannerLengthRange.upperBound, max(Self.scannerLengthRange.lowerBound, scannerMinimumLength))
    return ScannerBurstDetector.Configuration(
      maximumGap: .milliseconds(gap), minimumLength: length, terminators: scannerTerminator.keys)
  }
}
