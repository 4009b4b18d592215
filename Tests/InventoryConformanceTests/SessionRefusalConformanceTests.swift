import Foundation
import InventoryCore
import Testing

/// What a session refuses, and in which words, on every store: a scope or note it cannot keep, a choice or a
/// report only a count has, an item outside the count, a line or a session that is not there.
@Suite("Inventory conformance: session refusals")
struct SessionRefusalConformanceTests {
  @Test(arguments: Backend.all)
  func aBatchWithAScopeOrANoteTooLongIsNeverStarted(backend: Backend) throws {
    let store = try backend.open()
    let category = try #require(try store.inventory.addCategory(named: "Tea", color: nil).id)

    #expect(
      throws: StockSessionError.invalidText(
        what: "the scope", problem: "only a count covers a category, a search or a location; a receive takes any item")
    ) { try store.inventory.startSession(kind: .receive, scope: SessionScope(category: .category(category))) }
    let long = String(repeating: "n", count: StockSessionLimits.maximumNoteBytes + 1)
    #expect(throws: InventoryError.textTooLong(what: "the note", limit: StockSessionLimits.maximumNoteBytes)) {
      try store.inventory.startSession(kind: .count, scope: .everything, note: long)
    }
    #expect(try store.inventory.sessions().isEmpty)
    let started = try store.inventory.startSession(kind: .count, scope: .everything, note: "  shelf A \n")
    #expect(started.note == "shelf A" && started.state == .open && started.station == "till")
  }

  @Test(arguments: Backend.all)
  func onlyACountHasChoicesForUncountedItemsAndADiscrepancyReport(backend: Backend) throws {
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", quantity: 4).id)
    let receive = try store.inventory.startSession(kind: .receive)

    #expect(
      throws: StockSessionError.wrongKind(
        id: receive.id, kind: .receive, operation: "choosing what happens to uncounted items")
    ) { try store.inventory.setUncountedChoice(id: receive.id, itemID: teaID, to: .setToZero) }
    #expect(throws: StockSessionError.wrongKind(id: receive.id, kind: .receive, operation: "a discrepancy report")) {
      try store.inventory.countReport(id: receive.id)
    }
  }

  @Test(arguments: Backend.all)
  func aChoiceForAnItemOutsideTheCountOrInAClosedCountIsRefused(backend: Backend) throws {
    // Given a count of the category Tea, and Coffee outside it
    let store = try backend.open()
    let category = try #require(try store.inventory.addCategory(named: "Tea", color: nil).id)
    let teaID = try #require(try store.add("Green tea", quantity: 4, category: category).id)
    let coffeeID = try #require(try store.add("Coffee", quantity: 2).id)
    let count = try store.inventory.startSession(kind: .count, scope: SessionScope(category: .category(category)))

    // Then Coffee takes no choice, Tea does, and once the count is discarded neither does
    #expect(throws: StockSessionError.notInScope(id: count.id, itemName: "Coffee")) {
      try store.inventory.setUncountedChoice(id: count.id, itemID: coffeeID, to: .setToZero)
    }
    try store.inventory.setUncountedChoice(id: count.id, itemID: teaID, to: .setToZero)
    #expect(try store.inventory.countReport(id: count.id).notCounted.map(\.isChosen) == [true])
    try store.inventory.discardSession(id: count.id)
    #expect(throws: StockSessionError.sessionClosed(id: count.id, kind: .count, state: .discarded)) {
      try store.inventory.setUncountedChoice(id: count.id, itemID: nil, to: .leave)
    }
  }

  @Test(arguments: Backend.all)
  func aSessionOrALineThatIsNotThereIsNamed(backend: Backend) throws {
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", quantity: 4).id)
    let receive = try store.inventory.startSession(kind: .receive)
    let missing = receive.id + 100

    #expect(try store.inventory.session(id: missing) == nil)
    let notFound = StockSessionError.sessionNotFound(id: missing)
    #expect(throws: notFound) { try store.inventory.sessionLines(id: missing) }
    #expect(throws: notFound) { try store.inventory.countReport(id: missing) }
    #expect(throws: notFound) { try store.inventory.commitSession(id: missing) }
    #expect(throws: notFound) { try store.inventory.discardSession(id: missing) }
    #expect(throws: StockSessionError.lineNotFound(id: receive.id, line: SessionLineKey.item(teaID).description)) {
      try store.inventory.removeSessionLine(id: receive.id, line: .item(teaID))
    }
    let code = try ProductCode("0036000291452")
    #expect(
      throws: StockSessionError.lineNotFound(id: receive.id, line: SessionLineKey.code(code.key).description)
    ) { try store.inventory.resolveSessionCode(id: receive.id, code: code, toItem: teaID) }
  }
}
