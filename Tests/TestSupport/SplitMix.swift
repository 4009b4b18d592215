import Foundation

/// A small seedable generator (SplitMix64), so randomised tests and fuzzers repeat exactly from a seed.
public struct SplitMix: RandomNumberGenerator, Sendable {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How long a randomised test runs: its default in `make test`, more under `make fuzz`
/// (`STOCKROOM_FUZZ_SCALE=20` multiplies every count).
public enum FuzzBudget {
  public static func scaled(_ count: Int) -> Int {
    let scale = ProcessInfo.processInfo.environment["STOCKROOM_FUZZ_SCALE"].flatMap(Int.init) ?? 1
    return count * max(1, min(scale, 10_000))
  }

  /// The seed: fixed by default (repeatable), or `STOCKROOM_FUZZ_SEED` to explore others.
  public static func seed(_ fallback: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["STOCKROOM_FUZZ_SEED"].flatMap(UInt64.init) ?? fallback
  }
}
