import Foundation
import InventoryCore
import Testing

/// What a commit changes, worked out once for both stores.
@Suite struct SessionCommitPlanTests {
  static func line(_ id: Int64, _ quantity: Int, expected: Int? = nil) -> SessionLine {
    SessionLine(
      key: .item(id), itemName: "Item \(id)", price: nil, code: nil, quantity: quantity, expected: expected,
      stations: ["till"], lastEntryAt: Date(timeIntervalSince1970: 0))
  }

  static func stock(_ quantities: [Int64: Int]) -> [Int64: Item] {
    quantities.reduce(into: [:]) { stock, entry in
      stock[entry.key] = Item(id: entry.key, name: "Item \(entry.key)", quantity: entry.value)
    }
  }

  @Test func aCountAppliesCountedMinusExpectedToTheStockAtCommitTime() throws {
    // Counted 8 where 10 were expected; 2 sold since (stock 8): 8 + (8 - 10) = 6.
    let changes = try SessionCommitPlan.count(
      lines: [Self.line(1, 8, expected: 10), Self.line(2, 4, expected: 4)], stock: Self.stock([1: 8, 2: 4]),
      zeroing: [])
    #expect(changes.map(\.from) == [8, 4] && changes.map(\.to) == [6, 4])
    #expect(changes.map(\.cause) == [.counted, .counted] && changes.map(\.reason) == [.stocktake, .stocktake])
    #expect(changes.allSatisfy { !$0.wasClamped })
  }

  @Test(arguments: [
    (counted: 0, expected: 5, stock: 2, to: 0, wanted: Int128(-3)),
    (
      counted: StockLimits.maximumQuantity, expected: 0, stock: 10, to: StockLimits.maximumQuantity,
      wanted: Int128(StockLimits.maximumQuantity) + 10
    ),
  ])
  func aCountOutsideTheLimitsAtCommitIsHeldAtTheNearestBoundAndSaysSo(
    counted: Int, expected: Int, stock: Int, to: Int, wanted: Int128
  ) throws {
    let changes = try SessionCommitPlan.count(
      lines: [Self.line(1, counted, expected: expected)], stock: Self.stock([1: stock]), zeroing: [])
    #expect(changes.map(\.to) == [to] && changes.map(\.clampedFrom) == [wanted])
  }

  @Test func itemsChosenToBeZeroedLoseTheirStockUnlessCounted() throws {
    let zeroing = [Item(id: 3, name: "C", quantity: 7), Item(id: 1, name: "A", quantity: 9)]
    let changes = try SessionCommitPlan.count(
      lines: [Self.line(1, 9, expected: 9)], stock: Self.stock([1: 9]), zeroing: zeroing)
    #expect(changes.map(\.itemID) == [1, 3])
    #expect(changes.map(\.cause) == [.counted, .zeroed] && changes.map(\.to) == [9, 0])
  }

  @Test func aLineWhoseItemIsGoneIsSkippedAndADamagedStockRefusesTheCommit() throws {
    #expect(try SessionCommitPlan.count(lines: [Self.line(5, 1, expected: 1)], stock: [:], zeroing: []).isEmpty)
    var damaged = Item(id: 1, name: "A", quantity: StockLimits.maximumQuantity)
    damaged.storedValueProblems = [StoredValueProblem(field: .quantity, stored: "9.2e18", allowed: "0 to 1")]
    #expect(throws: InventoryError.storedValueOutOfRange(damaged)) {
      try SessionCommitPlan.count(lines: [Self.line(1, 1, expected: 1)], stock: [1: damaged], zeroing: [])
    }
  }

  @Test func aReceiveAddsEveryLineAndARemoveTakesItOutSkippingLinesOfZero() throws {
    let lines = [Self.line(1, 3), Self.line(2, 0), Self.line(3, 1)]
    let stock = Self.stock([1: 5, 2: 5, 3: 5])
    let received = try SessionCommitPlan.batch(sessionID: 9, kind: .receive, lines: lines, stock: stock)
    #expect(received.map(\.to) == [8, 6] && received.map(\.reason) == [.receive, .receive])
    let removed = try SessionCommitPlan.batch(sessionID: 9, kind: .remove, lines: lines, stock: stock)
    #expect(removed.map(\.to) == [2, 4] && removed.map(\.reason) == [.remove, .remove])
  }

  @Test func aRemoveTooBigForTheStockNamesEveryShortItemAndWhatIsThere() throws {
    let lines = [Self.line(2, 9), Self.line(1, 4), Self.line(3, 1)]
    #expect(
      throws: StockSessionError.insufficientStock(
        id: 9,
        [
          .init(itemID: 1, itemName: "Item 1", requested: 4, inStock: 3),
          .init(itemID: 2, itemName: "Item 2", requested: 9, inStock: 0),
        ])
    ) {
      try SessionCommitPlan.batch(sessionID: 9, kind: .remove, lines: lines, stock: Self.stock([1: 3, 2: 0, 3: 5]))
    }
    #expect(
      throws: StockSessionError.overMaximum(
        id: 9, [.init(itemID: 1, itemName: "Item 1", requested: 2, inStock: StockLimits.maximumQuantity)])
    ) {
      try SessionCommitPlan.batch(
        sessionID: 9, kind: .receive, lines: [Self.line(1, 2)], stock: Self.stock([1: StockLimits.maximumQuantity]))
    }
  }

  @Test func unknownCodesBlockACommitAndAreNamed() throws {
    let code = SessionLine(
      key: .code("123"), itemName: nil, price: nil, code: "0123", quantity: 2, expected: nil, stations: [],
      lastEntryAt: Date(timeIntervalSince1970: 0))
    #expect(throws: StockSessionError.unresolvedCodes(id: 4, codes: ["0123"])) {
      try SessionCommitPlan.checkResolved(sessionID: 4, lines: [Self.line(1, 1), code])
    }
    try SessionCommitPlan.checkResolved(sessionID: 4, lines: [Self.line(1, 1)])
  }
}
