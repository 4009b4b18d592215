import InventoryCore
import SQLiteStore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// A joined count of a category meets a scan from outside it: the terminal asks, Enter (a scanner's burst ends
/// with one) answers no, y adds the item and review and the commit preview mark its line.
@Suite(.serialized) struct CountScopeScreenTests {
  static let tea = SessionsScreenTests.tea
  static let cup = SessionsScreenTests.cup

  /// The sample inventory and Cola 33cl, uncategorised (outside a count of Drinks).
  static func withCola(_ inventory: TestInventory) throws {
    try sampleInventory(inventory)
    try inventory.add("Cola 33cl", barcode: Codes.soup, quantity: 37)
  }

  /// A count of Drinks joined on this terminal.
  static func joinedDrinksCount(_ harness: AppHarness) throws -> StockSession {
    let drinks = try #require(try harness.service.category(named: "Drinks")?.id)
    let count = try harness.service.startSession(kind: .count, scope: SessionScope(category: .category(drinks)))
    harness.environment.scanDesk.joinedSession = count
    harness.press(.char("6"))
    return count
  }

  @Test("a scan outside the count's category asks first; Enter answers no and nothing is added")
  func aScanOutsideTheScopeAsksAndEnterSaysNo() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: Self.withCola)
    let count = try Self.joinedDrinksCount(harness)
    harness.scan(Codes.soup)
    #expect(harness.contains("Cola 33cl is not in this count (category Drinks): add it to"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("was not added to count #\(count.id)"), "\(harness.dump)")
    #expect(try harness.service.sessionLines(id: count.id).isEmpty)
  }

  @Test("y adds an item outside the scope; review and the commit preview mark it")
  func yesAddsTheItemAndItsLineIsMarked() throws {
    let harness = try AppHarness(columns: 110, rows: 30, setUp: Self.withCola)
    let count = try Self.joinedDrinksCount(harness)
    harness.scan(Codes.soup)
    harness.press(.char("y"))
    #expect(harness.contains("outside the count's scope"), "\(harness.dump)")
    harness.scan(Codes.soup)  // on its line now: not asked again
    #expect(!harness.contains("is not in this count"), "\(harness.dump)")
    harness.scan(Codes.tea)
    let lines = try harness.service.sessionLines(id: count.id)
    #expect(lines.first { $0.itemName == "Cola 33cl" }?.quantity == 2)
    #expect(harness.contains("! \("Cola 33cl") (outside the count)"), "\(harness.dump)")
    harness.press(.char("c"))
    #expect(harness.contains("1 item is outside this count's scope"), "\(harness.dump)")
  }
}

/// History › Scans lists every code a scanner produced: into a session, refused by one, typed wrong in one,
/// filling the editor's barcode field.
@Suite(.serialized) struct EveryScanInHistoryScreenTests {
  @Test("History › Scans shows session scans, a wrong check digit in a session, and a scan into the editor")
  func historyListsEveryScan() throws {
    let harness = try AppHarness(columns: 120, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    harness.scan(Codes.tea)
    harness.scan("4006381333932")  // a wrong check digit
    harness.press(.char("l"))  // leave the session
    harness.press(.char("2"), .char("n"))  // a new item's editor
    harness.scan(Codes.soup)
    #expect(harness.contains("barcode set to \(Codes.soup)"), "\(harness.dump)")
    let scans = try harness.service.scans()
    #expect(scans.map(\.outcome) == [.filled, .invalid, .session], "\(scans)")
    harness.press(.escape)
    if harness.contains("Discard") { harness.press(.char("y")) }
    harness.press(.char("4"), .char("v"))
    #expect(harness.contains("into receive #1"), "\(harness.dump)")
    #expect(harness.contains("not added to receive #1"), "\(harness.dump)")
    #expect(harness.contains("filled the item editor"), "\(harness.dump)")
    #expect(harness.contains("unknown code") || harness.contains("in session"), "\(harness.dump)")
  }
}
