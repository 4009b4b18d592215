import Foundation

/// The CSV form of item times: UTC ISO 8601 with milliseconds, `2026-11-22T12:05:48.123Z`.
///
/// Written from integer epoch milliseconds with Howard Hinnant's days-to-civil arithmetic rather than
/// `ISO8601DateFormatter`: an export of 100,000 items formats 200,000 times, and a formatter costs
/// microseconds each. Reading accepts that form and the usual hand-written ones (no fraction, an offset
/// such as `+01:00`, a plain date meaning midnight UTC). The database keeps whole milliseconds, so a
/// round trip through this form is exact.
enum CSVTimestamp {
  static let millisecondsPerDay: Int64 = 86_400_000
  /// About ±275,000 years: the range of a JavaScript date, and far inside Int64 once multiplied out.
  static let millisecondLimit: Double = 8.64e15

  /// The whole milliseconds since 1970 nearest to `date` (clamped to a sane range, never a trap).
  static func milliseconds(_ date: Date) -> Int64 {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    guard value.isFinite else { return 0 }
    return Int64(min(max(value, -millisecondLimit), millisecondLimit))
  }

  static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// `2026-11-22T12:05:48.123Z` for `date`.
  static func string(_ date: Date) -> String {
    var bytes: [UInt8] = []
    append(milliseconds: milliseconds(date), to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the 24-byte form of `milliseconds` (years outside 0...9999 get more digits or a sign).
  static func append(milliseconds: Int64, to bytes: inout [UInt8]) {
    let (days, millisecondOfDay) = floorDivision(milliseconds, millisecondsPerDay)
    let (year, month, day) = civil(fromDays: days)
    if year < 0 { bytes.append(UInt8(ascii: "-")) }
    appendPadded(Int64(year.magnitude), width: 4, to: &bytes)
    bytes.append(UInt8(ascii: "-"))
    appendPadded(Int64(month), width: 2, to: &bytes)
    bytes.append(UInt8(ascii: "-"))
    appendPadded(Int64(day), width: 2, to: &bytes)
    bytes.append(UInt8(ascii: "T"))
    appendPadded(millisecondOfDay / 3_600_000, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendPadded(millisecondOfDay / 60_000 % 60, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendPadded(millisecondOfDay / 1000 % 60, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: "."))
    appendPadded(millisecondOfDay % 1000, width: 3, to: &bytes)
    bytes.append(UInt8(ascii: "Z"))
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Hinnant's `days_from_civil`).
  static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date `days` after 1970-01-01 (Hinnant's `civil_from_days`).
  static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  static func daysInMonth(year: Int64, month: Int64) -> Int64 {
    Int64(CalendarDay.daysIn(month: Int(month), year: Int(year)))
  }

  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let quotient = value / divisor
    let remainder = value % divisor
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }

  private static func appendPadded(_ value: Int64, width: Int, to bytes: inout [UInt8]) {
    let start = bytes.count
    var rest = value
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    while bytes.count - start < width { bytes.append(UInt8(ascii: "0")) }
    bytes[start...].reverse()
  }
}
