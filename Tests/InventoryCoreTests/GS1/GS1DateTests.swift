import Foundation
import Testing

@testable import InventoryCore

/// YYMMDD dates: months, days, day 00 and the GS1 century rule.
@Suite struct GS1DateTests {
  private func parse(_ text: String, year: Int = testYear) throws(GS1Problem) -> GS1ElementString {
    try GS1ElementString.parse(bracketed: text, referenceYear: year)
  }

  private func problem(_ text: String, year: Int = testYear) -> GS1Problem? {
    gs1Problem { () throws(GS1Problem) in try parse(text, year: year) }
  }

  @Test func dateReadsAsYearMonthDay() throws {
    let expiry = try #require(try parse("(17)261231").expiry)
    #expect((expiry.year, expiry.month, expiry.day) == (2026, 12, 31))
    #expect(expiry.description == "2026-12-31")
    #expect(!expiry.isEndOfMonth)
  }

  @Test(
    "day 00 is the last day of the month",
    arguments: [
      ("261100", "2026-11-30"), ("261200", "2026-12-31"), ("240200", "2024-02-29"), ("250200", "2025-02-28"),
      ("000200", "2000-02-29"),
    ])
  func dayZeroMeansTheLastDay(value: String, date: String) throws {
    let expiry = try #require(try parse("(17)\(value)").expiry)
    #expect(expiry.description == date)
    #expect(expiry.isEndOfMonth)
  }

  @Test func centuryYearsAreLeapOnlyEveryFourHundred() throws {
    // With 2080 as reference, 00 is 2100: not a leap year.
    #expect(try parse("(17)000200", year: 2080).expiry?.description == "2100-02-28")
    #expect(problem("(17)000229", year: 2080)?.description == "AI 17: day 29, but 2100-02 has 28 days")
    #expect(try parse("(17)000229", year: 2026).expiry?.description == "2000-02-29")
  }

  @Test(
    "impossible months and days are named",
    arguments: [
      ("(17)261331", "AI 17: month 13"), ("(15)260015", "AI 15: month 00"),
      ("(17)260431", "AI 17: day 31, but 2026-04 has 30 days"),
      ("(11)250229", "AI 11: day 29, but 2025-02 has 28 days"),
      ("(13)260132", "AI 13: day 32, but 2026-01 has 31 days"),
      ("(7006)260100", "AI 7006: day 00 is not allowed"),
    ])
  func impossibleDatesAreRefused(text: String, message: String) {
    #expect(problem(text)?.description == message)
  }

  @Test(
    "the century puts the year within 49 years before and 50 after the reference year",
    arguments: [
      (2026, "76", 2076), (2026, "77", 1977), (2026, "00", 2000), (2026, "26", 2026), (2070, "20", 2120),
      (2070, "21", 2021), (1999, "49", 2049), (1999, "50", 1950), (2000, "50", 2050), (2000, "51", 1951),
    ])
  func centuryWindow(reference: Int, yy: String, year: Int) throws {
    let date = try #require(try parse("(17)\(yy)0101", year: reference).expiry)
    #expect(date.year == year)
    #expect((reference - 49...reference + 50).contains(date.year))
  }

  @Test func defaultReferenceYearIsThisYear() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let thisYear = calendar.component(.year, from: Date())
    let yy = thisYear % 100
    let text = "(17)" + (yy < 10 ? "0\(yy)" : "\(yy)") + "0615"
    let date = try GS1ElementString.parse(bracketed: text).expiry
    #expect(date?.year == thisYear)
  }

  @Test func everyNamedDateHasItsAccessor() throws {
    let string = try parse("(01)09506000134352(11)250101(13)250102(15)260630(16)260615(17)261231")
    #expect(string.productionDate?.description == "2025-01-01")
    #expect(string.packagingDate?.description == "2025-01-02")
    #expect(string.bestBefore?.description == "2026-06-30")
    #expect(string.sellBy?.description == "2026-06-15")
    #expect(string.expiry?.description == "2026-12-31")
    #expect(try #require(string.bestBefore) < #require(string.expiry))
  }

  @Test func datesInsideLongerFieldsAreChecked() throws {
    #expect(try parse("(7003)2612311530").element("7003")?.date?.description == "2026-12-31")
    #expect(problem("(7003)2613311530")?.description == "AI 7003: month 13")
    #expect(try parse("(7007)260101260131").element("7007")?.date?.description == "2026-01-01")
    #expect(problem("(7007)260101260132")?.description == "AI 7007: day 32, but 2026-01 has 31 days")
  }
}
