/// What a scan means, decided before any storage is touched: the same rule for every backend.
///
/// The code has been interpreted (`ScannedCode.interpret`) and looked up; what is left is the mode and the
/// policy. Whether the stock can take the change (never below zero, never above the maximum) is the store's
/// part, inside the transaction that makes it.
public enum ScanRule {
  /// The step a store takes for a scan.
  public enum Decision: Sendable, Equatable {
    /// No item has the code: history says "unknown", the caller may create the item.
    case unknown
    /// Look-up mode: nothing changes.
    case lookUp(Item)
    /// Policy ask: nothing changes yet; the caller offers `delta` and answers the offer later.
    case offer(Item, delta: Int)
    /// Policy auto: stock changes by `delta` now.
    case apply(Item, delta: Int)
  }

  /// The decision for `scans` scans (1 or more) of a code that `match` says is its item's: each scan counts the
  /// barcode's units per scan (a case of 12 scanned twice is 24). Nil `match`: no item has the code.
  public static func decide(match: CodeMatch?, mode: ScanMode, policy: ScanPolicy, scans: Int) -> Decision {
    guard let match else { return .unknown }
    return decide(item: match.item, mode: mode, policy: policy, units: match.units(scans: scans))
  }

  /// The decision for a scan of `units` units (1 or more) of `item` (nil: no item has the code).
  public static func decide(item: Item?, mode: ScanMode, policy: ScanPolicy, units: Int) -> Decision {
    guard let item else { return .unknown }
    // Units are never negative; the guard keeps the negation below from trapping whatever a caller passes.
    let units = units == Int.min ? Int.max : units
    let delta = mode == .remove ? -units : units
    switch (mode, policy) {
    case (.lookUp, _): return .lookUp(item)
    case (_, .ask): return .offer(item, delta: delta)
    case (.add, .auto), (.remove, .auto): return .apply(item, delta: delta)
    }
  }
}
