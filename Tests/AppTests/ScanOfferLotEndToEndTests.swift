import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

@testable import App

/// A GS1 code typed by a USB scanner under the scan policy "ask": the accepted offer puts the unit in the lot the
/// code named, which the Expiring view then lists (the answer once left it without a lot).
@Suite("a GS1 scan's offer answered into its lot, in tmux", .serialized)
struct ScanOfferLotEndToEndTests {
  @Test("policy ask: a GS1 code's accepted offer adds to its lot, listed under Expiring")
  func anAcceptedOfferLandsInTheScannedLot() throws {
    // Given Aspirin with 4 units without a lot, policy "ask"
    let inventory = try GS1EndToEndTests.inventory(policy: .ask)
    let soon = ExpiryWindow(days: 3).through
    let session = try GS1EndToEndTests.start(inventory, camera: "/dev/video63")
    defer { session.kill() }
    // When a GS1 code with batch SOON and an expiry in 3 days is scanned and its offer accepted
    try session.sendBytes(LotsWalkThroughEndToEndTests.typed(batch: "SOON", expiry: soon))
    try session.waitFor("Aspirin (4 in stock): +1?")
    try session.press("Enter")
    try session.waitFor("Aspirin 4 -> 5")
    // Then the unit is in lot SOON
    let service = try inventory.reopened()
    let id = try #require(try service.item(for: ProductCode(GS1Codes.ean))?.id)
    #expect(try service.lots(ofItem: id).map { "\($0.details.batch ?? "-") \($0.quantity)" } == ["SOON 1"])
    // And the Expiring view lists it with its expiry
    try session.press("3")
    try session.waitFor("units to order")
    try session.press("E")
    let expiring = try session.waitFor("SOON")
    let line = try #require(expiring.first { $0.contains("SOON") }, "\(expiring.joined(separator: "\n"))")
    #expect(line.contains(soon) && line.contains("Aspirin"), "\(line)")
  }
}
