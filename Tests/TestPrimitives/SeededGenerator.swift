import Foundation

/// SplitMix64: a small deterministic random generator, so a randomised test or fuzz run with the same seed tries
/// the same inputs (a failure names its seed and replays exactly) and degraded images are the same on every run.
/// The one generator every test, fixture and benchmark uses.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  public private(set) var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// True with probability `chance`.
  public mutating func chance(_ chance: Double) -> Bool { Double.random(in: 0..<1, using: &self) < chance }

  /// A standard normal sample (Box-Muller), for sensor noise in degraded images.
  public mutating func gaussian() -> Double {
    let u1 = max(Double(next() >> 11) / Double(1 << 53), 1e-12)
    let u2 = Double(next() >> 11) / Double(1 << 53)
    return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
  }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
}
