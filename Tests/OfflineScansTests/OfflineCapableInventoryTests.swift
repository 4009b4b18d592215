import Foundation
import InventoryCore
import OfflineScans
import SQLiteStore
import TestSupport
import Testing

/// A station keeps scanning while its server is away: scans wait in its journal, are sent in order and once
/// when the server is back, and those the server refuses are listed. The "server" here is a real SQLite
/// inventory behind a switch that makes it unreachable (`SwitchableServer`); the PostgreSQL server's own part
/// (recording a scan's id once) is tested against a real server in PostgresStoreTests.
@Suite struct OfflineCapableInventoryTests {
  let folder: TemporaryDirectory
  let service: SQLiteInventory
  let server: SwitchableServer

  init() throws {
    folder = try TemporaryDirectory("offline")
    service = SQLiteInventory(database: try AppDatabase.open(path: folder.path("server.sqlite")))
    server = SwitchableServer(service)
  }

  func station(retryDelay: TimeInterval = 0.05) throws -> OfflineCapableInventory {
    try OfflineCapableInventory(
      server: service, replayer: server, journal: try OfflineScanJournal(path: folder.path("station/journal.sqlite")),
      retryDelay: retryDelay, isServerAway: { $0 is SwitchableServer.Away })
  }

  func scan(_ station: OfflineCapableInventory, _ code: String, mode: ScanMode = .add) throws -> ScanOutcome {
    try station.recordScan(
      ScanRequest(
        code, symbology: nil, source: .usbScanner, quality: nil, policy: .auto, mode: mode, quantity: 1,
        gs1: .detect(separator: nil)))
  }

  /// The screens find a role by casting the station's inventory: a role the station does not take on is one
  /// the terminal UI never shows on a server (lots and fields were missing so).
  @Test func theStationTakesOnItsServersLotsAndFields() throws {
    let id = try #require(try service.addItem(ItemDraft(name: "Aspirin")).id)
    let station = try station()
    let lots = try #require(station as Any as? any LotInventory)
    let fields = try #require(station as Any as? any CustomFieldInventory)
    try lots.adjustQuantity(
      itemID: id, by: 2, lot: LotDetails(batch: "A1", expiry: "2030-01-31"), reason: .manual, source: .keyboard)
    try fields.addCustomField(CustomFieldDraft(name: "Colour", kind: .text))
    try fields.setFieldValue(itemID: id, field: "Colour", to: "white")
    #expect(try service.lots(ofItem: id).map(\.details.batch) == ["A1"])
    #expect(try fields.fieldValues(ofItem: id).map(\.value) == ["white"])
    #expect(station.serverLocations != nil && station.serverAlerts != nil)
  }

  @Test func stockSessionsGoStraightToTheServer() throws {
    let id = try #require(try service.addItem(ItemDraft(name: "Tea", barcode: "4006381333931", quantity: "2")).id)
    let station = try station()
    let count = try station.startSession(kind: .count, scope: .everything, note: "shelf")
    try station.addToSession(id: count.id, code: try ProductCode("4006381333931"), quantity: 3, source: .usbScanner)
    try station.addToSession(id: count.id, code: try ProductCode("123"), quantity: 1, source: .usbScanner)
    try station.resolveSessionCode(id: count.id, code: try ProductCode("123"), toItem: id)
    try station.setUncountedChoice(id: count.id, itemID: nil, to: .setToZero)
    #expect(try service.sessionLines(id: count.id).map(\.quantity) == [4])
    #expect(try station.countReport(id: count.id).lines == service.sessionLines(id: count.id))
    try station.setSessionLine(id: count.id, line: .item(id), to: 5, source: .keyboard)
    #expect(try station.sessions(state: .open, kind: .count).map(\.id) == [count.id])
    try station.commitSession(id: count.id, source: .keyboard)
    #expect(try service.item(id: id)?.quantity == 5)
    #expect(try station.session(id: count.id)?.state == .committed)
    let batch = try station.startSession(kind: .remove, scope: .everything, note: "")
    try station.addToSession(id: batch.id, itemID: id, quantity: 1, source: .keyboard)
    #expect(try station.removeSessionLine(id: batch.id, line: .item(id)) == 1)
    #expect(try station.discardSession(id: batch.id).state == .discarded)
  }

  @Test func scansWhileTheServerIsAwayWaitAndAreSentOnceInOrderWhenItIsBack() throws {
    let id = try #require(try service.addItem(ItemDraft(name: "Tea", barcode: "4006381333931", quantity: "2")).id)
    let station = try station()
    server.isAway = true
    var waiting: [Int] = []
    for _ in 0..<3 {
      guard case .keptOffline(_, let count) = try scan(station, "4006381333931") else {
        Issue.record("not kept offline")
        return
      }
      waiting.append(count)
    }
    #expect(waiting == [1, 2, 3])
    let away = station.offlineStatus
    #expect(away.serverAway && away.waiting == 3 && away.conflicts == 0 && away.awaySince != nil)
    let summary = away.summary() ?? ""
    #expect(summary.hasPrefix("server away since ") && summary.hasSuffix(" · 3 scans waiting"), "\(summary)")
    #expect(try service.item(id: id)?.quantity == 2)
    server.isAway = false
    #expect(waitUntil { !station.offlineStatus.needsAttention })
    #expect(try service.item(id: id)?.quantity == 5)
    #expect(server.recordedIDs.count == 3)
    // Back online, a scan goes straight to the server.
    guard case .applied(let change, _) = try scan(station, "4006381333931") else {
      Issue.record("not applied")
      return
    }
    #expect(change.to == 6)
  }

  @Test func aScanWhoseAnswerWasLostIsSentAgainAndCountsOnce() throws {
    let id = try #require(try service.addItem(ItemDraft(name: "Tea", barcode: "4006381333931", quantity: "0")).id)
    let station = try station()
    // The server commits, then the connection breaks before its answer arrives.
    server.loseNextAnswer = true
    guard case .keptOffline = try scan(station, "4006381333931") else {
      Issue.record("not kept offline")
      return
    }
    #expect(waitUntil { !station.offlineStatus.needsAttention })
    #expect(try service.item(id: id)?.quantity == 1)
    #expect(try service.movements(itemID: id).count == 1)
  }

  @Test func scansTheServerRefusesWhenTheyArriveAreListedNotDropped() throws {
    let id = try #require(try service.addItem(ItemDraft(name: "Tea", barcode: "4006381333931", quantity: "1")).id)
    let station = try station()
    server.isAway = true
    _ = try scan(station, "4006381333931", mode: .remove)
    _ = try scan(station, "4006381333931", mode: .remove)
    _ = try scan(station, "5901234123457")
    server.isAway = false
    #expect(waitUntil { station.offlineStatus.waiting == 0 })
    #expect(try service.item(id: id)?.quantity == 0)
    let conflicts = try station.journal.conflicts()
    #expect(conflicts.map(\.scan.text) == ["4006381333931", "5901234123457"])
    #expect(conflicts[0].reason.contains("Tea") && conflicts[0].reason.contains("0 in stock"), "\(conflicts[0].reason)")
    #expect(station.offlineStatus.summary == "2 offline scans refused")
    #expect(try station.journal.dismissConflicts([conflicts[0].id]) == 1)
    #expect(try station.journal.conflicts().map(\.scan.text) == ["5901234123457"])
  }

  @Test func waitingScansSurviveTheStationRestartingAndAreSentWhenItStartsAgain() throws {
    let id = try #require(try service.addItem(ItemDraft(name: "Tea", barcode: "4006381333931", quantity: "0")).id)
    server.isAway = true
    try keptByAnEarlierRun { first in
      _ = try scan(first, "4006381333931")
      _ = try scan(first, "4006381333931")
    }
    server.isAway = false
    let again = try station()
    #expect(again.offlineStatus.waiting == 2)
    again.startSendingInBackground()
    #expect(waitUntil { !again.offlineStatus.needsAttention })
    #expect(try service.item(id: id)?.quantity == 2)
  }

  @Test func theCommandLineSendsWhatWaitsBeforeItsCommand() throws {
    let id = try #require(try service.addItem(ItemDraft(name: "Tea", barcode: "4006381333931", quantity: "0")).id)
    server.isAway = true
    try keptByAnEarlierRun { _ = try scan($0, "4006381333931") }
    // The next command: a station of its own (no background sender), sending before it does anything else.
    let station = try station(retryDelay: 60)
    #expect(throws: SwitchableServer.Away.self) { try station.sendWaitingScans() }
    server.isAway = false
    let sent = try station.sendWaitingScans()
    #expect(sent.sent == 1 && sent.refused == 0)
    #expect(station.offlineStatus.waiting == 0)
    #expect(try service.item(id: id)?.quantity == 1)
    #expect(server.recordedIDs.count == 1)
  }

  @Test func aJournalEntryThatCannotBeReadIsListedNotACrash() throws {
    try service.addItem(ItemDraft(name: "Tea", barcode: "4006381333931"))
    server.isAway = true
    try keptByAnEarlierRun { _ = try scan($0, "4006381333931") }
    let station = try station(retryDelay: 60)
    // The file edited by hand, or damaged: text that is no scan, and a row whose id is no UUID.
    let edited = try ProcessRunner.run(
      "/usr/bin/sqlite3",
      [
        folder.path("station/journal.sqlite"),
        "INSERT INTO waiting (id, scan) VALUES ('not-a-uuid', '{\"text\": 12'); "
          + "INSERT INTO waiting (id, scan) VALUES ('\(UUID().uuidString)', x'FFFE00');",
      ])
    #expect(edited.status == 0, "\(edited.stderr)")
    server.isAway = false
    let result = try station.sendWaitingScans()
    #expect(result.sent == 1 && result.refused == 2)
    let reasons = try station.journal.conflicts().map(\.reason)
    #expect(reasons == ["the journal's entry cannot be read", "the journal's entry cannot be read"])
    #expect(station.offlineStatus.waiting == 0)
  }

  /// Scans kept by a station that then stops for good: waits until it is gone, so that its background sender
  /// (which holds it only during a round) cannot send them once the server is back.
  private func keptByAnEarlierRun(_ body: (OfflineCapableInventory) throws -> Void) throws {
    weak var gone: OfflineCapableInventory?
    do {
      let earlier = try station(retryDelay: 60)
      try body(earlier)
      gone = earlier
    }
    #expect(waitUntil { gone == nil })
  }

  func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
  }
}

/// A server that can be made unreachable, and that records each scan's id once (as the PostgreSQL store does
/// in its `scan` table); `loseNextAnswer` commits a scan and then fails as a broken connection would.
final class SwitchableServer: ScanReplaying, @unchecked Sendable {
  struct Away: Error {}
  private let service: SQLiteInventory
  private let lock = NSLock()
  private var away = false
  private var loseAnswer = false
  private var ids: Set<UUID> = []

  init(_ service: SQLiteInventory) { self.service = service }

  var isAway: Bool {
    get { lock.withLock { away } }
    set { lock.withLock { away = newValue } }
  }

  var loseNextAnswer: Bool {
    get { lock.withLock { loseAnswer } }
    set { lock.withLock { loseAnswer = newValue } }
  }

  var recordedIDs: Set<UUID> { lock.withLock { ids } }

  func recordScan(_ scan: OfflineScan) throws -> ReplayedScan {
    try lock.withLock {
      if away { throw Away() }
      if ids.contains(scan.id) { return .alreadyRecorded }
      let outcome = try service.recordScan(scan.request)
      ids.insert(scan.id)
      if loseAnswer {
        loseAnswer = false
        throw Away()
      }
      return .recorded(outcome)
    }
  }

  func addToSession(_ scan: OfflineScan) throws -> Replayed<SessionAddition> {
    try lock.withLock {
      if away { throw Away() }
      if ids.contains(scan.id) { return .alreadyRecorded }
      guard let entry = scan.sessionEntry else { throw Away() }
      let addition =
        if let itemID = entry.itemID {
          try service.addToSession(
            id: entry.sessionID, itemID: itemID, quantity: scan.quantity, source: scan.request.source,
            outsideScope: entry.outsideScope, place: entry.place)
        } else {
          try service.addToSession(
            id: entry.sessionID, code: try ProductCode(scan.text), quantity: scan.quantity, source: scan.request.source,
            outsideScope: entry.outsideScope, place: entry.place)
        }
      ids.insert(scan.id)
      if loseAnswer {
        loseAnswer = false
        throw Away()
      }
      return .recorded(addition)
    }
  }
}
