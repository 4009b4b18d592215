import Foundation
import InventoryCore
import Testing

/// A count of a category or a search counts only what it covers: an item outside it is refused unless included
/// on purpose, and then marked wherever the count's lines are read (issue 19: a Drinks item scanned in a count of
/// Office was set from 37 to 1 with no warning).
@Suite("Inventory conformance: a count's scope")
struct CountScopeConformanceTests {
  @Test(arguments: Backend.all)
  func aScanOutsideACategoryCountIsRefusedAndChangesNothing(backend: Backend) throws {
    // Given a count of Office, and Coca-Cola (Drinks, 37 in stock)
    let store = try backend.open()
    let office = try #require(try store.inventory.addCategory(named: "Office", color: nil).id)
    let drinks = try #require(try store.inventory.addCategory(named: "Drinks", color: nil).id)
    try store.add("Stapler", barcode: "4006381333931", quantity: 4, category: office)
    let cola = try #require(
      try store.add("Coca-Cola 33cl", barcode: "5000112637922", quantity: 37, category: drinks).id)
    let count = try store.inventory.startSession(kind: .count, scope: SessionScope(category: .category(office)))

    // When Coca-Cola is scanned into the count, and keyed into it
    #expect(
      throws: StockSessionError.outsideScope(id: count.id, itemName: "Coca-Cola 33cl", scope: "category Office")
    ) {
      try store.inventory.addToSession(id: count.id, code: try ProductCode("5000112637922"))
    }
    #expect(throws: StockSessionError.self) { try store.inventory.addToSession(id: count.id, itemID: cola) }
    try store.inventory.addToSession(id: count.id, code: try ProductCode("4006381333931"))
    try store.inventory.commitSession(id: count.id)

    // Then it has no line and the commit left it alone
    #expect(try store.inventory.item(id: cola)?.quantity == 37)
    #expect(try store.inventory.movements(itemID: cola).count == 1)
  }

  @Test(arguments: Backend.all)
  func anItemIncludedOnPurposeIsMarkedOutsideTheScopeAndNotAskedAgain(backend: Backend) throws {
    // Given a count of items matching "tea", and Coffee included on purpose
    let store = try backend.open()
    let tea = try #require(try store.add("Green tea", quantity: 5).id)
    let coffee = try #require(try store.add("Coffee", barcode: "5000112637922", quantity: 9).id)
    let count = try store.inventory.startSession(kind: .count, scope: SessionScope(search: "tea"))
    let code = try ProductCode("5000112637922")
    try store.inventory.addToSession(id: count.id, code: code, quantity: 1, source: .keyboard, outsideScope: .include)

    // When it is scanned again (from another station too) and Green tea counted
    try store.inventory.addToSession(id: count.id, code: code)
    try store.station("b").addToSession(id: count.id, code: code)
    try store.inventory.addToSession(id: count.id, itemID: tea, quantity: 5)

    // Then its line holds all three scans and is marked; the tea's is not
    let lines = try store.inventory.countReport(id: count.id).lines
    let coffeeLine = try #require(lines.first { $0.itemID == coffee })
    #expect(coffeeLine.quantity == 3 && coffeeLine.isOutsideScope)
    #expect(lines.first { $0.itemID == tea }?.isOutsideScope == false)
    #expect(try store.inventory.sessionLines(id: count.id).filter(\.isOutsideScope).map(\.itemID) == [coffee])
    let csv = String(
      decoding: CountReportCSVWriter.data(for: try store.inventory.countReport(id: count.id)), as: UTF8.self)
    #expect(
      csv.contains("counted,\(coffee),Coffee,5000112637922,9,3,-6,,till; b,,yes\r\n")
        || csv.contains(
          "counted,\(coffee),Coffee,5000112637922,9,3,-6,,b; till,,yes\r\n")
    )
  }

  @Test(arguments: Backend.all)
  func batchesAndCountsOfEverythingTakeAnyItem(backend: Backend) throws {
    let store = try backend.open()
    let drinks = try #require(try store.inventory.addCategory(named: "Drinks", color: nil).id)
    let cola = try #require(try store.add("Coca-Cola 33cl", quantity: 37, category: drinks).id)
    let count = try store.inventory.startSession(kind: .count)
    let receive = try store.inventory.startSession(kind: .receive)

    try store.inventory.addToSession(id: count.id, itemID: cola, quantity: 2)
    try store.inventory.addToSession(id: receive.id, itemID: cola, quantity: 2)

    #expect(try store.inventory.sessionLines(id: count.id).map(\.isOutsideScope) == [false])
    #expect(try store.inventory.sessionLines(id: receive.id).map(\.isOutsideScope) == [false])
  }

  @Test(arguments: Backend.all)
  func theCountReportNamesEachItemsBarcode(backend: Backend) throws {
    // Given a count with a counted item and an uncounted one, both with barcodes
    let store = try backend.open()
    let tea = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 4).id)
    try store.add("Coffee", barcode: "5000112637922", quantity: 2)
    let count = try store.inventory.startSession(kind: .count)
    try store.inventory.addToSession(id: count.id, itemID: tea, quantity: 4)

    // When its report is written as CSV
    let report = try store.inventory.countReport(id: count.id)
    let csv = String(decoding: CountReportCSVWriter.data(for: report), as: UTF8.self)

    // Then the code column holds each item's barcode
    #expect(report.lines.first?.code == "4006381333931")
    #expect(report.notCounted.first?.code == "5000112637922")
    #expect(csv.contains("counted,\(tea),Tea,4006381333931,4,4,0,,till,,\r\n"))
    #expect(csv.contains(",Coffee,5000112637922,2,,0,,,leave,\r\n"))
  }

  @Test(arguments: Backend.all)
  func aLineTypedTenTimesWhatItsScansAddedIsFlagged(backend: Backend) throws {
    // Given a receive of 3 scans of Beans, and Tea keyed with no scan
    let store = try backend.open()
    let beans = try #require(try store.add("Beans", barcode: "4006381333931", quantity: 1).id)
    let tea = try #require(try store.add("Tea", quantity: 1).id)
    let receive = try store.inventory.startSession(kind: .receive)
    for _ in 0..<3 { try store.inventory.addToSession(id: receive.id, code: try ProductCode("4006381333931")) }
    try store.inventory.addToSession(id: receive.id, itemID: tea, quantity: 40)

    // When the Beans line is set to 4 (fine), then to 30 (a slip: 3 typed after a pre-filled 3)
    try store.inventory.setSessionLine(id: receive.id, line: .item(beans), to: 4)
    let plausible = try #require(try store.inventory.sessionLines(id: receive.id).first { $0.itemID == beans })
    try store.inventory.setSessionLine(id: receive.id, line: .item(beans), to: 30)
    let lines = try store.inventory.sessionLines(id: receive.id)

    // Then only the 30 is flagged; a line typed alone is not
    #expect(plausible.scanned == 3 && !plausible.isFarAboveItsScans)
    #expect(lines.first { $0.itemID == beans }?.isFarAboveItsScans == true)
    #expect(lines.first { $0.itemID == tea }?.isFarAboveItsScans == false)
  }
}
