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
      text: "4006381333931", symbology: nil, source: .usbScanner, mode: .remove, quantity: 2,
      gs1: .detect(separator: nil), time: taken, station: "back room")
    guard case .recorded(.applied(let change, _)) = try server.recordScan(scan, policy: .auto, quality: nil) else {
      Issue.record("not applied")
      return
    }
    #expect(change.to == 0)
    #expect(try server.recordScan(scan, policy: .auto, quality: nil) == .alreadyRecorded)
    #expect(try server.item(id: id)?.quantity == 0)
    let movement = try #require(try server.movements(itemID: id).first)
    #expect(movement.time == taken && movement.station == "back room" && movement.delta == -2)
    let history = try server.scans()
    #expect(history.count == 1 && history.first?.time == taken && history.first?.station == "back room")
    // Clearing scan history keeps the ids: a late copy still counts once.
    try server.clearScanHistory()
    #expect(try server.recordScan(scan, policy: .auto, quality: nil) == .alreadyRecorded)
  }

  @Test func twoSendersOfOneScanAtOnceRecordItOnce() throws {
    let database = try TestDatabase()
    let stations = try (0..<4).map { _ in try database.open(station: "till") }
    let id = try #require(try stations[0].add("Tea", barcode: "4006381333931").id)
    let scans = (0..<50).map { _ in
      OfflineScan(
        text: "4006381333931", symbology: nil, source: .usbScanner, mode: .add, quantity: 1,
        gs1: .detect(separator: nil), time: Date(), station: "till")
    }
    let results = LockedResults()
    for station in stations {
      Thread {
        results.append(
          Result {
            for scan in scans { _ = try station.recordScan(scan, policy: .auto, quality: nil) }; return ""
          })
      }.start()
    }
    #expect(results.waitFor(count: 4, seconds: 120))
    for result in results.results { #expect(throws: Never.self) { try result.get() } }
    #expect(try stations[1].item(id: id)?.quantity == 50)
  }

  @Test func aServerRestartedInTheMiddleOfABurstLosesNoScanAndCountsNoneTwice() throws {
    // A server of its own: restarting the shared one would break the other tests. Commits wait for their WAL
    // (the tests' default, synchronous_commit=off, lets a crash lose a commit the client was told of).
    let server = try PrivatePostgresServer(settings: ["synchronous_commit": "on"])
    defer { server.stop() }
    try server.psql("CREATE DATABASE burst")
    let home = try TemporaryDirectory("burst-home")
    let settings = PostgresSettings(
      endpoint: .socket(folder: server.socketFolder, port: server.port), user: server.user, database: "burst",
      connectTimeoutSeconds: 2, queryTimeoutSeconds: 10)
    let inventory = try PostgresInventory(
      settings: settings, origin: ActionOrigin(station: "till", session: "burst"), environment: ["HOME": home.url.path])
    let id = try #require(try inventory.add("Popular", barcode: "4006381333931").id)
    let station = try OfflineCapableInventory(
      server: inventory, replayer: inventory, journal: try OfflineScanJournal(path: home.path("journal.sqlite")),
      retryDelay: 0.2, isServerAway: { ($0 as? PostgresStoreError)?.meansServerAway ?? false })

    let burst = 600
    let restarted = DispatchSemaphore(value: 0)
    Thread {
      Thread.sleep(forTimeInterval: 0.5)
      try? server.restart(immediate: true, pause: 1)
      restarted.signal()
    }.start()
    var kept = 0
    for _ in 0..<burst {
      let outcome = try station.recordScan(
        "4006381333931", symbology: nil, source: .usbScanner, quality: nil, policy: .auto, mode: .add, quantity: 1,
        gs1: .detect(separator: nil))
      switch outcome {
      case .applied: break
      case .keptOffline: kept += 1
      default: Issue.record("unexpected \(outcome)")
      }
    }
    restarted.wait()
    #expect(kept > 0, "the restart did not happen during the burst")
    let deadline = Date().addingTimeInterval(60)
    while station.offlineStatus.needsAttention, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!station.offlineStatus.needsAttention, "\((try? station.journal.conflicts().map(\.reason)) ?? [])")
    let quantity = try inventory.item(id: id)?.quantity
    #expect(quantity == burst)
    let counts = try server.psql(
      "SELECT (SELECT count(*) FROM stock_movement) || ' ' || (SELECT count(*) FROM scan_replay)", database: "burst")
    #expect(counts.trimmingCharacters(in: .whitespacesAndNewlines) == "\(burst) \(burst)")
  }
}
