import Foundation

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
