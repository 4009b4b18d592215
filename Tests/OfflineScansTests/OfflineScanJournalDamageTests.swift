import Foundation
import GRDB
import InventoryCore
import OfflineScans
import SQLiteStore
import TestSupport
import Testing

/// The journal as a file that can be damaged: edited rows, truncated, another program's, locked, read-only,
/// blocked by a file where its folder should be, lost. Each is a clear `OfflineJournalError` naming the file, or
/// a report, never a hang, a crash or a silently empty queue. Real files throughout.
@Suite struct OfflineScanJournalDamageTests {
  let folder: TemporaryDirectory
  let service: SQLiteInventory
  let server: SwitchableServer
  let itemID: Int64

  init() throws {
    folder = try TemporaryDirectory("offline-damage")
    service = SQLiteInventory(database: try AppDatabase.open(path: folder.path("server.sqlite")))
    server = SwitchableServer(service)
    itemID = try #require(try service.addItem(ItemDraft(name: "Tea", barcode: "4006381333931", quantity: "0")).id)
  }

  var journalPath: String { folder.path("station/journal.sqlite") }

  func station(_ path: String? = nil) throws -> OfflineCapableInventory {
    try OfflineCapableInventory(
      server: service, replayer: server, journal: try OfflineScanJournal(path: path ?? journalPath),
      retryDelay: 60, isServerAway: { $0 is SwitchableServer.Away })
  }

  /// `count` scans kept in the journal as a station keeps them while its server is away, written straight to
  /// the journal: a station would also start its background sender, which could still hold the file open (a
  /// read-only remount then fails) or send the scans before the test does.
  func keep(_ count: Int, path: String? = nil) throws {
    let journal = try OfflineScanJournal(path: path ?? journalPath)
    for _ in 0..<count {
      _ = try journal.append(
        OfflineScan(
          request: ScanRequest("4006381333931", source: .usbScanner), time: Date(), station: service.origin.station))
    }
  }

  func sqlite3(_ path: String, _ sql: String) throws {
    let result = try ProcessRunner.run("/usr/bin/sqlite3", [path, sql])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func aRowWhoseIdWasEditedIsSentOnceAndSendingEnds() throws {
    try keep(3)
    // Given a waiting row whose id column no longer matches its scan (edited by hand, or damaged)
    try sqlite3(
      journalPath,
      "UPDATE waiting SET id = 'edited' WHERE position = 1; UPDATE waiting SET id = x'00' WHERE position = 2;")
    // When the server is back: the pass ends (it looped forever, re-reading the row it could not delete)
    let result = try station().sendWaitingScans()
    // Then every scan counted once and nothing waits
    #expect(result.sent == 3 && result.refused == 0)
    #expect(try OfflineScanJournal(path: journalPath).waitingCount() == 0)
    #expect(try service.item(id: itemID)?.quantity == 3)
    #expect(server.recordedIDs.count == 3)
  }

  @Test func aTruncatedJournalIsDamagedAndNamed() throws {
    try keep(40)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: journalPath)[.size] as? Int)
    let handle = try #require(FileHandle(forWritingAtPath: journalPath))
    try handle.truncate(atOffset: UInt64(size / 2))
    try handle.close()
    let journal = try OfflineScanJournal(path: journalPath)
    let damage = #expect(throws: OfflineJournalError.self) { try journal.verify() }
    guard case .damaged(journalPath, _) = damage else {
      Issue.record("\(String(describing: damage))")
      return
    }
    // A scan that cannot reach the server cannot be kept either: said, with the file's name
    server.isAway = true
    let error = #expect(throws: ScanNotKeptOffline.self) {
      try station().recordScan(
        ScanRequest(
          "4006381333931", symbology: nil, source: .usbScanner, quality: nil, policy: .auto, mode: .add, quantity: 1,
          gs1: .detect(separator: nil)))
    }
    #expect(error?.description.contains(journalPath) == true)
    #expect(error?.description.contains("moved aside") == true)
  }

  @Test(arguments: ["CREATE TABLE notes (text TEXT);", "CREATE TABLE waiting (x); CREATE TABLE conflict (y);"])
  func anotherProgramsSQLiteFileIsNotAJournal(sql: String) throws {
    try FileManager.default.createDirectory(atPath: folder.path("station"), withIntermediateDirectories: true)
    try sqlite3(journalPath, sql)
    let before = try Data(contentsOf: URL(fileURLWithPath: journalPath))
    #expect(throws: OfflineJournalError.notAJournal(path: journalPath)) {
      try OfflineScanJournal(path: journalPath).verify()
    }
    #expect(throws: OfflineJournalError.notAJournal(path: journalPath)) {
      try OfflineScanJournal(path: journalPath).append(
        OfflineScan(
          request: ScanRequest("1", source: .keyboard), time: Date(), station: ""))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: journalPath)) == before)
  }

  @Test func aFileThatIsNotSQLiteIsNotAJournal() throws {
    try FileManager.default.createDirectory(atPath: folder.path("station"), withIntermediateDirectories: true)
    try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: journalPath))
    #expect(throws: OfflineJournalError.notAJournal(path: journalPath)) {
      try OfflineScanJournal(path: journalPath).verify()
    }
    // The screens say so, rather than "nothing waits"
    let status = try station().offlineStatus
    #expect(status.journalProblem?.contains(journalPath) == true)
    #expect(status.summary == "offline journal unusable: stockroom offline says why")
  }

  @Test func aJournalLockedByAnotherConnectionSaysSo() throws {
    try keep(1)
    let other = try DatabaseQueue(path: journalPath)
    try other.writeWithoutTransaction { db in
      try db.execute(sql: "BEGIN EXCLUSIVE")
      defer { try? db.execute(sql: "ROLLBACK") }
      #expect(throws: OfflineJournalError.locked(path: journalPath)) {
        try OfflineScanJournal(path: journalPath).verify()
      }
    }
    #expect(try OfflineScanJournal(path: journalPath).waitingCount() == 1)
  }

  @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root and mount"))
  func aReadOnlyJournalIsListedButNotChanged() throws {
    let disk = try TinyFileSystem(kilobytes: 512)
    let path = disk.path("offline/journal.sqlite")
    try keep(2, path: path)
    try disk.remount("ro")
    let journal = try OfflineScanJournal(path: path)
    #expect(try journal.verify() == nil)
    #expect(try journal.waitingCount() == 2)
    let error = OfflineJournalError.readOnly(path: path)
    #expect(throws: error) {
      try journal.append(
        OfflineScan(
          request: ScanRequest("1", source: .keyboard), time: Date(), station: ""))
    }
    // Sending records the first scan on the server (once, by its id), then cannot mark it sent: said, not looped.
    #expect(throws: error) { try station(path).sendWaitingScans() }
    #expect(try journal.waitingCount() == 2)
    #expect(server.recordedIDs.count == 1)
  }

  @Test func aFileWhereTheFolderShouldBeIsNamed() throws {
    try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path("station")))
    let journal = try OfflineScanJournal(path: journalPath)
    let error = OfflineJournalError.notAFolder(path: journalPath, blocking: folder.path("station"))
    #expect(throws: error) { try journal.verify() }
    #expect(throws: error) { try journal.waitingCount() }
    #expect(error.description.contains(folder.path("station")))
  }

  @Test func nothingIsCreatedUntilAScanIsKept() throws {
    let journal = try OfflineScanJournal(path: journalPath)
    #expect(try journal.verify() == nil)
    #expect(try journal.waitingCount() == 0)
    #expect(try journal.conflicts().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.path("station")))
  }

  @Test func aJournalEmptiedOrDeletedWhileScansWaitedIsReportedOnce() throws {
    try keep(3)
    // Truncated to nothing: SQLite takes an empty file for a new database
    try Data().write(to: URL(fileURLWithPath: journalPath))
    let report = try OfflineScanJournal(path: journalPath).verify()
    #expect(report?.contains("3 scan(s) that waited") == true, "\(report ?? "no report")")
    #expect(try OfflineScanJournal(path: journalPath).verify() == nil)

    try keep(2)
    try FileManager.default.removeItem(atPath: journalPath)
    let deleted = try OfflineScanJournal(path: journalPath)
    #expect(try deleted.verify()?.contains("2 scan(s) that waited") == true)
    #expect(try deleted.waitingCount() == 0)
  }

  @Test func anOlderCopyPutBackIsReported() throws {
    try keep(2)
    let copy = folder.path("copy.sqlite")
    try FileManager.default.copyItem(atPath: journalPath, toPath: copy)
    try keep(3)
    try FileManager.default.removeItem(atPath: journalPath)
    try FileManager.default.copyItem(atPath: copy, toPath: journalPath)
    #expect(try OfflineScanJournal(path: journalPath).verify()?.contains("3 scan(s) that waited") == true)
  }

  @Test func everythingSentLeavesNothingToReport() throws {
    try keep(2)
    _ = try station().sendWaitingScans()
    try FileManager.default.removeItem(atPath: journalPath)
    #expect(try OfflineScanJournal(path: journalPath).verify() == nil)
  }

  @Test func aConflictThatCannotBeReadIsListed() throws {
    try keep(1)
    try sqlite3(
      journalPath, "INSERT INTO conflict (id, scan, reason, time) VALUES ('odd', '{\"text\": 1', 'refused', 5);")
    let conflicts = try OfflineScanJournal(path: journalPath).conflicts()
    #expect(conflicts.map(\.isReadable) == [false])
    #expect(conflicts.map(\.storedID) == ["odd"])
    #expect(try OfflineScanJournal(path: journalPath).dismissConflicts(["odd"]) == 1)
  }

  @Test func scansKeptUnderAnotherNameAreAdoptedOnceInOrder() throws {
    let spelling = folder.path("station/by-url.sqlite")
    try keep(2)
    try keep(3, path: spelling)
    let journal = try OfflineScanJournal(path: journalPath)
    #expect(try journal.adopt(journalAt: spelling) == 3)
    #expect(try journal.waitingCount() == 5)
    #expect(try OfflineScanJournal(path: spelling).waitingCount() == 0)
    #expect(try journal.adopt(journalAt: spelling) == 0)
    #expect(try station().sendWaitingScans().sent == 5)
    #expect(try service.item(id: itemID)?.quantity == 5)
    // The emptied file is no loss
    #expect(try OfflineScanJournal(path: spelling).verify() == nil)
  }
}
