import Foundation
import InventoryCore
import Testing

/// Stocktake sessions: counts kept as they go, summed over stations, reviewed in a discrepancy report and
/// committed as differences against the stock at commit time.
@Suite("Inventory conformance: stocktake")
struct StocktakeConformanceTests {
  @Test(arguments: Backend.all)
  func aCountWithADiscrepancyCommitsTheDifferenceAsAStocktakeMovement(backend: Backend) throws {
    // Given two items, counted: Tea short by 7, Coffee as expected
    let store = try backend.open()
    let tea = try store.add("Tea", barcode: "4006381333931", quantity: 10, price: "2.50")
    let coffee = try store.add("Coffee", quantity: 5)
    let count = try store.inventory.startSession(kind: .count, scope: .everything, note: "shelf A")
    let code = try ProductCode("4006381333931")
    for _ in 0..<3 { try store.inventory.addToSession(id: count.id, code: code) }
    let keyed = try store.inventory.addToSession(id: count.id, itemID: try #require(coffee.id), quantity: 5)
    #expect(keyed.lineTotal == 5 && keyed.expected == 5)

    // When the report is read and the count committed
    let report = try store.inventory.countReport(id: count.id)
    let summary = try store.inventory.commitSession(id: count.id)

    // Then the report shows the difference and its value, and the commit applied it as a stocktake
    let teaLine = try #require(report.lines.first { $0.itemID == tea.id })
    #expect(teaLine.quantity == 3 && teaLine.expected == 10 && teaLine.difference == -7)
    #expect(teaLine.differenceValue == MoneyTotal(minorUnits: -1750))
    #expect(teaLine.stations == ["till"])
    #expect(report.totals.counted == 2 && report.totals.withDifference == 1 && report.totals.difference == -7)
    #expect(summary.changed.map(\.itemID) == [tea.id])
    #expect(summary.items.count == 2)
    #expect(summary.session.state == .committed)
    let teaID = try #require(tea.id)
    #expect(try store.inventory.item(id: teaID)?.quantity == 3)
    #expect(try store.inventory.item(id: try #require(coffee.id))?.quantity == 5)
    #expect(try store.inventory.movements(itemID: teaID).first?.reason == .stocktake)
    #expect(try store.inventory.actions(search: "Tea").first?.summary == "count -7 \"Tea\" 10 → 3")
  }

  @Test(arguments: Backend.all)
  func movementsDuringTheCountAreKeptNotOverwritten(backend: Backend) throws {
    // Given Tea counted at 8 while the stock said 10
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", quantity: 10).id)
    let count = try store.inventory.startSession(kind: .count)
    try store.inventory.addToSession(id: count.id, itemID: teaID, quantity: 8)

    // When two are sold before the commit
    try store.station("b").adjustQuantity(itemID: teaID, by: -2, reason: .scan, source: .usbScanner)
    let summary = try store.inventory.commitSession(id: count.id)

    // Then the count's difference (-2) applies to the stock at commit (8): the sale is kept
    #expect(try store.inventory.item(id: teaID)?.quantity == 6)
    #expect(summary.items.first?.from == 8 && summary.items.first?.to == 6)
    #expect(try store.inventory.movements(itemID: teaID).map(\.reason) == [.stocktake, .scan, .manual])
  }

  @Test(arguments: Backend.all)
  func twoStationsCountingTheSameItemAreSummed(backend: Backend) throws {
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 10).id)
    let count = try store.inventory.startSession(kind: .count)
    let other = try store.station("b")
    try store.inventory.addToSession(id: count.id, code: try ProductCode("4006381333931"), quantity: 3)
    let second = try other.addToSession(id: count.id, itemID: teaID, quantity: 4)

    #expect(second.lineTotal == 7 && second.expected == 10)
    let line = try #require(try store.inventory.sessionLines(id: count.id).first)
    #expect(line.quantity == 7 && line.stations == ["b", "till"])
  }

  @Test(arguments: Backend.all)
  func aCountIsSavedAsItGoesAndResumesAfterReopening(backend: Backend) throws {
    // Given a count with a line, left without committing
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", quantity: 4).id)
    let count = try store.inventory.startSession(kind: .count, scope: .everything, note: "back room")
    try store.inventory.addToSession(id: count.id, itemID: teaID, quantity: 2)

    // When the store is opened again (a new process)
    let reopened = try store.station("till")
    let open = try reopened.sessions(state: .open, kind: .count)

    // Then the count is there with its line, and goes on
    #expect(open.map(\.id) == [count.id] && open.first?.note == "back room")
    #expect(try reopened.sessionLines(id: count.id).map(\.quantity) == [2])
    try reopened.addToSession(id: count.id, itemID: teaID, quantity: 1)
    try reopened.commitSession(id: count.id)
    #expect(try reopened.item(id: teaID)?.quantity == 3)
  }

  @Test(arguments: Backend.all)
  func aDiscardedCountChangesNothingKeepsItsLinesAndTakesNoMoreScans(backend: Backend) throws {
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", quantity: 4).id)
    let count = try store.inventory.startSession(kind: .count)
    try store.inventory.addToSession(id: count.id, itemID: teaID, quantity: 9)

    let discarded = try store.inventory.discardSession(id: count.id)

    #expect(discarded.state == .discarded && discarded.closedBy == "till" && discarded.closedAt != nil)
    #expect(try store.inventory.item(id: teaID)?.quantity == 4)
    #expect(try store.inventory.sessionLines(id: count.id).map(\.quantity) == [9])
    #expect(throws: StockSessionError.sessionClosed(id: count.id, kind: .count, state: .discarded)) {
      try store.inventory.addToSession(id: count.id, itemID: teaID, quantity: 1)
    }
    #expect(throws: StockSessionError.sessionClosed(id: count.id, kind: .count, state: .discarded)) {
      try store.inventory.commitSession(id: count.id)
    }
  }

  @Test(arguments: Backend.all)
  func aCommittedCountRefusesEntriesAndEdits(backend: Backend) throws {
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", quantity: 4).id)
    let count = try store.inventory.startSession(kind: .count)
    try store.inventory.addToSession(id: count.id, itemID: teaID, quantity: 4)
    try store.inventory.commitSession(id: count.id)

    let closed = StockSessionError.sessionClosed(id: count.id, kind: .count, state: .committed)
    #expect(throws: closed) { try store.inventory.addToSession(id: count.id, itemID: teaID, quantity: 1) }
    #expect(throws: closed) { try store.inventory.setSessionLine(id: count.id, line: .item(teaID), to: 1) }
    #expect(throws: closed) { try store.inventory.removeSessionLine(id: count.id, line: .item(teaID)) }
    #expect(throws: closed) { try store.inventory.discardSession(id: count.id) }
    #expect(throws: StockSessionError.sessionNotFound(id: count.id + 100)) {
      try store.inventory.addToSession(id: count.id + 100, itemID: teaID, quantity: 1)
    }
  }

  @Test(arguments: Backend.all)
  func itemsNotCountedAreListedAndThoseChosenAreSetToZero(backend: Backend) throws {
    // Given a count of the category Tea (three items), of which one is counted
    let store = try backend.open()
    let category = try #require(try store.inventory.addCategory(named: "Tea", color: nil).id)
    let green = try #require(try store.add("Green", quantity: 5, price: "1.00", category: category).id)
    let black = try #require(try store.add("Black", quantity: 3, price: "2.00", category: category).id)
    let white = try #require(try store.add("White", quantity: 2, category: category).id)
    let outside = try #require(try store.add("Coffee", quantity: 7).id)
    let count = try store.inventory.startSession(kind: .count, scope: SessionScope(category: .category(category)))
    try store.inventory.addToSession(id: count.id, itemID: green, quantity: 5)

    // When Black is chosen to be set to 0 (Coffee, out of scope, cannot be)
    try store.inventory.setUncountedChoice(id: count.id, itemID: black, to: .setToZero)
    #expect(throws: StockSessionError.notInScope(id: count.id, itemName: "Coffee")) {
      try store.inventory.setUncountedChoice(id: count.id, itemID: outside, to: .setToZero)
    }
    let report = try store.inventory.countReport(id: count.id)
    try store.inventory.commitSession(id: count.id)

    // Then the report listed Black and White (not Coffee, out of scope), and only Black went to 0
    #expect(report.notCounted.map(\.name) == ["Black", "White"])
    #expect(report.notCounted.map(\.choice) == [.setToZero, .leave])
    #expect(report.notCounted.map(\.isChosen) == [true, false])
    #expect(report.totals.settingToZero == 1 && report.totals.difference == -3)
    #expect(report.totals.differenceValue == MoneyTotal(minorUnits: -600))
    #expect(try store.inventory.item(id: black)?.quantity == 0)
    #expect(try store.inventory.item(id: white)?.quantity == 2)
    #expect(try store.inventory.item(id: outside)?.quantity == 7)
    #expect(try store.inventory.item(id: black)?.lastCountedAt != nil)
    #expect(try store.inventory.item(id: white)?.lastCountedAt == nil)
  }

  @Test(arguments: Backend.all)
  func theCountWideChoiceSetsEveryUncountedItemInASearchToZero(backend: Backend) throws {
    let store = try backend.open()
    let ceylon = try #require(try store.add("Ceylon tea", quantity: 5).id)
    let assam = try #require(try store.add("Assam tea", quantity: 3).id)
    let coffee = try #require(try store.add("Coffee", quantity: 7).id)
    let count = try store.inventory.startSession(kind: .count, scope: SessionScope(search: "tea"))
    try store.inventory.addToSession(id: count.id, itemID: ceylon, quantity: 4)
    try store.inventory.setUncountedChoice(id: count.id, itemID: nil, to: .setToZero)

    let summary = try store.inventory.commitSession(id: count.id)

    #expect(summary.items.map(\.cause) == [.counted, .zeroed])
    #expect(try store.inventory.item(id: ceylon)?.quantity == 4)
    #expect(try store.inventory.item(id: assam)?.quantity == 0)
    #expect(try store.inventory.item(id: coffee)?.quantity == 7)
  }

  @Test(arguments: Backend.all)
  func aCountGoingBelowZeroAtCommitIsHeldAtZeroAndReported(backend: Backend) throws {
    // Given Tea counted at 0 while the stock said 5, then 4 sold
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", quantity: 5).id)
    let count = try store.inventory.startSession(kind: .count)
    let line = try store.inventory.setSessionLine(id: count.id, line: .item(teaID), to: 0)
    #expect(line.quantity == 0 && line.expected == 5)
    try store.inventory.adjustQuantity(itemID: teaID, by: -4)

    let summary = try store.inventory.commitSession(id: count.id)

    // Then 1 - 5 = -4 is held at 0, and said
    #expect(summary.clamped.map(\.clampedFrom) == [-4])
    #expect(try store.inventory.item(id: teaID)?.quantity == 0)
  }

  @Test(arguments: Backend.all)
  func lastCountedIsRecordedAndTheListSortsByItNeverCountedFirst(backend: Backend) throws {
    // Given three items, two counted in two counts
    let store = try backend.open()
    let first = try #require(try store.add("A", quantity: 1).id)
    let second = try #require(try store.add("B", quantity: 1).id)
    let never = try #require(try store.add("C", quantity: 1).id)
    for id in [second, first] {
      let count = try store.inventory.startSession(kind: .count)
      try store.inventory.addToSession(id: count.id, itemID: id, quantity: 1)
      try store.inventory.commitSession(id: count.id)
      Thread.sleep(forTimeInterval: 0.005)
    }

    // When the list is sorted by last counted
    let ascending = try store.inventory.items(matching: ItemQuery(sort: .lastCounted))
    let descending = try store.inventory.items(matching: ItemQuery(sort: .lastCounted, ascending: false))

    // Then the never counted comes first, then the longest uncounted; descending is the reverse
    #expect(ascending.map(\.id) == [never, second, first])
    #expect(descending.map(\.id) == [first, second, never])
    let firstCounted = try #require(try store.inventory.item(id: first)?.lastCountedAt)
    let secondCounted = try #require(try store.inventory.item(id: second)?.lastCountedAt)
    #expect(secondCounted < firstCounted)
    // Paging works in this order too, from an item or by position
    let query = ItemQuery(sort: .lastCounted)
    let next =
      try store.inventory.items(matching: query, adjacentTo: ascending[0], forward: true, limit: 5)
      ?? store.inventory.window(of: query, positions: 1..<3, total: 3)
    #expect(next.map(\.id) == [second, first])
    #expect(try store.inventory.window(of: query, positions: 2..<3, total: 3).map(\.id) == [first])
  }
}
