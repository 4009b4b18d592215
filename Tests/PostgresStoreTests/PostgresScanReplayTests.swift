import Foundation
import InventoryCore
import OfflineScans
import PostgresStore
import TestSupport
import Testing

/// Scans sent with their id count once, keep the time and station they were taken at; and a station whose
/// server restarts in the middle of a burst of scans loses none and counts none twice.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresScanReplayTests {
  @Test func aScanSentTwiceCountsOnceWithItsOwnTimeAndStation() throws {
    let database = try TestDatabase()
    let server = try database.open(station: "office")
    let id = try #require(try server.add("Tea", barcode: "4006381333931", quantity: 2).id)
    let taken = Date(timeIntervalSince1970: 1_790_000_000)
    let scan = OfflineScan(
      request: ScanRequest("4006381333931", source: .usbScanner, mode: .remove, quantity: 2), time: taken,
      station: "back room")
    guard case .recorded(.applied(let change, _)) = try server.recordScan(scan) else {
      Issue.record("not applied")
      return
    }
    #expect(change.to == 0)
    #expect(try server.recordScan(scan) == .alreadyRecorded)
    #expect(try server.item(id: id)?.quantity == 0)
    let movement = try #require(try server.movements(itemID: id).first)
    #expect(movement.time == taken && movement.station == "back room" && movement.delta == -2)
    let history = try server.scans()
    #expect(history.count == 1 && history.first?.time == taken && history.first?.station == "back room")
    // Clearing scan history keeps the ids: a late copy still counts once.
    try server.clearScanHistory()
    #expect(try server.recordScan(scan) == .alreadyRecorded)
  }

  @Test func aSessionEntrySentTwiceCountsOnceWithItsOwnTimeAndStation() throws {
    let database = try TestDatabase()
    let server = try database.open(station: "office")
    let id = try #require(try server.add("Tea", barcode: "4006381333931", quantity: 2).id)
    let count = try server.startSession(kind: .count, scope: .everything, note: "")
    let taken = Date(timeIntervalSince1970: 1_790_000_000)
    let scan = OfflineScan.sessionEntry(
      OfflineSessionEntry(sessionID: count.id, itemID: nil, outsideScope: .refuse),
      code: try ProductCode("4006381333931"), quantity: 3, source: .usbScanner, time: taken, station: "back room")
    guard case .recorded(let addition) = try server.addToSession(scan) else {
      Issue.record("not recorded")
      return
    }
    #expect(addition.item?.id == id && addition.lineTotal == 3)
    #expect(try server.addToSession(scan) == .alreadyRecorded)
    let line = try #require(try server.sessionLines(id: count.id).first)
    #expect(line.quantity == 3 && line.stations == ["back room"] && line.lastEntryAt == taken)
    let history = try server.scans()
    #expect(history.count == 1 && history.first?.time == taken && history.first?.station == "back room")
  }

  @Test func twoSendersOfOneScanAtOnceRecordItOnce() throws {
    let database = try TestDatabase()
    let stations = try (0..<4).map { _ in try database.open(station: "till") }
    let id = try #require(try stations[0].add("Tea", barcode: "4006381333931").id)
    let scans = (0..<50).map { _ in
      OfflineScan(
        request: ScanRequest("4006381333931", source: .usbScanner), time: Date(), station: "till")
    }
    let results = LockedResults()
    for station in stations {
      Thread {
        results.append(
          Result {
            for scan in scans { _ = try station.recordScan(scan) }; return ""
          })
      }.start()
    }
    #expect(results.waitFor(count: 4, seconds: 120))
    for result in results.results { #expect(throws: Never.self) { try result.get() } }
    #expect(try stations[1].item(id: id)?.quantity == 50)
  }

  @Test func aServerRestartedInTheMiddleOfABurstLosesNoScanAndCountsNoneTwice() throws {
    let till = try StationDuringARestart(database: "burst")
    defer { till.server.stop() }
    let id = try #require(try till.inventory.add("Popular", barcode: "4006381333931").id)
    let burst = 600
    let kept = try till.restartingTheServer {
      try (0..<burst).filter { _ in
        let outcome = try till.station.recordScan(
          ScanRequest(
            "4006381333931", symbology: nil, source: .usbScanner, quality: nil, policy: .auto, mode: .add,
            quantity: 1, gs1: .detect(separator: nil)))
        switch outcome {
        case .applied: return false
        case .keptOffline: return true
        default:
          Issue.record("unexpected \(outcome)")
          return false
        }
      }.count
    }
    #expect(kept > 0, "the restart did not happen during the burst")
    try till.waitUntilEverythingIsSent()
    #expect(try till.inventory.item(id: id)?.quantity == burst)
    #expect(try till.count("stock_movement", "scan_replay") == "\(burst) \(burst)")
  }

  @Test func aServerRestartedInTheMiddleOfACountLosesNoSessionScanAndCountsNoneTwice() throws {
    let till = try StationDuringARestart(database: "counting")
    defer { till.server.stop() }
    let id = try #require(try till.inventory.add("Popular", barcode: "4006381333931").id)
    let count = try till.inventory.startSession(kind: .count, scope: .everything, note: "shelf 3")
    let burst = 400
    let kept = try till.restartingTheServer {
      // Scans of the code, and every tenth a number keyed for the item: both are the session's entries.
      try (0..<burst).filter { index in
        let addition =
          index % 10 == 9
          ? try till.station.addToSession(id: count.id, itemID: id, quantity: 1, source: .keyboard)
          : try till.station.addToSession(id: count.id, code: try ProductCode("4006381333931"), source: .usbScanner)
        return addition.isKeptOffline
      }.count
    }
    #expect(kept > 0, "the restart did not happen during the burst")
    try till.waitUntilEverythingIsSent()
    #expect(try till.inventory.sessionLines(id: count.id).map(\.quantity) == [burst])
    #expect(try till.count("stock_session_entry", "scan_replay") == "\(burst) \(burst)")
    #expect(try till.inventory.item(id: id)?.quantity == 0, "a count changes no stock before its commit")
  }
}

/// A station on a server of its own (restarting the shared one would break the other tests), whose commits wait
/// for their WAL (the tests' default, synchronous_commit=off, lets a crash lose a commit the client was told of).
private struct StationDuringARestart {
  let server: PrivatePostgresServer
  let database: String
  let inventory: PostgresInventory
  let station: OfflineCapableInventory

  init(database: String) throws {
    server = try PrivatePostgresServer(settings: ["synchronous_commit": "on"])
    self.database = database
    try server.psql("CREATE DATABASE \(database)")
    let home = try TemporaryDirectory("\(database)-home")
    let settings = PostgresSettings(
      endpoint: .socket(folder: server.socketFolder, port: server.port), user: server.user, database: database,
      connectTimeoutSeconds: 2, queryTimeoutSeconds: 10)
    inventory = try PostgresInventory(
      settings: settings, origin: ActionOrigin(station: "till", session: database),
      environment: ["HOME": home.url.path])
    station = try OfflineCapableInventory(
      server: inventory, replayer: inventory, journal: try OfflineScanJournal(path: home.path("journal.sqlite")),
      retryDelay: 0.2, isServerAway: { ($0 as? PostgresStoreError)?.meansServerAway ?? false })
  }

  /// `burst` while the server is stopped at once (0.5 s in) and started again a second later.
  func restartingTheServer<T>(_ burst: () throws -> T) throws -> T {
    let restarted = DispatchSemaphore(value: 0)
    Thread { [server] in
      Thread.sleep(forTimeInterval: 0.5)
      try? server.restart(immediate: true, pause: 1)
      restarted.signal()
    }.start()
    let result = try burst()
    restarted.wait()
    return result
  }

  func waitUntilEverythingIsSent() throws {
    let deadline = Date().addingTimeInterval(60)
    while station.offlineStatus.needsAttention, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!station.offlineStatus.needsAttention, "\((try? station.journal.conflicts().map(\.reason)) ?? [])")
  }

  /// "ROWS ROWS": how many rows the two tables hold.
  func count(_ first: String, _ second: String) throws -> String {
    try server.psql(
      "SELECT (SELECT count(*) FROM \(first)) || ' ' || (SELECT count(*) FROM \(second))", database: database
    ).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
