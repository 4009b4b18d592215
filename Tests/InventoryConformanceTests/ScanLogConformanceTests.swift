import Foundation
import InventoryCore
import Testing

/// One scan log, whatever the scan went into: a stock session's scans, the ones it refused, and codes that only
/// filled a field are in History beside ordinary scans (issue 19: History left them out).
@Suite("Inventory conformance: one scan log")
struct ScanLogConformanceTests {
  @Test(arguments: Backend.all)
  func scansIntoASessionAreLoggedWithWhereTheyWent(backend: Backend) throws {
    // Given a receive session
    let store = try backend.open()
    let tea = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 1).id)
    let receive = try store.inventory.startSession(kind: .receive)

    // When Tea is scanned twice, an unknown code once, and a number keyed
    try store.inventory.addToSession(id: receive.id, code: try ProductCode("4006381333931"), source: .usbScanner)
    try store.inventory.addToSession(id: receive.id, code: try ProductCode("4006381333931"), source: .usbScanner)
    try store.inventory.addToSession(id: receive.id, code: try ProductCode("5012345678900"), source: .camera)
    try store.inventory.addToSession(id: receive.id, itemID: tea, quantity: 5)

    // Then the three scans are in the scan log, newest first, saying where they went; the keyed number is not
    let scans = try store.inventory.scans()
    #expect(scans.map(\.outcome) == [.session, .session, .session])
    #expect(scans.map(\.code) == ["5012345678900", "4006381333931", "4006381333931"])
    #expect(scans[0].detail == "into receive #\(receive.id): unknown code, kept to resolve (1 so far)")
    #expect(scans[1].detail == "into receive #\(receive.id): Tea +1, received 2 so far")
    #expect(scans[1].itemID == tea && scans[1].source == .usbScanner && scans[1].station == "till")
    #expect(scans[0].source == .camera)
  }

  @Test(arguments: Backend.all)
  func aScanTheSessionRefusedIsLoggedAndAScanRolledBackIsNot(backend: Backend) throws {
    // Given a count of the category Office, which does not cover Tea
    let store = try backend.open()
    let office = try #require(try store.inventory.addCategory(named: "Office", color: nil).id)
    try store.add("Tea", barcode: "4006381333931", quantity: 1)
    let count = try store.inventory.startSession(kind: .count, scope: SessionScope(category: .category(office)))

    // When Tea is scanned (refused inside the store's transaction) and the front end logs the refusal
    #expect(throws: StockSessionError.self) {
      try store.inventory.addToSession(id: count.id, code: try ProductCode("4006381333931"))
    }
    let afterRollback = try store.inventory.scans()
    store.inventory.logRefusedSessionScan(
      "4006381333931", symbology: .ean13, source: .usbScanner, session: count, invalid: false,
      reason: "outside the count's scope")
    store.inventory.logRefusedSessionScan(
      "4006381333932", symbology: nil, source: .keyboard, session: count, invalid: true,
      reason: "check digit should be 1, found 2")

    // Then nothing was logged by the refused transaction, and the two refusals are, in words
    #expect(afterRollback.isEmpty)
    let scans = try store.inventory.scans()
    #expect(scans.map(\.outcome) == [.invalid, .refused])
    #expect(scans[0].detail == "not added to count #\(count.id): check digit should be 1, found 2")
    #expect(scans[1].detail == "not added to count #\(count.id): outside the count's scope")
    #expect(scans[1].symbology == "ean13" || scans[1].symbology == Symbology.ean13.rawValue)
  }

  @Test(arguments: Backend.all)
  func aLoggedScanIsCleanedAndCutToTheLimit(backend: Backend) throws {
    let store = try backend.open()
    let long = String(repeating: "7", count: 3_000)
    try store.inventory.logScan(
      ScanRecord(code: " \u{1B}[2Jabc\n", symbology: nil, source: .usbScanner, outcome: .filled, detail: "filled"))
    try store.inventory.logScan(
      ScanRecord(code: long, symbology: nil, source: .usbScanner, outcome: .refused, detail: long))

    let scans = try store.inventory.scans()
    #expect(scans[1].code.unicodeScalars.allSatisfy { $0.value >= 0x20 } && scans[1].code.hasSuffix("abc"))
    #expect(scans[1].outcome == .filled && scans[1].station == "till")
    #expect(scans[0].code.count == ScanRecord.maximumLoggedCharacters)
    #expect(scans[0].detail.count == ScanRecord.maximumLoggedCharacters)
  }
}
