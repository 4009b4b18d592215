import Foundation

/// A calendar date from a GS1 YYMMDD field (expiry, best before, production...).
///
/// The century comes from the GS1 rule (General Specifications 7.12): the year is the one ending in YY that
/// lies within 49 years before and 50 years after a reference year (normally this year). Day 00 means the last
/// day of the month for the AIs that allow it (11-17); `day` then holds that last day and `isEndOfMonth` is set.
public struct GS1Date: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int
  /// True when the field said day 00 ("the end of the month") and `day` was worked out from the month.
  public let isEndOfMonth: Bool

  /// "2026-12-31".
  public var description: String {
    let yearText = String(year)
    return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-" + Self.pad(month) + "-"
      + Self.pad(day)
  }

  public static func < (lhs: GS1Date, rhs: GS1Date) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Reads six digits YYMMDD. Throws `.invalidMonth` or `.invalidDay` naming `ai`.
  static func parse(
    _ digits: some Collection<Unicode.Scalar>, ai: String, dayZeroAllowed: Bool, referenceYear: Int
  ) throws(GS1Problem) -> GS1Date {
    let numbers = digits.map { Int($0.value) &- 0x30 }
    guard numbers.count == 6, numbers.allSatisfy({ (0...9).contains($0) }) else {
      throw .wrongLength(ai: ai, found: numbers.count, expected: 6)
    }
    let yy = numbers[0] * 10 + numbers[1]
    let month = numbers[2] * 10 + numbers[3]
    let day = numbers[4] * 10 + numbers[5]
    let year = resolveYear(yy, referenceYear: referenceYear)
    guard (1...12).contains(month) else { throw .invalidMonth(ai: ai, month: month) }
    let lastDay = CalendarDay.daysIn(month: month, year: year)
    if day == 0 {
      guard dayZeroAllowed else { throw .invalidDay(ai: ai, day: 0, month: month, year: year) }
      return GS1Date(year: year, month: month, day: lastDay, isEndOfMonth: true)
    }
    guard day <= lastDay else { throw .invalidDay(ai: ai, day: day, month: month, year: year) }
    return GS1Date(year: year, month: month, day: day, isEndOfMonth: false)
  }

  /// The year ending in `yy` (0-99) from `referenceYear - 49` through `referenceYear + 50`.
  static func resolveYear(_ yy: Int, referenceYear: Int) -> Int {
    let reference = min(max(referenceYear, 100), 9899)
    let century = reference - reference % 100
    let difference = yy - reference % 100
    if difference >= 51 { return century - 100 + yy }
    if difference <= -50 { return century + 100 + yy }
    return century + yy
  }

  /// This year in UTC: the default reference year of the century rule.
  public static func currentYear(now: Date = Date()) -> Int {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.component(.year, from: now)
  }

  private static func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
