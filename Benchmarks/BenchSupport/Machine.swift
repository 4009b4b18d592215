import Foundation

/// The machine a benchmark ran on, for its report: date, cores, memory, and the load average.
public enum BenchMachine {
  /// `2026-11-25, 2 cores, 24 GiB`.
  public static var summary: String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
    let date = Date().formatted(.iso8601.year().month().day())
    return "\(date), \(cores) cores, \(format(memory, decimals: 0)) GiB"
  }

  /// The one-minute load average (`/proc/loadavg`).
  public static var loadAverage: String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(1)
      .joined()
  }
}
