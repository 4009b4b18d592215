import Foundation
import GRDB
import InventoryCore

/// Column reads that never trap. GRDB's typed subscripts stop the process when a value does not convert
/// (a REAL 9.2e18 where an Int is expected); values written by an older stockroom or another program
/// must never do that, so every model reads its columns through these.
extension Row {
  /// The column (by index or name) as an exact 64-bit integer, or nil (NULL, text, a fraction, a REAL
  /// out of range).
  func integer(_ index: Int) -> Int64? { (self[index] as DatabaseValue).exactInteger }
  func integer(_ column: String) -> Int64? { (self[column] as DatabaseValue).exactInteger }

  /// The column as text; nil for NULL; a blob or a number is read as SQLite would show it.
  func text(_ index: Int) -> String? { (self[index] as DatabaseValue).anyText }
  func text(_ column: String) -> String? { (self[column] as DatabaseValue).anyText }
  func text(_ index: Int, default fallback: String) -> String { text(index) ?? fallback }
  func text(_ column: String, default fallback: String) -> String { text(column) ?? fallback }

  /// The column as a number in `range`; out of range (or not a whole number), the nearest bound and a
  /// problem naming `field`. NULL is `nil` with no problem.
  func bounded(
    _ index: Int, in range: ClosedRange<Int64>, field: ItemDraft.Field, problems: inout [StoredValueProblem]
  ) -> Int64? {
    let value: DatabaseValue = self[index]
    if value.isNull { return nil }
    if let integer = value.exactInteger, range.contains(integer) { return integer }
    let allowed = "\(StockLimits.groupedDigits(range.lowerBound)) to \(StockLimits.groupedDigits(range.upperBound))"
    problems.append(StoredValueProblem(field: field, stored: value.description, allowed: allowed))
    switch value.storage {
    case .int64(let integer): return integer < range.lowerBound ? range.lowerBound : range.upperBound
    case .double(let double): return double < 0 ? range.lowerBound : range.upperBound
    default: return range.lowerBound
    }
  }

  /// Unix milliseconds as a date; anything else is the epoch (times only order history, they never trap).
  func date(_ index: Int) -> Date { (self[index] as DatabaseValue).epochDate }
  func date(_ column: String) -> Date { (self[column] as DatabaseValue).epochDate }
  /// As `date`, but NULL is nil.
  func optionalDate(_ index: Int) -> Date? {
    let value: DatabaseValue = self[index]
    return value.isNull ? nil : value.epochDate
  }

  /// A REAL column (scan quality figures), or nil.
  func real(_ column: String) -> Double? {
    let value: DatabaseValue = self[column]
    switch value.storage {
    case .double(let double): return double
    case .int64(let integer): return Double(integer)
    default: return nil
    }
  }
}

extension DatabaseValue {
  fileprivate var exactInteger: Int64? {
    switch storage {
    case .int64(let integer): integer
    case .double(let double): Int64(exactly: double)
    default: nil
    }
  }

  fileprivate var anyText: String? {
    switch storage {
    case .null: nil
    case .string(let string): string
    case .int64(let integer): String(integer)
    case .double(let double): String(double)
    case .blob(let data): String(decoding: data, as: UTF8.self)
    }
  }

  fileprivate var epochDate: Date {
    switch storage {
    case .int64(let milliseconds): Date(epochMilliseconds: milliseconds)
    case .double(let milliseconds) where milliseconds.isFinite: Date(timeIntervalSince1970: milliseconds / 1000)
    default: Date(timeIntervalSince1970: 0)
    }
  }
}

extension StockLimits {
  static var quantityRange: ClosedRange<Int64> { 0...Int64(maximumQuantity) }
  static var priceRange: ClosedRange<Int64> { 0...maximumPriceMinorUnits }
  static var deltaRange: ClosedRange<Int64> { Int64(-maximumQuantity)...Int64(maximumQuantity) }
}
