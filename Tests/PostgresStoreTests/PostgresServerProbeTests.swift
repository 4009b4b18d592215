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
  /// A server of its own (it is paused and stopped), and a station on it whose statements may wait 30 s.
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
        connectTimeoutSeconds: 30, queryTimeoutSeconds: 30)
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
    // The probe gives up at its 3 s deadline; the station's statements would have waited 30 s.
    #expect(waited < 20, "the probe waited \(waited) s")
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
      "4006381333931", symbology: nil, source: .usbScanner, quality: nil, policy: .auto, mode: .add, quantity: 1,
      gs1: .detect(separator: nil))
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

  @Test func aStoppedServerIsAwayAtTheNextProbe() throws {
    let setup = try Station()
    setup.station.checkServerNow()
    #expect(!setup.station.offlineStatus.serverAway)
    setup.server.stop()
    setup.station.checkServerNow()
    #expect(setup.station.offlineStatus.serverAway)
  }
}
