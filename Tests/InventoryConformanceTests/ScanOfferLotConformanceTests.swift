import Foundation
import InventoryCore
import Testing

/// An offer of a GS1 scan (policy "ask"), once accepted, changes the lot the code named, as the "auto" policy
/// does: it adds to the lot or creates it, and takes from that lot rather than the first-expiring one.
@Suite("Inventory conformance: a GS1 scan's offer answered in its lot")
struct ScanOfferLotConformanceTests {
  static let milk = "09506000134352"
  static let scanned = LotDetails(batch: "ABC123", expiry: "2026-12-31")
  static let january = LotDetails(batch: "JAN", expiry: "2026-01-31")

  /// A GS1 scan of Milk with batch ABC123 and expiry 2026-12-31 under the "ask" policy, and its offer.
  static func offer(_ store: Store, mode: ScanMode = .add) throws -> (code: ProductCode, scanID: Int64) {
    let outcome = try store.inventory.recordScan(
      ScanRequest("(01)\(milk)(17)261231(10)ABC123", source: .camera, policy: .ask, mode: mode))
    guard case .offered(_, let code, let scanID) = outcome else { throw Unexpected(outcome) }
    return (code, scanID)
  }

  @Test(arguments: Backend.all)
  func anAcceptedOfferAddsToTheScannedLotOrCreatesIt(backend: Backend) throws {
    // Given Milk with 1 unit without a lot, and a GS1 scan's offer
    let store = try backend.open()
    let id = try #require(try store.add("Milk", barcode: Self.milk, quantity: 1).id)
    let first = try Self.offer(store)
    #expect(try store.lots().lots(ofItem: id).isEmpty, "nothing before the answer")
    // When it is accepted for 2 with the code's lot, and a second offer for 1
    let answered = try store.inventory.answerOffer(
      scanIDs: [first.scanID], itemID: id, code: first.code, delta: 2, source: .camera, at: nil, lot: Self.scanned)
    guard case .applied(let change, _) = answered else { throw Unexpected(answered) }
    let second = try Self.offer(store)
    try store.inventory.answerOffer(
      scanIDs: [second.scanID], itemID: id, code: second.code, delta: 1, source: .camera, at: nil, lot: Self.scanned)
    // Then the units are in that one lot, the rest as it was, and History says the offers were applied
    #expect(change.from == 1 && change.to == 3)
    #expect(try store.lotQuantities(of: id) == ["ABC123": 3])
    #expect(try store.lots().lots(ofItem: id).first?.details == Self.scanned)
    #expect(try store.inventory.item(id: id)?.quantity == 4)
    #expect(try store.inventory.movementTotal(itemID: id) == 4)
    #expect(try store.inventory.scans().prefix(2).map(\.outcome) == [.incremented, .incremented])
  }

  @Test(arguments: Backend.all)
  func anAcceptedRemovalTakesFromTheScannedLotNotTheFirstExpiring(backend: Backend) throws {
    // Given Milk in January's lot (first to expire) and in the scanned lot
    let store = try backend.open()
    let id = try #require(try store.add("Milk", barcode: Self.milk, quantity: 0).id)
    let lots = try store.lots()
    try lots.adjustQuantity(itemID: id, by: 2, lot: Self.january, reason: .manual, source: .cli)
    try lots.adjustQuantity(itemID: id, by: 3, lot: Self.scanned, reason: .manual, source: .cli)
    // When a removal scan's offer is accepted with the code's lot
    let offer = try Self.offer(store, mode: .remove)
    let answered = try store.inventory.answerOffer(
      scanIDs: [offer.scanID], itemID: id, code: offer.code, delta: -1, source: .camera, at: nil, lot: Self.scanned)
    // Then the unit came from the scanned lot
    guard case .applied(let change, _) = answered else { throw Unexpected(answered) }
    #expect(change.to == 4)
    #expect(try store.lotQuantities(of: id) == ["JAN": 2, "ABC123": 2])
  }

  @Test(arguments: Backend.all)
  func anAnswerWithALotNoLotCanHaveChangesNothing(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Milk", barcode: Self.milk, quantity: 1).id)
    let offer = try Self.offer(store)
    #expect(throws: LotError.self) {
      try store.inventory.answerOffer(
        scanIDs: [offer.scanID], itemID: id, code: offer.code, delta: 1, source: .camera, at: nil,
        lot: LotDetails(batch: "two words"))
    }
    #expect(try store.inventory.item(id: id)?.quantity == 1)
    #expect(try store.lots().lots(ofItem: id).isEmpty)
    #expect(try store.inventory.scans().first?.outcome == .offered)
  }
}
