import Foundation
import InventoryCore
import Testing

/// Receive and remove sessions: scans accumulate as lines (unknown codes included), are reviewed, and are
/// committed all at once or not at all.
@Suite("Inventory conformance: batch sessions")
struct BatchSessionConformanceTests {
  @Test(arguments: Backend.all)
  func aReceiveWithAnUnknownCodeIsBlockedUntilTheCodeIsResolvedThenCommitted(backend: Backend) throws {
    // Given a receive session with two scans of Tea and three of a code no item has
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 1).id)
    let batch = try store.inventory.startSession(kind: .receive, scope: .everything, note: "order 17")
    let tea = try ProductCode("4006381333931")
    let unknown = try ProductCode("9506000134352")
    try store.inventory.addToSession(id: batch.id, code: tea)
    let first = try store.inventory.addToSession(id: batch.id, code: unknown)
    try store.inventory.addToSession(id: batch.id, code: tea)
    let third = try store.inventory.addToSession(id: batch.id, code: unknown, quantity: 2)
    #expect(first.match == .unknownCode(unknown) && third.lineTotal == 3 && third.expected == nil)

    // When it is committed with the code unresolved
    #expect(throws: StockSessionError.unresolvedCodes(id: batch.id, codes: ["9506000134352"])) {
      try store.inventory.commitSession(id: batch.id)
    }
    #expect(try store.inventory.item(id: teaID)?.quantity == 1)

    // Then, once the item is created and the code resolved to it, the commit receives both
    let newID = try #require(try store.add("Aspirin").id)
    #expect(try store.inventory.resolveSessionCode(id: batch.id, code: unknown, toItem: newID) == 2)
    let lines = try store.inventory.sessionLines(id: batch.id)
    #expect(lines.map(\.title) == ["Aspirin", "Tea"] && lines.map(\.quantity) == [3, 2])
    let summary = try store.inventory.commitSession(id: batch.id)
    #expect(summary.changed.map(\.cause) == [.received, .received])
    #expect(try store.inventory.item(id: teaID)?.quantity == 3)
    #expect(try store.inventory.item(id: newID)?.quantity == 3)
    #expect(try store.inventory.movements(itemID: newID).first?.reason == .receive)

    // And each item's change is undone on its own
    let undone = try #require(try store.inventory.undo(scope: .session))
    #expect(undone.action.itemName == "Aspirin")
    #expect(try store.inventory.item(id: newID)?.quantity == 0)
    #expect(try store.inventory.item(id: teaID)?.quantity == 3)
  }

  @Test(arguments: Backend.all)
  func aScanOfAnExtraBarcodeCountsItsUnitsPerScan(backend: Backend) throws {
    // Given Tea sold singly and by the case of 12 (an extra barcode)
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", barcode: "4006381333931").id)
    let caseCode = try ProductCode("0012345678905")
    try store.inventory.addBarcode(caseCode, unitsPerScan: 12, toItem: teaID)
    let batch = try store.inventory.startSession(kind: .receive)

    // When two cases and one single are scanned
    let cases = try store.inventory.addToSession(id: batch.id, code: caseCode, quantity: 2)
    try store.inventory.addToSession(id: batch.id, code: try ProductCode("4006381333931"))

    // Then the line holds 25 units, received at commit
    #expect(cases.item?.id == teaID && cases.quantity == 24)
    #expect(try store.inventory.sessionLines(id: batch.id).map(\.quantity) == [25])
    try store.inventory.commitSession(id: batch.id)
    #expect(try store.inventory.item(id: teaID)?.quantity == 25)
  }

  @Test(arguments: Backend.all)
  func aRemoveAskingForMoreThanTheStockIsRefusedWholeAndChangesNothing(backend: Backend) throws {
    // Given a remove session taking 3 Tea (2 in stock) and 1 Coffee (5 in stock)
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", quantity: 2).id)
    let coffeeID = try #require(try store.add("Coffee", quantity: 5).id)
    let batch = try store.inventory.startSession(kind: .remove)
    try store.inventory.addToSession(id: batch.id, itemID: teaID, quantity: 3)
    try store.inventory.addToSession(id: batch.id, itemID: coffeeID, quantity: 1)

    // When it is committed
    let shortage = StockSessionError.Shortage(itemID: teaID, itemName: "Tea", requested: 3, inStock: 2)
    #expect(throws: StockSessionError.insufficientStock(id: batch.id, [shortage])) {
      try store.inventory.commitSession(id: batch.id)
    }

    // Then nothing changed and the session is still open; fixed at review, it commits
    #expect(try store.inventory.item(id: teaID)?.quantity == 2)
    #expect(try store.inventory.item(id: coffeeID)?.quantity == 5)
    #expect(try store.inventory.session(id: batch.id)?.state == .open)
    try store.inventory.setSessionLine(id: batch.id, line: .item(teaID), to: 2)
    try store.inventory.commitSession(id: batch.id)
    #expect(try store.inventory.item(id: teaID)?.quantity == 0)
    #expect(try store.inventory.item(id: coffeeID)?.quantity == 4)
    #expect(try store.inventory.movements(itemID: coffeeID).first?.reason == .remove)
  }

  @Test(arguments: Backend.all)
  func reviewSetsLinesDropsThemAndRefusesTotalsOutOfRange(backend: Backend) throws {
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea").id)
    let coffeeID = try #require(try store.add("Coffee").id)
    let batch = try store.inventory.startSession(kind: .receive)
    try store.inventory.addToSession(id: batch.id, itemID: teaID, quantity: 5)
    try store.inventory.addToSession(id: batch.id, itemID: coffeeID, quantity: 1)

    #expect(try store.inventory.setSessionLine(id: batch.id, line: .item(teaID), to: 12).quantity == 12)
    #expect(try store.inventory.removeSessionLine(id: batch.id, line: .item(coffeeID)) == 1)
    #expect(throws: StockSessionError.lineNotFound(id: batch.id, line: "item \(coffeeID)")) {
      try store.inventory.removeSessionLine(id: batch.id, line: .item(coffeeID))
    }
    #expect(throws: StockSessionError.lineOutOfRange(name: "\"Tea\"", total: Int128(StockLimits.maximumQuantity) + 12))
    {
      try store.inventory.addToSession(id: batch.id, itemID: teaID, quantity: StockLimits.maximumQuantity)
    }
    #expect(throws: InventoryError.self) {
      try store.inventory.setSessionLine(id: batch.id, line: .item(teaID), to: -1)
    }
    #expect(throws: InventoryError.self) { try store.inventory.addToSession(id: batch.id, itemID: teaID, quantity: 0) }
    #expect(try store.inventory.sessionLines(id: batch.id).map(\.quantity) == [12])
    try store.inventory.commitSession(id: batch.id)
    #expect(try store.inventory.item(id: teaID)?.quantity == 12)
    #expect(try store.inventory.item(id: coffeeID)?.quantity == 0)
  }

  @Test(arguments: Backend.all)
  func aCommittedBatchRefusesEntries(backend: Backend) throws {
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea").id)
    let batch = try store.inventory.startSession(kind: .receive)
    try store.inventory.addToSession(id: batch.id, itemID: teaID, quantity: 1)
    try store.inventory.commitSession(id: batch.id)

    #expect(throws: StockSessionError.sessionClosed(id: batch.id, kind: .receive, state: .committed)) {
      try store.station("b").addToSession(id: batch.id, code: try ProductCode("4006381333931"), quantity: 1)
    }
    #expect(try store.inventory.item(id: teaID)?.quantity == 1)
  }

  @Test(arguments: Backend.all)
  func sessionsAreListedByStateAndKindNewestFirst(backend: Backend) throws {
    let store = try backend.open()
    let count = try store.inventory.startSession(kind: .count)
    let receive = try store.inventory.startSession(kind: .receive)
    let remove = try store.station("b").startSession(kind: .remove, scope: .everything, note: "picking")
    try store.inventory.discardSession(id: receive.id)

    #expect(try store.inventory.sessions().map(\.id) == [remove.id, receive.id, count.id])
    #expect(try store.inventory.sessions(state: .open, kind: nil).map(\.id) == [remove.id, count.id])
    #expect(try store.inventory.sessions(state: nil, kind: .receive).map(\.state) == [.discarded])
    #expect(try store.inventory.session(id: remove.id)?.station == "b")
    #expect(throws: StockSessionError.self) {
      try store.inventory.startSession(kind: .receive, scope: SessionScope(search: "tea"), note: "")
    }
    #expect(throws: StockSessionError.wrongKind(id: remove.id, kind: .remove, operation: "a discrepancy report")) {
      try store.inventory.countReport(id: remove.id)
    }
  }

  @Test(arguments: Backend.all)
  func totalsAreExactWhenTwoStationsAddAtOnce(backend: Backend) throws {
    // Given one receive session and two stations scanning into it at the same time
    let store = try backend.open()
    let teaID = try #require(try store.add("Tea", barcode: "4006381333931").id)
    let batch = try store.inventory.startSession(kind: .receive)
    let stations = [store.inventory, try store.station("b")]
    let code = try ProductCode("4006381333931")
    let failures = Failures()

    // When each adds 60 scans (of 1 and 2 units) concurrently
    DispatchQueue.concurrentPerform(iterations: stations.count) { index in
      for step in 0..<60 {
        do {
          try stations[index].addToSession(id: batch.id, code: code, quantity: step.isMultiple(of: 2) ? 1 : 2)
        } catch { failures.append("\(error)") }
      }
    }

    // Then no scan is lost: 2 × (30 × 1 + 30 × 2) units, from both stations
    #expect(failures.all.isEmpty, "\(failures.all.prefix(3))")
    let line = try #require(try store.inventory.sessionLines(id: batch.id).first)
    #expect(line.quantity == 180 && line.stations == ["b", "till"])
    try store.inventory.commitSession(id: batch.id)
    #expect(try store.inventory.item(id: teaID)?.quantity == 180)
  }
}
