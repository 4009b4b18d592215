import Foundation
import InventoryCore
import OfflineScans
import PostgresStore
import TestSupport
import Testing

/// A station notices by itself, within seconds, a server that hung (every process paused: connections stay
/// open and nothing answers) or stopped, while an operation holding the main connection is not in its way;
/// and when the server answers again, the scans kept meanwhile go without a new scan to start them.
@Suite(.serialized, .enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresServerProbeTests {
  /// A server of its own (it is paused and stopped), and a station on it whose statements may wait 60 s.
  struct Station {
    let server: PrivatePostgresServer
    let home: TemporaryDirectory
    let inventory: PostgresInventory
    let station: OfflineCapableInventory

    init() throws {
      server = try PrivatePostgresServer()
      try server.psql("CREATE DATABASE probed")
      home = try TemporaryDirectory("probe-home")
      let settings = PostgresSettings(
        endpoint: .socket(folder: server.socketFolder, port: server.port), user: server.user, database: "probed",
        connectTimeoutSeconds: 60, queryTimeoutSeconds: 60)
      inventory = try PostgresInventory(
        settings: settings, origin: ActionOrigin(station: "till", session: "probe"),
        environment: ["HOME": home.url.path])
      station = try OfflineCapableInventory(
        server: inventory, replayer: inventory, journal: try OfflineScanJournal(path: home.path("journal.sqlite")),
        retryDelay: 0.2, isServerAway: { ($0 as? PostgresStoreError)?.meansServerAway ?? false })
    }
  }

  @Test func aHungServerFailsTheProbeWithinItsOwnDeadlineNotTheStatementDeadline() throws {
    let setup = try Station()
    defer { setup.server.stop() }
    try setup.inventory.checkConnection()
    setup.server.pause()
    defer { setup.server.resume() }
    let started = Date()
    let error = #expect(throws: PostgresStoreError.self) { try setup.inventory.checkConnection() }
    let waited = Date().timeIntervalSince(started)
    #expect(error?.meansServerAway == true, "\(String(describing: error))")
    // The probe gives up at its 3 s deadline; the station's statements would have waited 60 s.
    #expect(waited < 30, "the probe waited \(waited) s")
    setup.server.resume()
    try setup.inventory.checkConnection()
  }

  @Test func theStationIsAwayAfterAProbeAndSendsWhatWaitsWhenTheServerAnswersAgain() throws {
    let setup = try Station()
    defer { setup.server.stop() }
    let id = try #require(try setup.inventory.add("Tea", barcode: "4006381333931", quantity: 2).id)
    setup.station.checkServerNow()
    #expect(setup.station.offlineStatus.summary == "server connected")
    #expect(!setup.station.offlineStatus.needsAttention)

    setup.server.pause()
    defer { setup.server.resume() }
    setup.station.checkServerNow()
    let away = setup.station.offlineStatus
    #expect(away.serverAway && away.awaySince != nil)
    // Away already: a scan goes to the journal at once instead of waiting for the hung server.
    let outcome = try setup.station.recordScan(
      ScanRequest(
        "4006381333931", symbology: nil, source: .usbScanner, quality: nil, policy: .auto, mode: .add, quantity: 1,
        gs1: .detect(separator: nil)))
    guard case .keptOffline(_, let waiting) = outcome else {
      Issue.record("not kept offline: \(outcome)")
      return
    }
    #expect(waiting == 1)

    setup.server.resume()
    setup.station.checkServerNow()
    let deadline = Date().addingTimeInterval(30)
    while setup.station.offlineStatus.needsAttention, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(setup.station.offlineStatus.summary == "server connected")
    #expect(try setup.inventory.item(id: id)?.quantity == 3)
  }

  @Test func whileTheProbeGetsNoAnswerOperationsFailAtOnceAndTheOneWaitingFailsToo() throws {
    let setup = try Station()
    defer { setup.server.stop() }
    let id = try #require(try setup.inventory.add("Tea", barcode: "4006381333931", quantity: 2).id)
    setup.server.pause()
    defer { setup.server.resume() }
    // An operation already waiting for the hung server (its deadline is 60 s)
    let waiting = LockedResults()
    let started = Date()
    Thread {
      waiting.append(
        Result {
          _ = try setup.inventory.item(id: id); return ""
        })
    }.start()
    Thread.sleep(forTimeInterval: 0.5)
    // When the probe gets no answer
    #expect(throws: PostgresStoreError.self) { try setup.inventory.checkConnection() }
    // Then the waiting operation fails now, not at its deadline, and the next one fails without asking
    #expect(waiting.waitFor(count: 1, seconds: 20))
    #expect(Date().timeIntervalSince(started) < 30)
    if case .success = waiting.results.first { Issue.record("a read of the hung server succeeded") }
    #expect(throws: PostgresStoreError.self) { _ = try setup.inventory.item(id: id) }
    let refused = #expect(throws: PostgresStoreError.self) { _ = try setup.inventory.stockAlertCounts() }
    #expect(refused?.meansServerAway == true && refused?.message.contains("not answering") == true)
    // And once a probe is answered, operations ask the server again
    setup.server.resume()
    try setup.inventory.checkConnection()
    #expect(try setup.inventory.item(id: id)?.quantity == 2)
  }

  @Test func aStoppedServerIsAwayAtTheNextProbe() throws {
    let setup = try Station()
    setup.station.checkServerNow()
    #expect(!setup.station.offlineStatus.serverAway)
    setup.server.stop()
    setup.station.checkServerNow()
    #expect(setup.station.offlineStatus.serverAway)
  }
}
