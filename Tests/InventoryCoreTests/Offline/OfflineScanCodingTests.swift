import Foundation
import InventoryCore
import Testing

/// The offline journal keeps each scan as JSON: journals written before `ScanRequest` existed are read as they
/// were, and what is written now comes back whole.
@Suite("Offline scans as the journal keeps them")
struct OfflineScanCodingTests {
  @Test func aScanWrittenByTheFormatBeforeIsRead() throws {
    // As the synthesized coding wrote it: flat keys, no policy, quality or location
    let json = """
      {"id":"7B1E2C5A-0D7E-4A0E-9C51-0E1D6B3A9F10","text":"(01)09506000134352","symbology":"CODE-128",
       "source":"usb-scanner","mode":"remove","quantity":3,"gs1Declared":false,"gs1Separator":"|",
       "time":786000000,"station":"till"}
      """
    let scan = try JSONDecoder().decode(OfflineScan.self, from: Data(json.utf8))
    #expect(scan.id.uuidString == "7B1E2C5A-0D7E-4A0E-9C51-0E1D6B3A9F10")
    #expect(
      scan.request
        == ScanRequest(
          "(01)09506000134352", symbology: .code128, source: .usbScanner, mode: .remove, quantity: 3,
          gs1: .detect(separator: "|")))
    #expect(scan.time == Date(timeIntervalSinceReferenceDate: 786_000_000) && scan.station == "till")
    #expect(scan.sessionEntry == nil)
  }

  @Test func aScanComesBackWhole() throws {
    let quality = ScanQualityFigures(overall: 0.5, sharpness: 0.25, contrast: 1, brightness: 0.75, confidence: 0.125)
    let scan = OfflineScan(
      request: ScanRequest(
        "4006381333931", source: .camera, quality: quality, policy: .ask, mode: .lookUp, quantity: 2, gs1: .declared,
        locationID: 42),
      time: Date(timeIntervalSinceReferenceDate: 1_000), station: "back room",
      sessionEntry: OfflineSessionEntry(sessionID: 7, itemID: nil, outsideScope: .include))
    let decoded = try JSONDecoder().decode(OfflineScan.self, from: JSONEncoder().encode(scan))
    #expect(decoded == scan)
  }
}
