import Foundation

/// Markdown being written, plus small formatting helpers.
struct Report {
  private(set) var text = ""

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

  /// CPU seconds used by this process so far (user + system).
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
      + Double(usage.ru_stime.tv_usec) / 1e6
  }
}
