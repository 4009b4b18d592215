import Foundation

extension Date {
  /// The database keeps times as integer Unix milliseconds: exact, compact and quick to sort.
  public init(epochMilliseconds: Int64) { self.init(timeIntervalSince1970: Double(epochMilliseconds) / 1000) }

  /// Dates outside what 64-bit milliseconds can hold (hundreds of millions of years) are clamped.
  public var epochMilliseconds: Int64 {
    let milliseconds = (timeIntervalSince1970 * 1000).rounded()
    guard milliseconds.isFinite else { return 0 }
    return Int64(exactly: milliseconds) ?? (milliseconds < 0 ? Int64.min / 2 : Int64.max / 2)
  }
}
