import Foundation
import InventoryCore
import Testing

/// Scans: what a scan does in each mode and policy, offers answered or cancelled, every scan in history.
@Suite("Inventory conformance: scans")
struct ScanConformanceTests {
  static let beans = "4006381333931"

  @Test(arguments: Backend.all)
  func autoAddsRemovesAndLooksUpAndHistoryKeepsEveryScan(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Coffee beans", barcode: Self.beans, quantity: 4)
    let added = try store.inventory.recordScan(ScanRequest(Self.beans, source: .usbScanner))
    guard case .applied(let change, _) = added else { throw Unexpected(added) }
    #expect(change.from == 4 && change.to == 5)
    let removed = try store.inventory.recordScan(ScanRequest(Self.beans, source: .camera, mode: .remove, quantity: 2))
    guard case .applied(let out, _) = removed else { throw Unexpected(removed) }
    #expect(out.to == 3)
    let looked = try store.inventory.recordScan(ScanRequest(Self.beans, source: .keyboard, mode: .lookUp))
    guard case .lookedUp(let item, _) = looked else { throw Unexpected(looked) }
    #expect(item.quantity == 3)
    let kinds = try store.inventory.scans().map(\.outcome)
    #expect(kinds == [.lookedUp, .decremented, .incremented])
  }

  @Test(arguments: Backend.all)
  func unknownInvalidAndRefusedScansChangeNothingButAreKept(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Coffee beans", barcode: Self.beans, quantity: 1)
    let unknown = try store.inventory.recordScan(ScanRequest("5901234123457", source: .camera))
    guard case .unknown(let code) = unknown else { throw Unexpected(unknown) }
    #expect(code.text == "5901234123457")
    let invalid = try store.inventory.recordScan(ScanRequest("4006381333932", source: .keyboard))
    guard case .invalid(_, let error) = invalid else { throw Unexpected(invalid) }
    #expect(error == .wrongCheckDigit(.ean13, expected: "1", found: "2"))
    let refused = try store.inventory.recordScan(ScanRequest(Self.beans, source: .camera, mode: .remove, quantity: 2))
    #expect(refused.isTooLittleStock)
    #expect(try store.inventory.findItem(Self.beans).quantity == 1)
    #expect(try store.inventory.scans().map(\.outcome) == [.refused, .invalid, .unknown])
  }

  @Test(arguments: Backend.all)
  func askOffersAndTheAnswerAppliesOrCancels(backend: Backend) throws {
    let store = try backend.open()
    let beans = try store.add("Coffee beans", barcode: Self.beans, quantity: 4)
    let offered = try store.inventory.recordScan(ScanRequest(Self.beans, source: .camera, policy: .ask))
    guard case .offered(_, let code, let scanID) = offered else { throw Unexpected(offered) }
    #expect(try store.inventory.findItem(Self.beans).quantity == 4, "nothing before the answer")
    #expect(try store.inventory.scans().first?.outcome == .offered)
    let answered = try store.inventory.answerOffer(
      scanIDs: [scanID], itemID: try #require(beans.id), code: code, delta: 1, source: .camera)
    guard case .applied(let change, _) = answered else { throw Unexpected(answered) }
    #expect(change.to == 5)
    #expect(try store.inventory.scans().first?.outcome == .incremented)

    let again = try store.inventory.recordScan(ScanRequest(Self.beans, source: .camera, policy: .ask))
    guard case .offered(_, _, let second) = again else { throw Unexpected(again) }
    try store.inventory.cancelOffer(scanIDs: [second], itemName: "Coffee beans", delta: 1)
    #expect(try store.inventory.scans().first?.outcome == .cancelled)
    #expect(try store.inventory.findItem(Self.beans).quantity == 5)
  }

  @Test(arguments: Backend.all)
  func aGS1CodeFindsItsItemByGTINAndItsCountIsTheQuantity(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Milk", barcode: "09506000134352", quantity: 0)
    let outcome = try store.inventory.recordScan(
      ScanRequest("(01)09506000134352(17)261231(10)ABC123(30)12", source: .camera))
    guard case .applied(let change, _) = outcome else { throw Unexpected(outcome) }
    #expect(change.to == 12)
    let scan = try #require(try store.inventory.scans().first)
    #expect(scan.gs1?.expiry == "2026-12-31" && scan.gs1?.batch == "ABC123")
  }

  @Test(arguments: Backend.all)
  func scansAfterAnIdAreTheNewerOnesOldestFirst(backend: Backend) throws {
    let store = try backend.open()
    let before = try store.inventory.newestScanID()
    try store.station("back room").recordScan(ScanRequest("5901234123457", source: .camera))
    try store.station("back room").recordScan(ScanRequest("4006381333931", source: .camera))
    #expect(try store.inventory.scans(after: before).map(\.code) == ["5901234123457", "4006381333931"])
  }
}

/// A scan outcome the test did not expect, described.
struct Unexpected: Error, CustomStringConvertible {
  let description: String
  init(_ outcome: ScanOutcome) { description = "unexpected outcome: \(outcome)" }
}
