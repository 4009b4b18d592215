import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// A server killed outright (every process, SIGKILL) while four stations write over TCP: each statement in
/// flight fails as its connection closes, long before the statement deadline, and says it did not complete
/// or that it may have been applied — none hangs until the deadline.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresServerKillTests {
  @Test func statementsInFlightWhenTheServerIsKilledFailAtOnce() throws {
    let server = try PrivatePostgresServer(tcp: true)
    defer { server.stop() }
    try server.psql("CREATE DATABASE killed")
    let home = try TemporaryDirectory("kill-home")
    let settings = PostgresSettings(
      endpoint: .tcp(host: "127.0.0.1", port: server.port), user: server.user, database: "killed",
      sslMode: .disable, connectTimeoutSeconds: 5, queryTimeoutSeconds: 60)
    let setup = try PostgresInventory(settings: settings, environment: ["HOME": home.url.path])
    let id = try #require(try setup.add("Popular", quantity: 1).id)
    let stations = try (0..<4).map { index in
      try PostgresInventory(
        settings: settings, origin: ActionOrigin(station: "till \(index)", session: "kill"),
        environment: ["HOME": home.url.path])
    }
    let failures = FailureTimes()
    let started = DispatchGroup()
    for station in stations {
      started.enter()
      Thread {
        started.leave()
        while true {
          do { _ = try station.adjustQuantity(itemID: id, by: 1, source: .usbScanner) } catch {
            failures.add(error)
            return
          }
        }
      }.start()
    }
    started.wait()
    Thread.sleep(forTimeInterval: 0.5)
    let killed = Date()
    server.killEveryProcess()
    #expect(failures.wait(count: stations.count, seconds: 50), "a statement waited for its deadline")
    for (error, time) in failures.all {
      #expect(time.timeIntervalSince(killed) < 20, "\(error) after \(time.timeIntervalSince(killed)) s")
      #expect((error as? PostgresStoreError)?.meansServerAway == true, "\(error)")
    }
  }
}

private final class FailureTimes: @unchecked Sendable {
  private let condition = NSCondition()
  private var failures: [(any Error, Date)] = []

  func add(_ error: any Error) {
    condition.withLock {
      failures.append((error, Date()))
      condition.broadcast()
    }
  }

  var all: [(any Error, Date)] { condition.withLock { failures } }

  func wait(count: Int, seconds: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    return condition.withLock {
      while failures.count < count { if !condition.wait(until: deadline) { return false } }
      return true
    }
  }
}
