import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// recordScan says what happened, and every scan lands in history.
@Suite struct ScanRecordingTests {
  @Test func knownItemIsIncrementedUnderAutoPolicy() throws {
    let inventory = try TestInventory()
    try inventory.add("Coffee beans", barcode: "036000291452", quantity: 4)
    let result = try inventory.service.recordScan(
      ScanRequest("0036000291452", symbology: .ean13, source: .camera, policy: .auto))
    guard case .applied(let change, _) = result else { Issue.record("expected applied, got \(result)"); return }
    #expect((change.from, change.to) == (4, 5))
    #expect(change.item.name == "Coffee beans")
  }

  @Test func knownItemIsOfferedUnderAskPolicyAndNothingChanges() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("Tea", barcode: "4006381333931", quantity: 2)
    let result = try inventory.service.recordScan(ScanRequest("4006381333931", source: .usbScanner, policy: .ask))
    let scanID = try #require(try inventory.service.scans().first?.id)
    let code = try ProductCode("4006381333931")
    #expect(result == .offered(item, code: code, scanID: scanID))
    let itemID = try #require(item.id)
    #expect(try inventory.service.item(id: itemID)?.quantity == 2)
    #expect(try inventory.service.scans().first?.outcome == .offered)  // History: still waiting
    let answer = try inventory.service.answerOffer(
      scanIDs: [scanID], itemID: itemID, code: code, delta: 3, source: .usbScanner)
    guard case .applied(let change, _) = answer else { Issue.record("expected applied, got \(answer)"); return }
    #expect((change.from, change.to) == (2, 5))
    let row = try #require(try inventory.service.scans().first)
    #expect(row.outcome == .incremented && row.detail == "Tea 2 -> 5")
  }

  @Test func aCancelledOfferSaysSoInHistoryAndChangesNothing() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("Tea", barcode: "4006381333931", quantity: 2)
    try inventory.service.recordScan(ScanRequest("4006381333931", source: .keyboard, policy: .ask))
    try inventory.service.recordScan(ScanRequest("4006381333931", source: .keyboard, policy: .ask))
    let ids = try inventory.service.scans().compactMap(\.id)
    try inventory.service.cancelOffer(scanIDs: ids, itemName: item.name, delta: 2)
    let rows = try inventory.service.scans()
    #expect(rows.map(\.outcome) == [.cancelled, .cancelled])
    #expect(rows.first?.detail == "Tea: +2 cancelled, nothing changed")
    #expect(try inventory.service.findItem("4006381333931").quantity == 2)
  }

  @Test func anOfferRefusedForTheMaximumIsLoggedAsRefused() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("Bolts", barcode: "4006381333931", quantity: StockLimits.maximumQuantity)
    let result = try inventory.service.recordScan(ScanRequest("4006381333931", source: .cli, policy: .auto))
    #expect(result == .overMaximum(item, code: try ProductCode("4006381333931"), delta: 1))
    let row = try #require(try inventory.service.scans().first)
    #expect(row.outcome == .refused && row.detail.contains("would pass the maximum"), "\(row)")
  }

  @Test func unknownCodeIsReportedForTheCallerToCreate() throws {
    let inventory = try TestInventory()
    let result = try inventory.service.recordScan(ScanRequest("9780306406157", source: .keyboard))
    #expect(result == .unknown(try ProductCode("9780306406157")))
    // The ISBN-10 form of the same book finds the item once it exists.
    try inventory.add("Book", barcode: "9780306406157")
    guard case .applied = try inventory.service.recordScan(ScanRequest("0306406152", source: .keyboard)) else {
      Issue.record("ISBN-10 did not find the ISBN-13 item")
      return
    }
  }

  @Test func invalidCodeIsExplainedAndLogged() throws {
    let inventory = try TestInventory()
    let result = try inventory.service.recordScan(ScanRequest("4006381333937", source: .keyboard))
    #expect(result == .invalid(text: "4006381333937", error: .wrongCheckDigit(.ean13, expected: "1", found: "7")))
    let history = try inventory.service.scans()
    #expect(history.first?.outcome == .invalid)
    #expect(history.first?.detail == "EAN-13 check digit should be 1, found 7: probably a misread digit")
  }

  @Test func removeModeNeverGoesBelowZero() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("Milk", barcode: "5901234123457", quantity: 1)
    guard
      case .applied(let change, _) = try inventory.service.recordScan(
        ScanRequest("5901234123457", source: .camera, mode: .remove))
    else { Issue.record("expected applied"); return }
    #expect(change.to == 0)
    let second = try inventory.service.recordScan(ScanRequest("5901234123457", source: .camera, mode: .remove))
    #expect(
      second
        == .insufficientStock(
          try #require(try inventory.service.item(id: item.id!)), code: try ProductCode("5901234123457"), requested: 1))
    #expect(try inventory.service.scans().first?.outcome == .refused)
  }

  @Test func lookUpModeChangesNothing() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("Salt", barcode: "96385074", quantity: 9)
    #expect(
      try inventory.service.recordScan(ScanRequest("96385074", source: .camera, mode: .lookUp))
        == .lookedUp(item, code: try ProductCode("96385074")))
    #expect(try inventory.service.item(id: item.id!)?.quantity == 9)
  }

  @Test func historyIsSearchableAndClearingItKeepsStock() throws {
    let inventory = try TestInventory()
    try inventory.add("Olive oil", barcode: "6291041500213", quantity: 1)
    try inventory.service.recordScan(
      ScanRequest(
        "6291041500213", source: .camera,
        quality: .init(overall: 0.9, sharpness: 0.8, contrast: 0.9, brightness: 0.7, confidence: 1)))
    try inventory.service.recordScan(ScanRequest("SHELF-7", symbology: .code128, source: .camera))
    #expect(try inventory.service.scans(search: "olive").map(\.code) == ["6291041500213"])
    #expect(try inventory.service.scans(search: "shelf").count == 1)
    #expect(try inventory.service.scans().last?.quality?.overall == 0.9)
    #expect(try inventory.service.clearScanHistory() == 2)
    #expect(try inventory.service.scans().isEmpty)
    #expect(try inventory.service.findItem("6291041500213").quantity == 2)
  }
}
