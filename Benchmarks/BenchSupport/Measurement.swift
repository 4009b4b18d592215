import Foundation

/// Wall-clock samples and their percentiles.
public struct Samples {
  public private(set) var milliseconds: [Double] = []

  public mutating func time<T>(_ work: () throws -> T) rethrows -> T {
    let start = ContinuousClock.now
    let result = try work()
    milliseconds.append((ContinuousClock.now - start).milliseconds)
    return result
  }

  public init() {}

  public mutating func record(_ milliseconds: Double) { self.milliseconds.append(milliseconds) }

  public mutating func merge(_ other: Samples) { milliseconds += other.milliseconds }

  public func percentile(_ p: Double) -> Double {
    guard !milliseconds.isEmpty else { return .nan }
    let sorted = milliseconds.sorted()
    let rank = min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))
    return sorted[rank]
  }

  public var p50: Double { percentile(50) }
  public var p95: Double { percentile(95) }
  public var count: Int { milliseconds.count }
}

extension Duration {
  public var milliseconds: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15 }
  public var seconds: Double { milliseconds / 1000 }
}

public func timeOnce<T>(_ work: () throws -> T) rethrows -> (T, Double) {
  let start = ContinuousClock.now
  let result = try work()
  return (result, (ContinuousClock.now - start).seconds)
}

/// Runs a command line through /bin/sh and returns its wall-clock seconds (the peer's own figure).
public func timeShell(_ command: String) throws -> Double {
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

public func format(_ value: Double, decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }
