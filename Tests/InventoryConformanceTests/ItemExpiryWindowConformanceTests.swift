import Foundation
import InventoryCore
import Testing

/// An item's own expiry window on both stores (issue 23): its lots are due by it in the expiring lots and in
/// expiry alerts, other items' by the global window, and a window for every item (`--within`) overrides it.
@Suite("Inventory conformance: an item's own expiry window")
struct ItemExpiryWindowConformanceTests {
  /// 14 days from 2026-11-28.
  static let window = ExpiryWindow(today: "2026-11-28", through: "2026-12-12")

  /// Milk (warn 3 days before) and Aspirin (30 days, a slow seller), each with a lot expiring 2026-12-05 and one
  /// 2026-12-20; Tea has no window of its own and the same lots.
  private func stock(_ store: Store) throws -> (milk: Int64, aspirin: Int64, tea: Int64) {
    let lots = try store.lots()
    let ids = try ["Milk", "Aspirin", "Tea"].map { try #require(try store.add($0).id) }
    for id in ids {
      for (batch, expiry) in [("DEC05", "2026-12-05"), ("DEC20", "2026-12-20")] {
        try lots.adjustQuantity(
          itemID: id, by: 1, lot: LotDetails(batch: batch, expiry: expiry), reason: .manual, source: .cli)
      }
    }
    try lots.setItemExpiryWindow(ofItem: ids[0], days: 3)
    try lots.setItemExpiryWindow(ofItem: ids[1], days: 30)
    return (ids[0], ids[1], ids[2])
  }

  @Test(arguments: Backend.all)
  func expiringLotsAreDueByTheirItemsOwnWindowElseTheGlobalOne(backend: Backend) throws {
    let store = try backend.open()
    let (milk, aspirin, tea) = try stock(store)
    let lots = try store.lots()
    #expect(try lots.itemExpiryWindow(ofItem: milk) == 3)
    #expect(try lots.itemExpiryWindow(ofItem: tea) == nil)
    let due = try lots.expiringLots(in: Self.window).map { "\($0.itemName) \($0.details.batch ?? "")" }
    // Milk's 2026-12-05 is 7 days away, beyond its 3; Aspirin's 2026-12-20 is within its 30; Tea's by the 14.
    #expect(due.sorted() == ["Aspirin DEC05", "Aspirin DEC20", "Tea DEC05"])
    // A window for every item (stockroom expiring --within 14d) overrides the items' own.
    let forEvery = ExpiryWindow(today: "2026-11-28", through: "2026-12-12", forEveryItem: true)
    #expect(
      try lots.expiringLots(in: forEvery).map(\.itemName).sorted() == ["Aspirin", "Milk", "Tea"])
    // Back to the global window: Milk's lot is due again, Aspirin's later one no longer.
    try lots.setItemExpiryWindow(ofItem: milk, days: nil)
    try lots.setItemExpiryWindow(ofItem: aspirin, days: nil)
    #expect(try lots.expiringLots(in: Self.window).map(\.itemName).sorted() == ["Aspirin", "Milk", "Tea"])
  }

  @Test(arguments: Backend.all)
  func expiryAlertsAreRaisedByTheItemsOwnWindow(backend: Backend) throws {
    let store = try backend.open()
    _ = try stock(store)
    let alerts = try store.alerts()
    #expect(try alerts.expiryAlertsAreDue(within: Self.window))
    #expect(try alerts.raiseExpiryAlerts(within: Self.window) == 3)
    let raised = try alerts.alerts(openOnly: true, limit: 20).filter { $0.kind == .expiring }
    #expect(
      raised.map { "\($0.itemName) \($0.lotBatch ?? "")" }.sorted() == ["Aspirin DEC05", "Aspirin DEC20", "Tea DEC05"])
    #expect(try !alerts.expiryAlertsAreDue(within: Self.window), "each raised once")
  }

  @Test(arguments: Backend.all)
  func aWindowOutsideTheLimitsIsRefusedByTheCoreAndTheDatabase(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Milk").id)
    let lots = try store.lots()
    #expect(throws: InventoryError.self) { try lots.setItemExpiryWindow(ofItem: id, days: 3651) }
    #expect(throws: InventoryError.self) { try lots.setItemExpiryWindow(ofItem: id, days: -1) }
    #expect(throws: InventoryError.self) { try lots.setItemExpiryWindow(ofItem: id + 1000, days: 3) }
    try lots.setItemExpiryWindow(ofItem: id, days: 3650)
    #expect(try lots.itemExpiryWindow(ofItem: id) == 3650)
    #expect(throws: (any Error).self, "the database's CHECK") {
      try store.sql("UPDATE item SET expiry_window_days = 3651 WHERE id = \(id)")
    }
    #expect(try lots.itemExpiryWindow(ofItem: id) == 3650)
  }
}
