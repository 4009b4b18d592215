import Foundation
import InventoryCore
import Testing

/// A count's report: lines as stored, totals, and the CSV and JSON forms.
@Suite struct CountReportTests {
  static let time = Date(timeIntervalSince1970: 1_764_000_000.123)

  static func report() -> CountReport {
    let session = StockSession(
      id: 3, kind: .count, scope: SessionScope(category: .category(4), search: "tea"), note: "shelf A",
      startedAt: time, station: "till")
    let lines = [
      SessionLine(
        key: .item(1), itemName: "=Tea", price: Money(minorUnits: 250), code: nil, quantity: 3, expected: 10,
        stations: ["b", "till"], lastEntryAt: time),
      SessionLine(
        key: .item(2), itemName: "Coffee", price: nil, code: nil, quantity: 6, expected: 5, stations: ["till"],
        lastEntryAt: time),
      SessionLine(
        key: .code("123"), itemName: nil, price: nil, code: "123", quantity: 2, expected: nil, stations: ["b"],
        lastEntryAt: time),
    ]
    let notCounted = [
      UncountedItem(
        itemID: 5, name: "Mint, fresh", price: Money(minorUnits: 100), quantity: 4, choice: .setToZero, isChosen: true),
      UncountedItem(itemID: 6, name: "Sage", price: nil, quantity: 1, choice: .leave, isChosen: false),
    ]
    return CountReport(session: session, lines: lines, notCounted: notCounted)
  }

  @Test func totalsAddDifferencesAndTheirValueAndCountWhatHasNoPrice() {
    let totals = Self.report().totals
    #expect(totals.counted == 2 && totals.unknownCodes == 1 && totals.notCounted == 2 && totals.settingToZero == 1)
    #expect(totals.withDifference == 3, "Tea, Coffee and Mint set to 0")
    #expect(totals.difference == -7 + 1 - 4)
    #expect(totals.differenceValue == MoneyTotal(minorUnits: -1750 - 400))
    #expect(totals.differencesWithoutPrice == 1)
  }

  @Test func aStoredLineIsHeldWithinTheLimitsWithItsStationsOnceEachInOrder() {
    let line = SessionLine(
      stored: .item(1), itemName: "Tea", price: nil, code: nil, total: Int64.max, expected: -3,
      stations: ["till", "b", "till"], lastEntryAt: Self.time)
    #expect(line.quantity == StockLimits.maximumQuantity && line.expected == 0 && line.stations == ["b", "till"])
  }

  @Test func linesAreReportedItemsByNameThenUnknownCodes() {
    let lines = SessionLine.inReportOrder(Self.report().lines.reversed())
    #expect(lines.map(\.title) == ["=Tea", "Coffee", "123"])
    let named = SessionLine.inReportOrder([
      SessionLine(
        key: .item(9), itemName: "Item 64", price: nil, code: nil, quantity: 1, expected: nil, stations: [],
        lastEntryAt: Self.time),
      SessionLine(
        key: .item(8), itemName: "item 1303", price: nil, code: nil, quantity: 1, expected: nil, stations: [],
        lastEntryAt: Self.time),
    ])
    #expect(named.map(\.itemID) == [9, 8], "the item list's natural name order")
  }

  @Test func theCSVHasOneRowPerLineAndUncountedItemWithFormulasNeutralised() {
    let csv = String(decoding: CountReportCSVWriter.data(for: Self.report()), as: UTF8.self)
    #expect(
      csv == """
        status,item_id,item,code,expected,counted,difference,difference_value,counted_by,choice,outside_scope\r
        counted,1,'=Tea,,10,3,-7,-17.50,b; till,,\r
        counted,2,Coffee,,5,6,1,,till,,\r
        unknown code,,,123,,2,,,b,,\r
        not counted,5,"Mint, fresh",,4,,-4,-4.00,,zero,\r
        not counted,6,Sage,,1,,0,,,leave,\r

        """)
  }

  @Test func theJSONHasEveryKeyEvenEmptyAndTheSameBytesEachTime() throws {
    let document = CountReportDocument(Self.report(), categoryName: "Tea")
    let data = try document.data()
    #expect(try document.data() == data)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let session = try #require(object["session"] as? [String: Any])
    #expect(session["category"] as? String == "Tea" && session["search"] as? String == "tea")
    #expect(session["started_at"] as? String == "2025-11-24T16:00:00.123Z")
    #expect(session["closed_at"] is NSNull)
    let lines = try #require(object["lines"] as? [[String: Any]])
    #expect(lines.count == 3 && lines.allSatisfy { $0.count == 12 })
    #expect(
      lines[0]["difference_value"] as? String == "-17.50" && lines[0]["counted_by"] as? [String] == ["b", "till"])
    #expect(lines[2]["status"] as? String == "unknown code" && lines[2]["expected"] is NSNull)
    let notCounted = try #require(object["not_counted"] as? [[String: Any]])
    #expect(notCounted.map { $0["choice"] as? String } == ["zero", "leave"])
    let totals = try #require(object["totals"] as? [String: Any])
    #expect(totals["difference"] as? Int == -10 && totals["difference_value"] as? String == "-21.50")
  }
}
