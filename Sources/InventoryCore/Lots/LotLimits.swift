import Foundation

/// The documented limits of a lot's details, checked here and again by each database's CHECK constraints.
///
/// - A batch and a serial are 1 to 20 characters of printable text without spaces: GS1's own limit for (10) and
///   (21), so every lot a code names fits, and a typed one can be printed back into a GS1 code.
/// - Dates are calendar dates "YYYY-MM-DD" from 2000-01-01 to 2199-12-31 (what GS1's two-digit years reach,
///   with room for typed ones).
/// - A lot has at least one of the four.
public enum LotLimits {
  public static let maximumTextLength = 20
  public static let earliestYear = 2000
  public static let latestYear = 2199

  /// The details trimmed, as stored, or the reason they cannot be.
  public static func usable(_ details: LotDetails) throws(LotError) -> LotDetails {
    let usable = LotDetails(
      batch: try usableText(details.batch, field: "batch"), expiry: try usableDate(details.expiry, field: "expiry"),
      bestBefore: try usableDate(details.bestBefore, field: "best-before date"),
      serial: try usableText(details.serial, field: "serial"))
    guard !usable.isEmpty else { throw .noDetails }
    return usable
  }

  static func usableText(_ text: String?, field: String) throws(LotError) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
    guard trimmed.unicodeScalars.allSatisfy({ !$0.properties.isWhitespace }), TextPolicy.problem(inName: trimmed) == nil
    else { throw .invalid(field: field, value: trimmed, problem: "it is one word of printable characters") }
    guard trimmed.unicodeScalars.count <= maximumTextLength else {
      throw .invalid(field: field, value: trimmed, problem: "it is longer than \(maximumTextLength) characters")
    }
    return trimmed
  }

  /// A date "YYYY-MM-DD" that exists, within the years above.
  public static func usableDate(_ text: String?, field: String) throws(LotError) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
    guard let day = CalendarDay.parts(of: trimmed), (earliestYear...latestYear).contains(day.year),
      CalendarDay.exists(year: day.year, month: day.month, day: day.day)
    else {
      throw .invalid(
        field: field, value: trimmed,
        problem: "give a date YYYY-MM-DD between \(earliestYear)-01-01 and \(latestYear)-12-31")
    }
    return trimmed
  }
}
