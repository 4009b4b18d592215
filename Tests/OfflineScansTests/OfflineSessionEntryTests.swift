import Foundation
import InventoryCore
import OfflineScans
import SQLiteStore
import TestSupport
import Testing

/// A count's or a batch's scans while the server is away are kept like plain scans: in the same queue, in the
/// order taken, sent into their session once each when it answers; one its session no longer takes is listed.
@Suite struct OfflineSessionEntryTests {
  let folder: TemporaryDirectory
  let service: SQLiteInventory
  let server: SwitchableServer
  let tea = "4006381333931"

  init() throws {
    folder = try TemporaryDirectory("offline-session")
    service = SQLiteInventory(database: try AppDatabase.open(path: folder.path("server.sqlite")))
    server = SwitchableServer(service)
  }

  func station() throws -> OfflineCapableInventory {
    try OfflineCapableInventory(
      server: service, replayer: server, journal: try OfflineScanJournal(path: folder.path("station/journal.sqlite")),
      retryDelay: 60, isServerAway: { $0 is SwitchableServer.Away })
  }

  func kept(_ addition: SessionAddition) -> Int? {
    if case .keptOffline(_, let waiting) = addition.match { return waiting }
    return nil
  }

  @Test func sessionScansWhileTheServerIsAwayWaitWithPlainScansAndAreSentOnceInOrder() throws {
    let id = try #require(try service.addItem(ItemDraft(name: "Tea", barcode: tea, quantity: "2")).id)
    let count = try service.startSession(kind: .count, scope: .everything, note: "")
    let station = try station()
    server.isAway = true
    var waiting: [Int?] = []
    for _ in 0..<3 {
      waiting.append(kept(try station.addToSession(id: count.id, code: try ProductCode(tea), source: .usbScanner)))
    }
    waiting.append(kept(try station.addToSession(id: count.id, itemID: id, quantity: 4, source: .keyboard)))
    _ = try station.recordScan(
      ScanRequest(
        tea, symbology: nil, source: .usbScanner, quality: nil, policy: .auto, mode: .add, quantity: 1,
        gs1: .detect(separator: nil)))
    #expect(waiting == [1, 2, 3, 4])
    #expect(station.offlineStatus.waiting == 5)
    #expect(try service.sessionLines(id: count.id).isEmpty)
    server.isAway = false
    try station.sendWaitingScans()  // or the background sender the first kept scan started: it takes turns
    #expect(station.offlineStatus.waiting == 0 && station.offlineStatus.conflicts == 0)
    #expect(try service.sessionLines(id: count.id).map(\.quantity) == [7])
    #expect(try service.item(id: id)?.quantity == 3)
    #expect(server.recordedIDs.count == 5)
    // Sending again finds nothing: each went once.
    #expect(try station.sendWaitingScans() == (0, 0))
    #expect(try service.sessionLines(id: count.id).map(\.quantity) == [7])
  }

  @Test func sessionEntriesKeptWhileTheServerIsAwayKeepTheirLocationAndLotAndArriveOnce() throws {
    // Given a receive, and a station with "here" at Shelf 3 scanning lot A1 while the server is away
    let id = try #require(try service.addItem(ItemDraft(name: "Tea", barcode: tea, quantity: "0")).id)
    let shelf = try service.addLocation(named: "Shelf 3", code: nil, notes: "", under: nil).id
    let receive = try service.startSession(kind: .receive, scope: .everything, note: "")
    let station = try station()
    let place = SessionPlace(locationID: shelf, lot: LotDetails(batch: "A1", expiry: "2027-01-31"))
    server.isAway = true
    try station.addToSession(
      id: receive.id, code: try ProductCode(tea), quantity: 2, source: .usbScanner, outsideScope: .refuse, place: place)
    try station.addToSession(
      id: receive.id, itemID: id, quantity: 1, source: .keyboard, outsideScope: .refuse, place: place)
    #expect(station.offlineStatus.waiting == 2)

    // When it answers, and the waiting scans are sent (then sent again)
    server.isAway = false
    try station.sendWaitingScans()
    #expect(try station.sendWaitingScans() == (0, 0))

    // Then both arrived once, at Shelf 3 in lot A1, and the commit puts them there
    #expect(station.offlineStatus.waiting == 0 && station.offlineStatus.conflicts == 0)
    let lines = try service.sessionLines(id: receive.id)
    #expect(lines.map(\.quantity) == [3] && lines.map(\.place) == [place])
    try service.commitSession(id: receive.id)
    #expect(try service.stock(ofItem: id).first { $0.path == "Shelf 3" }?.quantity == 3)
    #expect(try service.lots(ofItem: id).map(\.quantity) == [3])
  }

  @Test func aSessionScanWhoseAnswerWasLostCountsOnce() throws {
    try service.addItem(ItemDraft(name: "Tea", barcode: tea, quantity: "0"))
    let receive = try service.startSession(kind: .receive, scope: .everything, note: "")
    let station = try station()
    // The server commits the entry, then the connection breaks before its answer arrives.
    server.loseNextAnswer = true
    let addition = try station.addToSession(id: receive.id, code: try ProductCode(tea), source: .usbScanner)
    #expect(kept(addition) == 1)
    // Sent by the background sender the scan started, or by this call (which waits for the sender's turn).
    try station.sendWaitingScans()
    #expect(station.offlineStatus.waiting == 0 && station.offlineStatus.conflicts == 0)
    #expect(try service.sessionLines(id: receive.id).map(\.quantity) == [1])
  }

  @Test func aKeptEntryWhoseSessionClosedMeanwhileIsListedNotDropped() throws {
    try service.addItem(ItemDraft(name: "Tea", barcode: tea, quantity: "0"))
    let receive = try service.startSession(kind: .receive, scope: .everything, note: "")
    let station = try station()
    server.isAway = true
    try station.addToSession(id: receive.id, code: try ProductCode(tea), quantity: 6, source: .usbScanner)
    try service.discardSession(id: receive.id)
    server.isAway = false
    try station.sendWaitingScans()
    #expect(station.offlineStatus.waiting == 0)
    let conflicts = try station.journal.conflicts()
    #expect(conflicts.map(\.scan.text) == [tea])
    #expect(conflicts.first?.scan.sessionEntry?.sessionID == receive.id)
    #expect(conflicts.first?.reason.contains("discarded") == true, "\(conflicts.map(\.reason))")
  }

  @Test func anItemOutsideACountKeptOfflineIsListedUnlessTheUserIncludedIt() throws {
    let office = try #require(try service.addCategory(named: "Office").id)
    try service.addItem(ItemDraft(name: "Tea", barcode: tea, quantity: "1"))
    let count = try service.startSession(
      kind: .count, scope: SessionScope(category: .category(office)), note: "")
    let station = try station()
    server.isAway = true
    try station.addToSession(id: count.id, code: try ProductCode(tea), source: .usbScanner)
    try station.addToSession(
      id: count.id, code: try ProductCode(tea), quantity: 2, source: .usbScanner, outsideScope: .include)
    server.isAway = false
    try station.sendWaitingScans()
    #expect(station.offlineStatus.waiting == 0 && station.offlineStatus.conflicts == 1)
    #expect(try service.sessionLines(id: count.id).map(\.quantity) == [2])
    #expect(try station.journal.conflicts().first?.reason.contains("Office") == true)
  }

  @Test func aQuantityNoSessionTakesIsRefusedAtOnceNotKept() throws {
    let receive = try service.startSession(kind: .receive, scope: .everything, note: "")
    let station = try station()
    server.isAway = true
    #expect(throws: InventoryError.self) {
      try station.addToSession(id: receive.id, code: try ProductCode(tea), quantity: 0, source: .usbScanner)
    }
    #expect(station.offlineStatus.waiting == 0)
  }

  @Test func aJournalWrittenBeforeSessionEntriesWereKeptReadsItsScansAsPlain() throws {
    let old =
      #"{"id":"\#(UUID().uuidString)","text":"\#(tea)","source":"usb-scanner","mode":"add","quantity":1,"#
      + #""gs1Declared":false,"time":0,"station":"till"}"#
    let scan = try JSONDecoder().decode(OfflineScan.self, from: Data(old.utf8))
    #expect(scan.sessionEntry == nil && scan.text == tea)
  }
}

/// The counts the screens show on every frame are read once per change of the journal, yet follow every
/// change: this station's own, and another process's (the command line keeping a scan, `stockroom offline
/// --dismiss`).
@Suite struct OfflineJournalCountTests {
  @Test func countsFollowChangesMadeHereAndByAnotherConnection() throws {
    let folder = try TemporaryDirectory("journal-counts")
    let path = folder.path("journal.sqlite")
    let screen = try OfflineScanJournal(path: path)
    let commandLine = try OfflineScanJournal(path: path)
    func scan() -> OfflineScan {
      OfflineScan(
        request: ScanRequest("4006381333931", source: .usbScanner), time: Date(), station: "till")
    }
    #expect(try screen.counts() == JournalCounts(waiting: 0, conflicts: 0))
    try screen.append(scan())
    #expect(try screen.counts() == JournalCounts(waiting: 1, conflicts: 0))
    try commandLine.append(scan())
    try commandLine.append(scan())
    #expect(try screen.counts() == JournalCounts(waiting: 3, conflicts: 0))
    let first = try #require(try screen.waiting(limit: 1).first)
    try commandLine.refused(OfflineConflict(scan: scan(), reason: "gone", time: Date()), position: first.position)
    #expect(try screen.counts() == JournalCounts(waiting: 2, conflicts: 1))
    try screen.dismissConflicts()
    #expect(try screen.counts() == JournalCounts(waiting: 2, conflicts: 0))
    #expect(try commandLine.counts() == JournalCounts(waiting: 2, conflicts: 0))
  }
}
