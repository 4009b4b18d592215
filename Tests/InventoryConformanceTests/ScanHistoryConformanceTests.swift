import Foundation
import InventoryCore
import Testing

/// Scan history read page by page, searched, kept per station, and cleared without touching stock.
@Suite("Inventory conformance: scan history")
struct ScanHistoryConformanceTests {
  @Test(arguments: Backend.all)
  func historyPagesNewestFirstAndIsSearchedByCodeItemAndStation(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Coffee beans", barcode: "4006381333931", quantity: 2)
    let backRoom = try store.station("back room")
    try store.inventory.recordScan(ScanRequest("4006381333931", source: .camera))
    try backRoom.recordScan(ScanRequest("5901234123457", source: .usbScanner))
    try store.inventory.recordScan(ScanRequest("4006381333931", source: .camera, mode: .lookUp))
    try backRoom.recordScan(ScanRequest("4006381333931", source: .camera, mode: .remove))
    try store.inventory.recordScan(ScanRequest("4006381333932", source: .keyboard))
    let all = try store.inventory.scans()
    #expect(all.map(\.code) == ["4006381333932", "4006381333931", "4006381333931", "5901234123457", "4006381333931"])
    #expect(try store.inventory.scans(search: "", limit: 2, before: all[0].id).map(\.id) == all[1..<3].map(\.id))
    #expect(try store.inventory.scans(search: "590123").map(\.code) == ["5901234123457"], "part of the code")
    #expect(try store.inventory.scans(search: "COFFEE").count == 3, "the item's name, any case")
    #expect(try store.inventory.scans(station: "back room").map(\.outcome) == [.decremented, .unknown])
    #expect(try store.inventory.scans(search: "coffee", station: "till").map(\.outcome) == [.lookedUp, .incremented])
    #expect(try store.inventory.scans(search: "50%_").isEmpty, "% and _ are literal")
    #expect(all.allSatisfy { $0.station == "till" || $0.station == "back room" })
  }

  @Test(arguments: Backend.all)
  func aScanKeepsItsQualitySymbologyAndSourceAndClearingLeavesStock(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Coffee beans", barcode: "4006381333931", quantity: 2)
    let quality = ScanQualityFigures(overall: 0.75, sharpness: 0.5, contrast: 0.25, brightness: 1, confidence: 0.125)
    try store.inventory.recordScan(
      ScanRequest("4006381333931", symbology: .ean13, source: .camera, quality: quality, quantity: 3))
    let scan = try #require(try store.inventory.scans().first)
    #expect(scan.quality == quality && scan.symbology == Symbology.ean13.rawValue && scan.source == .camera)
    #expect(scan.itemID == (try store.inventory.findItem("Coffee beans").id))
    #expect(try store.inventory.newestScanID() == scan.id)
    #expect(try store.inventory.clearScanHistory() == 1)
    #expect(try store.inventory.scans().isEmpty)
    #expect(try store.inventory.findItem("Coffee beans").quantity == 5)
    #expect(throws: InventoryError.self) {
      try store.inventory.recordScan(ScanRequest("4006381333931", source: .camera, quantity: 0))
    }
  }
}
