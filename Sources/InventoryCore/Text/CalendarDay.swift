/// A calendar day as people type it and the database stores it, "YYYY-MM-DD": the one reading of typed dates
/// (a lot's expiry and best-before, a date field's value), so a sign, a space or a missing digit is refused the
/// same everywhere and every stored date compares in calendar order as text.
public enum CalendarDay {
  /// Year, month and day of `text` when it is four, two and two ASCII digits joined by "-" (no sign, no space);
  /// whether that day exists is `exists(year:month:day:)`.
  public static func parts(of text: some StringProtocol) -> (year: Int, month: Int, day: Int)? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    return (year, month, day)
  }

  /// Whether the day is on the calendar (a 29 February only in a leap year).
  public static func exists(year: Int, month: Int, day: Int) -> Bool {
    year >= 1 && (1...12).contains(month) && day >= 1 && day <= daysIn(month: month, year: year)
  }

  /// The days of `month` (1–12) in `year`, leap years by the Gregorian rule.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
