import Foundation
import TerminalUI

/// Wall-clock samples in milliseconds and their percentiles.
struct Samples {
  private(set) var milliseconds: [Double] = []

  mutating func add(_ duration: Duration) { milliseconds.append(duration.milliseconds) }

  func percentile(_ p: Double) -> Double {
    guard !milliseconds.isEmpty else { return .nan }
    let sorted = milliseconds.sorted()
    return sorted[min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]
  }

  var summary: String {
    "p50 \(format(percentile(50))) ms, p95 \(format(percentile(95))) ms, max \(format(percentile(100))) ms"
  }
}

extension Duration {
  var milliseconds: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15 }
}

func format(_ value: Double, decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }

/// Feeds one key to the app and returns the wall-clock time until the frame it caused was drawn. Virtual
/// time (the scanner detector's hold-back, ticks) costs nothing here: only our code's work is measured.
func keystrokeToFrame(_ key: KeyPress, app: Application, terminal: MemoryTerminal) -> Duration {
  let clock = ContinuousClock()
  let drawsBefore = terminal.drawCount
  terminal.enqueue(.key(key), after: .milliseconds(120))
  let start = clock.now
  var turns = 0
  while terminal.drawCount == drawsBefore && turns < 20 {
    app.step()
    turns += 1
  }
  return clock.now - start
}

/// VmRSS and VmHWM of this process, in MiB, from /proc/self/status.
func residentMemory() -> (current: Double, peak: Double) {
  let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  func value(_ key: String) -> Double {
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return .nan }
    return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
  }
  return (value("VmRSS"), value("VmHWM"))
}
