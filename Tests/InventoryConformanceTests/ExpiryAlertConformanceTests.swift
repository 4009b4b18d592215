import Foundation
import InventoryCore
import Testing

/// Expiry alerts on both stores: a lot holding stock whose use-by date comes within the window is alerted once,
/// the alert ends when the lot is emptied, and two senders looking at once raise one alert.
@Suite("Inventory conformance: expiry alerts")
struct ExpiryAlertConformanceTests {
  static let window = ExpiryWindow(today: "2026-11-28", through: "2026-12-12")

  @Test(arguments: Backend.all)
  func aLotComingWithinTheWindowIsAlertedOnceAndTheAlertEndsWhenItIsEmpty(backend: Backend) throws {
    let store = try backend.open()
    let lots = try store.lots()
    let alerts = try store.alerts()
    let id = try #require(try store.add("Aspirin", quantity: 5, minimum: 2).id)
    try lots.adjustQuantity(
      itemID: id, by: 3, lot: LotDetails(batch: "A1", expiry: "2026-12-05"), reason: .manual, source: .cli)
    try lots.adjustQuantity(itemID: id, by: 1, lot: LotDetails(bestBefore: "2026-11-20"), reason: .manual, source: .cli)
    try lots.adjustQuantity(
      itemID: id, by: 4, lot: LotDetails(batch: "LATER", expiry: "2027-06-01"), reason: .manual, source: .cli)
    #expect(try alerts.raiseExpiryAlerts(within: Self.window) == 2)
    #expect(try alerts.raiseExpiryAlerts(within: Self.window) == 0, "once per lot")
    let raised = try alerts.alerts(openOnly: true, limit: 10).filter { $0.kind == .expiring }
    #expect(
      raised.map(\.summary).sorted() == [
        "Aspirin: 1 unit in a lot to use by 2026-11-20", "Aspirin: 3 units of lot A1 to use by 2026-12-05",
      ])
    #expect(raised.allSatisfy { $0.itemID == id && $0.lotID != nil && $0.station == "till" && $0.sentAt == nil })
    // The claimed outbox carries them like stock alerts.
    #expect(try alerts.claimUnsentAlerts(limit: 10).filter { $0.kind == .expiring }.count == 2)
    // Emptying the expired lot (first expiring first) ends its alert; the other stays open.
    try store.inventory.adjustQuantity(itemID: id, by: -1)
    #expect(try alerts.raiseExpiryAlerts(within: Self.window) == 0)
    let open = try alerts.alerts(openOnly: true, limit: 10).filter { $0.kind == .expiring }
    #expect(open.map(\.lotBatch) == ["A1"])
    // Running out empties every lot: a stock alert is raised by the change, the lot's alert ends at the next look.
    try store.inventory.adjustQuantity(itemID: id, by: -12)
    #expect(Set(try alerts.alerts(openOnly: true, limit: 10).map(\.kind)) == [.outOfStock, .expiring])
    #expect(try alerts.raiseExpiryAlerts(within: Self.window) == 0)
    #expect(try alerts.alerts(openOnly: true, limit: 10).map(\.kind) == [.outOfStock])
  }

  @Test(arguments: Backend.all)
  func sendersLookingAtOnceRaiseOneAlertPerLot(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Milk").id)
    for day in 1...5 {
      try store.lots().adjustQuantity(
        itemID: id, by: 1, lot: LotDetails(batch: "D\(day)", expiry: "2026-12-0\(day)"), reason: .manual,
        source: .cli)
    }
    let senders = try (1...4).map { try store.alerts(station: "sender-\($0)") }
    let raised = Failures()
    DispatchQueue.concurrentPerform(iterations: senders.count) { index in
      do { raised.append(String(try senders[index].raiseExpiryAlerts(within: Self.window))) } catch {
        raised.append("error: \(error)")
      }
    }
    #expect(raised.all.compactMap(Int.init).reduce(0, +) == 5, "\(raised.all)")
    #expect(try store.alerts().alerts(openOnly: true, limit: 20).filter { $0.kind == .expiring }.count == 5)
  }
}
