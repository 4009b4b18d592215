import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// A GS1 code finds its item by the GTIN, keeps what else it says with the scan, and a count scans that many.
@Suite struct GS1ScanRecordingTests {
  static let gs = "\u{1D}"

  @Test func aGS1DataMatrixFindsTheItemByItsGTINAndKeepsExpiryAndBatch() throws {
    let inventory = try TestInventory()
    try inventory.add("Aspirin", barcode: "9506000134352", quantity: 4)
    let text = "0109506000134352" + "17261231" + "10ABC123"
    let result = try inventory.service.recordScan(
      ScanRequest(text, symbology: .dataMatrix, source: .camera, gs1: .declared))
    guard case .applied(let change, let code) = result else { Issue.record("expected applied, got \(result)"); return }
    #expect((change.from, change.to) == (4, 5))
    #expect(code.text == "9506000134352")
    let scan = try #require(try inventory.service.scans().first)
    #expect(scan.gs1?.expiry == "2026-12-31")
    #expect(scan.gs1?.batch == "ABC123")
    #expect(scan.gs1?.gtin == "09506000134352")
    #expect(scan.gs1?.elementString == "(01)09506000134352(17)261231(10)ABC123")
  }

  @Test func aCountScansThatManyUnits() throws {
    let inventory = try TestInventory()
    try inventory.add("Screws box", barcode: "036000291452", quantity: 0)
    // (02) the units' GTIN (a UPC-A in 14 digits), (37) twelve of them.
    let result = try inventory.service.recordScan(
      ScanRequest(
        "0200036000291452" + "3712", source: .usbScanner, gs1: .detect(separator: nil)))
    // Digits alone are never taken for GS1: the USB scanner has to send an AIM prefix or a separator.
    if case .applied = result { Issue.record("digits alone were taken as GS1: \(result)") }
    let prefixed = try inventory.service.recordScan(
      ScanRequest(
        "]C1" + "0200036000291452" + "3712", source: .usbScanner, gs1: .detect(separator: nil)))
    guard case .applied(let change, _) = prefixed else { Issue.record("expected applied, got \(prefixed)"); return }
    #expect((change.from, change.to) == (0, 12))
    #expect(try inventory.service.scans().first?.gs1?.count == 12)
  }

  @Test func aScannerSubstituteSeparatorIsUnderstoodWhenSet() throws {
    let inventory = try TestInventory()
    try inventory.add("Aspirin", barcode: "9506000134352", quantity: 1)
    let typed = "0109506000134352" + "10LOT7|" + "17270100"
    let result = try inventory.service.recordScan(ScanRequest(typed, source: .usbScanner, gs1: .detect(separator: "|")))
    guard case .applied(let change, _) = result else { Issue.record("expected applied, got \(result)"); return }
    #expect(change.to == 2)
    let scan = try #require(try inventory.service.scans().first)
    #expect(scan.gs1?.batch == "LOT7")
    #expect(scan.gs1?.expiry == "2027-01-31")  // day 00: the month's last day
  }

  @Test func aWrongElementStringIsRefusedInWordsAndChangesNothing() throws {
    let inventory = try TestInventory()
    try inventory.add("Aspirin", barcode: "9506000134352", quantity: 3)
    let result = try inventory.service.recordScan(
      ScanRequest(
        "0109506000134352" + "17261331", source: .camera, gs1: .declared))
    guard case .invalid(_, let error) = result else { Issue.record("expected invalid, got \(result)"); return }
    #expect(error.description == "GS1 data: AI 17: month 13")
    #expect(try inventory.service.items().first?.quantity == 3)
    #expect(try inventory.service.scans().first?.detail == "GS1 data: AI 17: month 13")
  }

  @Test func aDigitalLinkQRFindsTheItem() throws {
    let inventory = try TestInventory()
    try inventory.add("Aspirin", barcode: "9506000134352", quantity: 0)
    let result = try inventory.service.recordScan(
      ScanRequest(
        "https://id.gs1.org/01/09506000134352/10/ABC?17=261231", symbology: .qr, source: .camera))
    guard case .applied(let change, _) = result else { Issue.record("expected applied, got \(result)"); return }
    #expect(change.to == 1)
    #expect(try inventory.service.scans().first?.gs1?.batch == "ABC")
  }

  @Test func aCountOfZeroIsRefused() throws {
    let inventory = try TestInventory()
    try inventory.add("Screws box", barcode: "036000291452", quantity: 5)
    let result = try inventory.service.recordScan(
      ScanRequest(
        "0200036000291452" + "370", source: .camera, gs1: .declared))
    guard case .invalid(_, let error) = result else { Issue.record("expected invalid, got \(result)"); return }
    #expect(error.description.contains("AI 37: count 0"))
  }
}
