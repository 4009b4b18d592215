import Foundation
import Testing

@testable import InventoryCore

@Suite struct CSVTimestampTests {
  @Test(arguments: [
    (Int64(0), "1970-01-01T00:00:00.000Z"),
    (1_795_349_148_123, "2026-11-22T12:05:48.123Z"),
    (951_782_400_999, "2000-02-29T00:00:00.999Z"),
    (-1, "1969-12-31T23:59:59.999Z"),
    (-86_400_001, "1969-12-30T23:59:59.999Z"),
    (253_402_300_799_999, "9999-12-31T23:59:59.999Z"),
    (-62_167_219_200_000, "0000-01-01T00:00:00.000Z"),
  ])
  func formatsUTCWithMilliseconds(_ milliseconds: Int64, _ text: String) {
    #expect(CSVTimestamp.string(CSVFixture.time(milliseconds)) == text)
    #expect(CSVTimestamp.parse(text) == CSVFixture.time(milliseconds))
  }

  @Test func agreesWithFoundationsFormatter() {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let date = CSVFixture.time(Int64.random(in: -2_000_000_000_000...4_000_000_000_000, using: &generator))
      #expect(CSVTimestamp.string(date) == formatter.string(from: date))
    }
  }

  @Test func roundTripIsExactToTheMillisecond() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<10_000 {
      let milliseconds = Int64.random(in: -62_167_219_200_000...253_402_300_799_999, using: &generator)
      let date = CSVFixture.time(milliseconds)
      #expect(CSVTimestamp.parse(CSVTimestamp.string(date)) == date)
      #expect(CSVTimestamp.milliseconds(date) == milliseconds)
    }
  }

  @Test(arguments: [
    ("2026-11-22T12:05:48Z", Int64(1_795_349_148_000)),
    ("2026-11-22t12:05:48.123z", 1_795_349_148_123),
    ("2026-11-22 12:05:48.1Z", 1_795_349_148_100),
    ("2026-11-22T12:05:48.123999Z", 1_795_349_148_123),
    ("2026-11-22T13:05:48.123+01:00", 1_795_349_148_123),
    ("2026-11-22T07:05:48.123-0500", 1_795_349_148_123),
    ("2026-11-22T14:05:48.123+02", 1_795_349_148_123),
    ("2026-11-22T12:05Z", 1_795_349_100_000),
    ("2026-11-22", 1_795_305_600_000),
  ])
  func acceptsHandWrittenForms(_ text: String, _ milliseconds: Int64) {
    #expect(CSVTimestamp.parse(text) == CSVFixture.time(milliseconds))
  }

  @Test(arguments: [
    "", "2026", "2026-11", "2026-13-01", "2026-00-10", "2026-02-29", "2026-04-31", "2026-11-22T12:05:48",
    "2026-11-22T24:00:00Z", "2026-11-22T12:60:00Z", "2026-11-22T12:05:60Z", "2026-11-22T12:05:48.Z",
    "2026-11-22T12:05:48.1234567890Z", "2026-11-22T12:05:48Z ", "22/11/2026", "2026-11-22T12:05:48+1",
    "2026-11-22X12:05:48Z", "２０２６-11-22",
  ])
  func refusesAnythingElse(_ text: String) {
    #expect(CSVTimestamp.parse(text) == nil)
  }

  @Test func aBadTimeIsARowError() {
    let problems = CSVFixture.problems(["name,updated", "Nut,yesterday"])
    #expect(
      problems == [
        CSVProblem(
          line: 2,
          message: "updated \"yesterday\" is not a time like 2026-11-22T12:05:48.123Z or a date like 2026-11-22")
      ])
  }
}
