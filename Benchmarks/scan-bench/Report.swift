import Foundation

/// Markdown being written, plus small formatting helpers.
struct Report {
  private(set) var text = ""
  /// The headline figures, for a table at the top: what, figure, target, and whether it is met.
  private(set) var headlines: [[String]] = []

  mutating func headline(_ what: String, _ figure: String, target: String = "", met: Bool? = nil) {
    headlines.append([what, figure, target, met.map { $0 ? "met" : "**not met**" } ?? ""])
  }

  mutating func line(_ line: String) { text += line + "\n" }

  mutating func table(_ header: [String], _ rows: [[String]]) {
    line("| " + header.joined(separator: " | ") + " |")
    line("|" + header.map { _ in "---" }.joined(separator: "|") + "|")
    for row in rows { line("| " + row.joined(separator: " | ") + " |") }
    line("")
  }

  static func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "-" : String(format: "%.0f %%", 100 * Double(part) / Double(whole))
  }

  static func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}

enum BenchEnvironment {
  static func describe() -> String {
    let cpu =
      (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
      .split(separator: "\n").first { $0.hasPrefix("model name") }?
      .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
    #if DEBUG
      let build = "debug build"
    #else
      let build = "release build"
    #endif
    return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(build)"
  }

  /// The 1-minute load average (other work on the machine inflates wall-clock figures, not CPU-time ones).
  static func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init)
      ?? "unknown"
  }

  /// CPU seconds used by this process so far (user + system).
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
      + Double(usage.ru_stime.tv_usec) / 1e6
  }
}

extension Report {
  /// The nearest-rank percentile `p` (0-100) of `values`.
  static func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }
}
