import Foundation

/// Medians and percentiles of wall-clock samples.
func percentile(_ values: [Double], _ p: Double) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]
}

func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

extension Duration {
  var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

func timed<T>(_ work: () throws -> T) rethrows -> (T, Double) {
  let start = ContinuousClock.now
  let result = try work()
  return (result, (ContinuousClock.now - start).seconds)
}

func format(_ value: Double, decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }

func mebibytes(_ kibibytes: Int) -> String { format(Double(kibibytes) / 1024, decimals: 1) + " MiB" }

/// A value of this process's /proc/self/status in KiB ("VmHWM", "VmRSS").
func statusKiB(_ key: String) -> Int {
  let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
  guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return -1 }
  return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
}

/// The 1-minute load average, to show how busy the machine was around a measurement.
func loadAverage() -> String {
  let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
  return text.split(separator: " ").first.map(String.init) ?? "?"
}
