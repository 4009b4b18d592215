import Foundation
import TestSupport
import Testing

/// `stockroom alerts watch` on a PostgreSQL inventory: an alert another station raises goes out as its change
/// commits (LISTEN/NOTIFY wakes the watcher), not at the watcher's next look.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct PostgresAlertsWatchTests {
  let database: PostgresTestDatabase
  let home: TemporaryDirectory

  init() throws {
    database = try SharedPostgresServer.newDatabase(prefix: "alerts")
    home = try TemporaryDirectory("stockroom-home")
  }

  @discardableResult
  func stockroom(_ arguments: String..., station: String = "till") throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(
      ["--db", database.url] + arguments, environment: ["STOCKROOM_STATION": station, "HOME": home.url.path])
  }

  func received() -> [String] {
    let text = (try? String(contentsOfFile: home.path("alerts.jsonl"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  @Test func anAlertRaisedAtAnotherStationIsSentAsItsChangeCommits() throws {
    #expect(try stockroom("items", "add", "--name", "Milk", "--quantity", "2", "--minimum", "2").status == 0)
    #expect(
      try stockroom(
        "alerts", "set-command", "cat >> '\(home.path("alerts.jsonl"))'; echo >> '\(home.path("alerts.jsonl"))'"
      ).status == 0)
    // A minute between looks: only the notification can wake it in time.
    let watcher = try SpawnedProcess.start(
      ProcessRunner.stockroomPath, ["--db", database.url, "alerts", "watch", "--interval", "60"],
      environment: ["STOCKROOM_STATION": "office", "HOME": home.url.path, "PATH": "/usr/bin:/bin"],
      standardOutput: home.path("watch.out"), standardError: home.path("watch.err"))
    defer {
      watcher.send(SIGTERM)
      _ = watcher.wait()
    }
    Thread.sleep(forTimeInterval: 1.5)  // its first round done and listening; a change before is also sent then
    #expect(try stockroom("adjust", "Milk", "-1", station: "back room").status == 0)
    let deadline = Date().addingTimeInterval(20)
    while received().isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    #expect(received().count == 1, "\((try? String(contentsOfFile: home.path("watch.err"), encoding: .utf8)) ?? "")")
    #expect(received().first?.contains("\"below_minimum\"") == true)
  }
}
