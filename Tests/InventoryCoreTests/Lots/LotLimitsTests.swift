import Foundation
import InventoryCore
import Testing

@Suite("Lot limits, wording and the expiry window")
struct LotLimitsTests {
  @Test(arguments: [
    ("2027-12-31", true), ("2028-02-29", true), ("2027-02-29", false), ("2027-13-01", false), ("1999-12-31", false),
    ("2200-01-01", false), ("27-12-31", false), ("2027-1-31", false), ("２０２７-12-31", false),
  ])
  func dates(text: String, usable: Bool) {
    #expect(((try? LotLimits.usableDate(text, field: "expiry")) != nil) == usable)
  }

  @Test func detailsAreTrimmedAndBounded() throws {
    #expect(try LotLimits.usable(LotDetails(batch: " ABC ")) == LotDetails(batch: "ABC"))
    #expect(throws: LotError.noDetails) { try LotLimits.usable(LotDetails(batch: " ", serial: "")) }
    #expect(throws: LotError.self) { try LotLimits.usable(LotDetails(batch: String(repeating: "A", count: 21))) }
    #expect(throws: LotError.self) { try LotLimits.usable(LotDetails(serial: "A B")) }
  }

  @Test func aLotIsNamedByItsBatchAndSerial() {
    let lot = LotDetails(batch: "A", expiry: "2027-01-01", serial: "S")
    #expect(LotDetails(batch: "A").names(lot))
    #expect(LotDetails(batch: "A", serial: "S").names(lot))
    #expect(!LotDetails(batch: "A", serial: "T").names(lot))
    #expect(!LotDetails(expiry: "2027-01-01").names(lot), "a date alone names no lot to take from")
  }

  @Test func wording() {
    let jan = LotDetails(batch: "JAN", expiry: "2027-01-31")
    #expect(LotPart.wording([]) == "")
    #expect(LotPart.wording([LotPart(details: nil, delta: -1)]) == "")
    #expect(LotPart.wording([LotPart(details: jan, delta: -1)]) == " · lot JAN, expiry 2027-01-31")
    #expect(
      LotPart.wording([LotPart(details: jan, delta: -2), LotPart(details: nil, delta: -1)])
        == " · lot JAN, expiry 2027-01-31 (-2); without a lot (-1)")
  }

  @Test(arguments: [("14d", 14), ("14", 14), ("2w", 14), ("0", 0), ("366d", 366)])
  func windowDays(text: String, days: Int) { #expect(ExpiryWindow.days(from: text) == days) }

  @Test(arguments: ["367d", "-1", "53w", "soon", ""])
  func windowDaysRefused(text: String) { #expect(ExpiryWindow.days(from: text) == nil) }

  @Test func windowFromADate() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 25)))
    #expect(
      ExpiryWindow(days: 14, now: now, calendar: calendar) == ExpiryWindow(today: "2026-12-25", through: "2027-01-08"))
    #expect(ExpiryWindow.days(saved: nil) == ExpiryWindow.defaultDays)
    #expect(ExpiryWindow.days(saved: "3d") == 3)
  }
}
