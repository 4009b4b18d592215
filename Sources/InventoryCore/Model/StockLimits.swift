/// The documented range of every number stockroom stores. The core checks them on every path (add,
/// edit, adjust, set, scan, import, the editor's keys) and the database enforces them again, so no path
/// can store a value outside them; sums and values are computed in wider arithmetic and cannot trap.
///
/// - A quantity (stock, minimum, target, one scan's count) is 0 through 1,000,000,000.
/// - One change of stock moves at most 1,000,000,000 units (a count from 0 to the maximum).
/// - A unit price is 0.00 through 10,000,000.00, so one item's value (quantity × price) is at most
///   10^18 minor units and fits a 64-bit integer; totals over many items use 128 bits.
public enum StockLimits {
  public static let maximumQuantity = 1_000_000_000
  /// In minor units (cents): 10,000,000.00.
  public static let maximumPriceMinorUnits: Int64 = 1_000_000_000
  public static var maximumPrice: Money { Money(minorUnits: maximumPriceMinorUnits) }

  /// `1,000,000,000`: how limits are worded in messages.
  public static var maximumQuantityText: String { groupedDigits(maximumQuantity) }

  public static func isQuantity(_ value: Int) -> Bool { (0...maximumQuantity).contains(value) }

  /// A change of stock a single movement may make: non-zero and at most the maximum either way.
  public static func isDelta(_ value: Int) -> Bool {
    value != 0 && (-maximumQuantity...maximumQuantity).contains(value)
  }

  public static func isPrice(_ money: Money) -> Bool { (0...maximumPriceMinorUnits).contains(money.minorUnits) }

  /// `quantity + delta` when the result is a quantity; nil when it would go below 0 or above the maximum
  /// (and when the addition itself would overflow, whatever the inputs).
  public static func quantity(_ quantity: Int, adding delta: Int) -> Int? {
    let (sum, overflow) = quantity.addingReportingOverflow(delta)
    return !overflow && isQuantity(sum) ? sum : nil
  }

  /// "1,000,000,000": digits grouped by three for messages (not localised: messages are English).
  public static func groupedDigits<Number: BinaryInteger>(_ value: Number) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index).isMultiple(of: 3) { grouped.append(",") }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }
}
