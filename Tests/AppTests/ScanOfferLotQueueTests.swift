import InventoryCore
import SQLiteStore
import Testing

@testable import App

/// Policy "ask" with GS1 codes naming lots: a scan of the same lot adds to the offer on screen, another lot of
/// the item waits as its own offer, and each answer puts its units in its own lot.
@Suite struct ScanOfferLotQueueTests {
  /// Aspirin's GS1 code with `batch` and expiry 2026-12-31, as a USB scanner sends it (GS after the batch).
  static func typed(batch: String) -> String { "0109506000134352" + "10\(batch)\u{1D}17261231" }

  @Test func twoLotsOfOneItemWaitAsTwoOffersEachAnsweredIntoItsLot() throws {
    // Given Aspirin with 4 units without a lot
    let harness = try AppHarness(setUp: { try $0.add("Aspirin", barcode: GS1Codes.ean, quantity: 4) })
    // When lot AAA is scanned twice and lot BBB once
    harness.scan(Self.typed(batch: "AAA"))
    harness.scan(Self.typed(batch: "AAA"))
    harness.scan(Self.typed(batch: "BBB"))
    // Then AAA's offer is for 2, and BBB's waits behind it
    #expect(harness.contains("Aspirin (4 in stock): +2?"), "\(harness.dump)")
    #expect(harness.contains("1 more waiting: Aspirin"), "\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Aspirin 4 -> 6"), "\(harness.dump)")
    #expect(harness.contains("in stock): +1?"), "BBB's offer is up:\n\(harness.dump)")
    harness.press(.enter)
    #expect(harness.contains("Aspirin 6 -> 7"), "\(harness.dump)")
    // And each answer went to its own lot
    let id = try #require(try harness.service.item(for: ProductCode(GS1Codes.ean))?.id)
    let lots = try harness.service.lots(ofItem: id).map { "\($0.details.batch ?? "-") \($0.quantity)" }
    #expect(lots.sorted() == ["AAA 2", "BBB 1"])
  }
}
