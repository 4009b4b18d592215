import Foundation
import InventoryCore
import Testing

/// Stock alerts on both stores: raised once per crossing in the change's own transaction, ended when the item
/// recovers, one for stations crossing at once, and an outbox a sender drains without sending one twice.
@Suite("Inventory conformance: stock alerts")
struct StockAlertConformanceTests {
  @Test(arguments: Backend.all)
  func anAlertIsRaisedOncePerCrossingAndEndsWhenTheItemRecovers(backend: Backend) throws {
    let store = try backend.open()
    let alerts = try store.alerts()
    let id = try #require(try store.add("Tea", quantity: 6, minimum: 5).id)
    try store.inventory.adjustQuantity(itemID: id, by: -2)
    try store.inventory.adjustQuantity(itemID: id, by: -1)
    #expect(
      try alerts.alerts(openOnly: true, limit: 10).map(\.summary) == ["Tea is below its minimum: 4 left, minimum 5"])
    try store.inventory.adjustQuantity(itemID: id, by: 5)
    #expect(try alerts.alerts(openOnly: true, limit: 10).isEmpty, "recovered")
    try store.inventory.recordScan(ScanRequest("Tea", source: .keyboard))  // a name is no code: nothing changes
    try store.inventory.adjustQuantity(itemID: id, by: -5)
    try store.inventory.adjustQuantity(itemID: id, by: -3)
    let all = try alerts.alerts(openOnly: false, limit: 10)
    #expect(all.map(\.kind) == [.outOfStock, .belowMinimum, .belowMinimum], "crossed again, then ran out")
    #expect(all.map(\.isOpen) == [true, true, false])
    #expect(all.allSatisfy { $0.station == "till" && $0.itemID == id && $0.sentAt == nil })
  }

  @Test(arguments: Backend.all)
  func aRefusedChangeRaisesNothingAndEditsUndoAndDeletionCrossToo(backend: Backend) throws {
    let store = try backend.open()
    let alerts = try store.alerts()
    let tea = try store.add("Tea", quantity: 6, minimum: 5)
    let id = try #require(tea.id)
    #expect(throws: InventoryError.self) { try store.inventory.adjustQuantity(itemID: id, by: -7) }
    #expect(try alerts.alerts(openOnly: false, limit: 10).isEmpty, "nothing for a change that did not happen")
    var draft = ItemDraft(tea)
    draft.minimumQuantity = "8"
    try store.inventory.updateItem(id: id, with: draft, source: .keyboard)
    #expect(try alerts.alerts(openOnly: true, limit: 10).map(\.kind) == [.belowMinimum], "a raised minimum")
    try store.inventory.undo(scope: .session)
    #expect(try alerts.alerts(openOnly: true, limit: 10).isEmpty, "the minimum put back")
    try store.inventory.adjustQuantity(itemID: id, by: -6)
    #expect(try alerts.alerts(openOnly: true, limit: 10).map(\.kind) == [.outOfStock])
    try store.inventory.undo(scope: .session)
    #expect(try alerts.alerts(openOnly: true, limit: 10).isEmpty, "the removal undone")
    try store.inventory.adjustQuantity(itemID: id, by: -6)
    try store.inventory.deleteItem(id: id)
    #expect(try alerts.alerts(openOnly: true, limit: 10).isEmpty, "a deleted item's alerts end")
  }

  @Test(arguments: Backend.all)
  func stationsCrossingAtOnceRaiseOneAlert(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Screws", quantity: 20, minimum: 20).id)
    let stations = try (1...4).map { try store.station("station-\($0)") }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: stations.count) { index in
      for _ in 0..<3 {
        do { try stations[index].adjustQuantity(itemID: id, by: -1) } catch { failures.append("\(error)") }
      }
    }
    #expect(failures.all.isEmpty)
    let raised = try store.alerts().alerts(openOnly: false, limit: 10)
    #expect(raised.map(\.kind) == [.belowMinimum] && raised.first?.quantity == 19)
  }

  @Test(arguments: Backend.all)
  func theOutboxHandsEachAlertToOneSenderUntilItIsSent(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea", quantity: 1, minimum: 1).id)
    try store.inventory.adjustQuantity(itemID: id, by: -1)
    let first = try store.alerts(station: "sender-1")
    let second = try store.alerts(station: "sender-2")
    let claimed = try first.claimUnsentAlerts(limit: 10)
    #expect(claimed.map(\.kind) == [.outOfStock])
    #expect(try second.claimUnsentAlerts(limit: 10).isEmpty, "claimed by the first sender")
    let alertID = try #require(claimed.first?.id)
    try first.markAlertFailed(
      id: alertID, failure: "exit 1: " + String(repeating: "x", count: 5_000), retryAfterSeconds: 0)
    let again = try second.claimUnsentAlerts(limit: 10)
    #expect(again.map(\.failedAttempts) == [1] && again.first?.lastFailure?.count == AlertLimits.maximumFailureLength)
    try second.markAlertSent(id: alertID)
    #expect(try first.claimUnsentAlerts(limit: 10).isEmpty)
    #expect(try first.acknowledgeAlert(id: alertID) && !(try first.acknowledgeAlert(id: alertID + 99)))
    let sent = try #require(try first.alerts(openOnly: false, limit: 1).first)
    #expect(sent.sentAt != nil && sent.acknowledgedAt != nil && sent.isOpen)
  }

  @Test(arguments: Backend.all)
  func theOpenAlertsNobodyAcknowledgedAreCounted(backend: Backend) throws {
    let store = try backend.open()
    let alerts = try store.alerts()
    let tea = try #require(try store.add("Tea", quantity: 6, minimum: 5).id)
    let soup = try #require(try store.add("Soup", quantity: 1).id)
    #expect(try alerts.unacknowledgedOpenAlertCount() == 0)
    try store.inventory.adjustQuantity(itemID: tea, by: -2)
    try store.inventory.adjustQuantity(itemID: soup, by: -1)
    #expect(try alerts.unacknowledgedOpenAlertCount() == 2)
    let newest = try #require(try alerts.alerts(openOnly: true, limit: 1).first)
    try alerts.acknowledgeAlert(id: newest.id)
    #expect(try alerts.unacknowledgedOpenAlertCount() == 1, "acknowledged")
    try store.inventory.adjustQuantity(itemID: tea, by: 5)
    #expect(try alerts.unacknowledgedOpenAlertCount() == 0, "ended: the item recovered")
  }
}
