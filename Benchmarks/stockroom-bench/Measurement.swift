import Foundation

/// Wall-clock samples and their percentiles.
struct Samples {
  private(set) var milliseconds: [Double] = []

  mutating func time<T>(_ work: () throws -> T) rethrows -> T {
    let start = ContinuousClock.now
    let result = try work()
    milliseconds.append((ContinuousClock.now - start).milliseconds)
    return result
  }

  func percentile(_ p: Double) -> Double {
    guard !milliseconds.isEmpty else { return .nan }
    let sorted = milliseconds.sorted()
    let rank = min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))
    return sorted[rank]
  }

  var p50: Double { percentile(50) }
  var p95: Double { percentile(95) }
  var count: Int { milliseconds.count }
}

extension Duration {
  var milliseconds: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15 }
  var seconds: Double { milliseconds / 1000 }
}

func timeOnce<T>(_ work: () throws -> T) rethrows -> (T, Double) {
  let start = ContinuousClock.now
  let result = try work()
  return (result, (ContinuousClock.now - start).seconds)
}

/// Runs a command line through /bin/sh and returns its wall-clock seconds (the peer's own figure).
func timeShell(_ command: String) throws -> Double {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", command]
  let start = ContinuousClock.now
  try process.run()
  process.waitUntilExit()
  let seconds = (ContinuousClock.now - start).seconds
  guard process.terminationStatus == 0 else {
    throw NSError(
      domain: "bench", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "failed: \(command)"]
    )
  }
  return seconds
}

func format(_ value: Double, decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }
