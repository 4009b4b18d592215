import Foundation

/// A one-line progress bar on stderr, drawn only when stderr is a terminal (never in pipes or logs).
final class ProgressBar {
  private let label: String
  private let enabled: Bool
  private var lastPercent = -1

  init(label: String, enabled: Bool = isatty(STDERR_FILENO) == 1) {
    self.label = label
    self.enabled = enabled
  }

  func update(_ fraction: Double) {
    guard enabled else { return }
    let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
    guard percent != lastPercent else { return }
    lastPercent = percent
    let width = 30
    let filled = percent * width / 100
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(percent)%".utf8))
  }

  /// Clears the line so the next message starts clean.
  func finish() {
    guard enabled, lastPercent >= 0 else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
  }
}
