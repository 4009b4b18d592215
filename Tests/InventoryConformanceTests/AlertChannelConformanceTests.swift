import Foundation
import InventoryCore
import Testing

/// The alert channels' own delivery on both stores: the desktop and e-mail channels owe each alert on their
/// own (whatever the command channel did), a channel started afresh owes only what is raised after, each claim
/// goes to exactly one of several senders at once, and the e-mail digest is taken by one sender per interval
/// and lists a failed digest's alerts again.
@Suite("Inventory conformance: alert channels")
struct AlertChannelConformanceTests {
  /// Waits until the clock has passed this millisecond, so what comes next is strictly later.
  static func afterThisMillisecond() {
    let start = Int64(Date().timeIntervalSince1970 * 1_000)
    while Int64(Date().timeIntervalSince1970 * 1_000) <= start { Thread.sleep(forTimeInterval: 0.001) }
  }

  @Test(arguments: Backend.all)
  func eachChannelDeliversAnAlertOnItsOwn(backend: Backend) throws {
    let store = try backend.open()
    let first = try store.alerts(station: "sender-1")
    let second = try store.alerts(station: "sender-2")
    #expect(try !first.alertsAreOwed(on: .desktop) && !first.alertsAreOwed(on: .command), "nothing raised yet")
    let id = try #require(try store.add("Tea", quantity: 1, minimum: 1).id)
    try store.inventory.adjustQuantity(itemID: id, by: -1)
    let alertID = try #require(try first.claimUnsentAlerts(limit: 10).first?.id)
    try first.markAlertSent(id: alertID)
    #expect(try !first.alertsAreOwed(on: .command), "the command sent it")
    #expect(try first.alertsAreOwed(on: .desktop) && first.alertsAreOwed(on: .email), "still owed elsewhere")
    let shown = try first.claimAlerts(on: .desktop, limit: 10)
    #expect(shown.map(\.id) == [alertID] && shown.first?.sentAt == nil && shown.first?.failedAttempts == 0)
    #expect(try second.claimAlerts(on: .desktop, limit: 10).isEmpty, "claimed by the first sender")
    #expect(try !second.alertsAreOwed(on: .desktop), "a claimed alert is not owed to another sender")
    try first.markAlertsFailed(
      ids: [alertID], on: .desktop, failure: "no bus: " + String(repeating: "x", count: 5_000), retryAfterSeconds: 0)
    #expect(try first.alertDeliveries(alertIDs: [alertID])[alertID]?.map(\.wording) == ["desktop: 1 failed"])
    let again = try second.claimAlerts(on: .desktop, limit: 10)
    #expect(again.map(\.failedAttempts) == [1])
    #expect(again.first?.lastFailure?.count == AlertLimits.maximumFailureLength)
    try second.markAlertsDelivered(ids: [alertID], on: .desktop)
    #expect(try !first.alertsAreOwed(on: .desktop) && first.claimAlerts(on: .desktop, limit: 10).isEmpty)
    #expect(try first.alertsAreOwed(on: .email), "the digest still owes it")
    let delivery = try #require(try first.alertDeliveries(alertIDs: [alertID, alertID + 99])[alertID]?.first)
    #expect(delivery.channel == .desktop && delivery.sentAt != nil && delivery.wording == "desktop: shown")
    let listed = try #require(try first.alerts(openOnly: false, limit: 1).first)
    #expect(listed.sentAt != nil && listed.failedAttempts == 0, "the command's state is the alert's own")
  }

  @Test(arguments: Backend.all)
  func aChannelStartedAfreshOwesOnlyTheAlertsRaisedAfter(backend: Backend) throws {
    let store = try backend.open()
    let alerts = try store.alerts()
    let tea = try #require(try store.add("Tea", quantity: 1).id)
    let soup = try #require(try store.add("Soup", quantity: 1).id)
    try store.inventory.adjustQuantity(itemID: tea, by: -1)
    Self.afterThisMillisecond()
    try alerts.startAlertChannel(.desktop)
    #expect(try !alerts.alertsAreOwed(on: .desktop), "raised before the channel started")
    #expect(try alerts.alertsAreOwed(on: .command), "the command channel owes it still")
    Self.afterThisMillisecond()
    try store.inventory.adjustQuantity(itemID: soup, by: -1)
    #expect(try alerts.claimAlerts(on: .desktop, limit: 10).map(\.itemName) == ["Soup"])
  }

  @Test(arguments: Backend.all)
  func sendersClaimingAtOnceTakeEachAlertOnce(backend: Backend) throws {
    let store = try backend.open()
    for index in 1...12 {
      let id = try #require(try store.add("Item \(index)", quantity: 1).id)
      try store.inventory.adjustQuantity(itemID: id, by: -1)
    }
    let senders = try (1...4).map { try store.alerts(station: "sender-\($0)") }
    let claimed = Failures()
    DispatchQueue.concurrentPerform(iterations: senders.count) { index in
      do {
        while true {
          let batch = try senders[index].claimAlerts(on: .desktop, limit: 2)
          if batch.isEmpty { break }
          for alert in batch { claimed.append(String(alert.id)) }
          try senders[index].markAlertsDelivered(ids: batch.map(\.id), on: .desktop)
        }
      } catch { claimed.append("error: \(error)") }
    }
    let raised = try store.alerts().alerts(openOnly: false, limit: 20).map(\.id).sorted()
    #expect(raised.count == 12 && claimed.all.compactMap { Int64($0) }.sorted() == raised, "\(claimed.all)")
  }

  @Test(arguments: Backend.all)
  func oneSenderTakesADueDigestAndAFailedOneIsListedAgain(backend: Backend) throws {
    let store = try backend.open()
    let senders = try (1...4).map { try store.alerts(station: "sender-\($0)") }
    try senders[0].startAlertChannel(.email)
    Self.afterThisMillisecond()
    for name in ["Tea", "Soup"] {
      let id = try #require(try store.add(name, quantity: 1).id)
      try store.inventory.adjustQuantity(itemID: id, by: -1)
    }
    #expect(try !senders[0].emailDigestIsDue(everySeconds: 3_600), "an hour has not passed since it started")
    #expect(try senders[0].claimEmailDigest(everySeconds: 3_600, limit: 100) == nil)
    try Self.waitUntil { try senders[0].emailDigestIsDue(everySeconds: 1) }
    let taken = Failures()
    DispatchQueue.concurrentPerform(iterations: senders.count) { index in
      do {
        if let digest = try senders[index].claimEmailDigest(everySeconds: 1, limit: 100) {
          taken.append(digest.map(\.itemName).joined(separator: ","))
        }
      } catch { taken.append("error: \(error)") }
    }
    #expect(taken.all == ["Tea,Soup"], "one sender, both alerts")
    let ids = try senders[0].alerts(openOnly: false, limit: 10).map(\.id).sorted()
    try senders[1].finishEmailDigest(ids: ids, failure: "sendmail: exit status 75")
    #expect(try !senders[2].emailDigestIsDue(everySeconds: 3_600), "the next digest is an interval away")
    try Self.waitUntil { try senders[2].emailDigestIsDue(everySeconds: 1) }
    let retried = try #require(try senders[2].claimEmailDigest(everySeconds: 1, limit: 100))
    #expect(retried.map(\.id) == ids && retried.allSatisfy { $0.failedAttempts == 1 })
    try senders[2].finishEmailDigest(ids: ids, failure: nil)
    #expect(try !senders[3].alertsAreOwed(on: .email), "mailed")
    #expect(try senders[3].alertsAreOwed(on: .desktop), "the desktop's delivery is its own")
  }

  @Test(arguments: Backend.all)
  func aLookWithNothingDueFindsSoByReading(backend: Backend) throws {
    let store = try backend.open()
    let alerts = try store.alerts()
    let window = ExpiryWindow(today: "2026-11-28", through: "2026-12-12")
    let id = try #require(try store.add("Milk").id)
    try store.lots().adjustQuantity(
      itemID: id, by: 1, lot: LotDetails(batch: "M1", expiry: "2199-01-01"), reason: .manual, source: .cli)
    #expect(try !alerts.expiryAlertsAreDue(within: window), "no lot within the window")
    try store.lots().adjustQuantity(
      itemID: id, by: 2, lot: LotDetails(batch: "M2", expiry: "2026-12-01"), reason: .manual, source: .cli)
    #expect(try alerts.expiryAlertsAreDue(within: window))
    #expect(try alerts.raiseExpiryAlerts(within: window) == 1)
    #expect(try !alerts.expiryAlertsAreDue(within: window), "raised")
  }

  /// Polls `condition` (a digest's interval passing) for up to 20 seconds.
  static func waitUntil(_ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(20)
    while try !condition() {
      guard Date() < deadline else { throw SQLFailed(description: "the condition did not come true in 20 s") }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}
