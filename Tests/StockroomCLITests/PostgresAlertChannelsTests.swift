import Foundation
import TestSupport
import Testing

/// The desktop and e-mail channels on a PostgreSQL inventory, two watchers at two stations at once: each alert
/// is shown once and the burst is mailed in one digest (fake notify-send and sendmail first on PATH).
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct PostgresAlertChannelsTests {
  let database: PostgresTestDatabase
  let home: TemporaryDirectory

  init() throws {
    database = try SharedPostgresServer.newDatabase(prefix: "alertchannels")
    home = try TemporaryDirectory("stockroom-home")
    try FakeAlertPrograms.install(in: home)
  }

  func environment(station: String) -> [String: String] {
    [
      "STOCKROOM_STATION": station, "HOME": home.url.path, "PATH": "\(home.path("bin")):/usr/bin:/bin",
      "DISPLAY": ":99",
    ]
  }

  @discardableResult
  func stockroom(_ arguments: String..., station: String = "till", stdin: String? = nil) throws
    -> ProcessRunner.Result
  {
    try ProcessRunner.stockroom(
      ["--db", database.url] + arguments, environment: environment(station: station), stdin: stdin)
  }

  @Test func twoWatchersAtOnceSendOneDigestAndShowEachAlertOnce() throws {
    #expect(
      try stockroom(
        "items", "add", "--name", "Milk", "--barcode", "4006381333931", "--quantity", "2", "--minimum", "2"
      ).status == 0)
    #expect(
      try stockroom("items", "add", "--name", "Bread", "--barcode", "5901234123457", "--quantity", "1").status == 0)
    #expect(try stockroom("alerts", "set-email", "stock@example.com", "--every", "3s").status == 0)
    let watchers = try ["office", "back room"].enumerated().map { index, station in
      try SpawnedProcess.start(
        ProcessRunner.stockroomPath, ["--db", database.url, "alerts", "watch", "--interval", "1"],
        environment: environment(station: station), standardOutput: home.path("watch-\(index).out"),
        standardError: home.path("watch-\(index).err"))
    }
    defer {
      for watcher in watchers {
        watcher.send(SIGTERM)
        _ = watcher.wait()
      }
    }
    // One process, one burst: both alerts are raised well within the digest's interval.
    let scan = try stockroom("scan", "--remove", "-", station: "back room", stdin: "4006381333931\n5901234123457\n")
    #expect(scan.status == 0, "\(scan.stderr)")
    let deadline = Date().addingTimeInterval(30)
    while FakeAlertPrograms.mails(in: home).isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    // Both watchers look again after the next digest would be due (3 s): nothing is owed, nothing is mailed.
    let looked = Date().addingTimeInterval(4)
    while Date() < looked { Thread.sleep(forTimeInterval: 0.1) }
    let mails = FakeAlertPrograms.mails(in: home)
    #expect(mails.count == 1, "\((try? String(contentsOfFile: home.path("watch-0.err"), encoding: .utf8)) ?? "")")
    #expect(mails.first?.contains("Subject: stockroom: 2 alerts\n") == true)
    #expect(FakeAlertPrograms.notifications(in: home).count == 2)
  }
}
