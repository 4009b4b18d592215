import Foundation
import TestSupport
import Testing

/// The desktop and e-mail channels through the binary, with a fake notify-send and a fake sendmail first on
/// PATH and a desktop session named (DISPLAY): a burst of alerts is shown once each and mailed in one digest
/// after the interval; a digest sendmail refuses is mailed at the next; two watchers send one digest.
@Suite struct AlertChannelsCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
    try FakeAlertPrograms.install(in: folder)
  }

  var environment: [String: String] { ["PATH": "\(folder.path("bin")):/usr/bin:/bin", "DISPLAY": ":99"] }

  @discardableResult
  func run(_ arguments: String..., stdin: String? = nil) throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(arguments, database: database, environment: environment, stdin: stdin)
  }

  /// Runs `alerts watch --once` until `condition` holds (a digest's interval passing), for up to 30 seconds;
  /// the runs' outputs.
  @discardableResult
  func watchUntil(_ condition: () -> Bool) throws -> [ProcessRunner.Result] {
    var runs: [ProcessRunner.Result] = []
    let deadline = Date().addingTimeInterval(30)
    while !condition() && Date() < deadline {
      runs.append(try run("alerts", "watch", "--once"))
      if !condition() { Thread.sleep(forTimeInterval: 0.2) }
    }
    return runs
  }

  func addTwoItemsAtTheirMinimum() throws {
    try run("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "3", "--minimum", "3")
    try run("items", "add", "--name", "Coffee", "--barcode", "5901234123457", "--quantity", "1", "--minimum", "1")
  }

  @Test func aBurstIsShownOnceEachAndMailedInOneDigestAfterTheInterval() throws {
    try addTwoItemsAtTheirMinimum()
    let set = try run("alerts", "set-email", "stock@example.com", "--every", "5s")
    #expect(set.stdout == "alerts are mailed to stock@example.com, a digest at most every 5s\n", "\(set.stderr)")
    let scan = try run("scan", "--remove", "-", stdin: "4006381333931\n5901234123457\n")
    #expect(scan.status == 0, "\(scan.stderr)")
    let watch = try run("alerts", "watch", "--once")
    #expect(watch.status == 0, "\(watch.stderr)")
    // The digest waits for its interval (on a machine slow enough to take 5 s, this look mails it: both alerts).
    #expect(watch.stdout.hasPrefix("shown alert 1 on the desktop\nshown alert 2 on the desktop\n"), "\(watch.stdout)")
    #expect(
      FakeAlertPrograms.notifications(in: folder) == [
        "--app-name=stockroom|--urgency=normal|--|Tea is below its minimum: 2 left, minimum 3|",
        "--app-name=stockroom|--urgency=critical|--|Coffee is out of stock (minimum 1)|",
      ])
    try watchUntil { !FakeAlertPrograms.mails(in: folder).isEmpty }
    try run("alerts", "watch", "--once")
    #expect(FakeAlertPrograms.notifications(in: folder).count == 2, "each shown once")
    #expect(FakeAlertPrograms.sendmailRuns(in: folder) == ["-t -oi"])
    let mails = FakeAlertPrograms.mails(in: folder)
    #expect(mails.count == 1)
    let mail = mails.first ?? ""
    for header in [
      "To: stock@example.com\n", "Subject: stockroom: 2 alerts\n", "Content-Type: text/plain; charset=utf-8\n",
      "From: stockroom <stockroom@", "\nDate: ", "MIME-Version: 1.0\n",
    ] {
      #expect(mail.contains(header), "\(header) in \(mail)")
    }
    #expect(mail.contains("Tea is below its minimum: 2 left, minimum 3  (alert 1, "))
    #expect(mail.contains("Coffee is out of stock (minimum 1)  (alert 2, "))
  }

  @Test func aDigestSendmailRefusesIsMailedAtTheNextOne() throws {
    try addTwoItemsAtTheirMinimum()
    #expect(try run("alerts", "desktop", "off").stdout == "desktop notifications: off\n")
    try run("alerts", "set-email", "stock@example.com", "--every", "1s")
    _ = FileManager.default.createFile(atPath: folder.path("sendmail-fail"), contents: nil)
    try run("adjust", "Coffee", "-1")
    let failed = try watchUntil { !FakeAlertPrograms.sendmailRuns(in: folder).isEmpty }
    #expect(failed.last?.status == 1)
    #expect(failed.last?.stderr.contains("cannot reach the mail relay") == true, "\(failed.last?.stderr ?? "")")
    let listed = try run("alerts", "--json").stdout
    let alerts = try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]]
    let delivery = (alerts?.first?["deliveries"] as? [[String: Any]])?.first
    #expect(delivery?["channel"] as? String == "email" && delivery?["failed_attempts"] as? Int == 1, "\(listed)")
    #expect(delivery?["last_failure"] as? String == "exit status 75: cannot reach the mail relay", "\(listed)")
    try watchUntil { !FakeAlertPrograms.mails(in: folder).isEmpty }
    #expect(FakeAlertPrograms.sendmailRuns(in: folder).count == 2, "refused once, then mailed")
    let mails = FakeAlertPrograms.mails(in: folder)
    #expect(mails.count == 1 && mails.first?.contains("Subject: stockroom: 1 alert\n") == true)
    #expect(mails.first?.contains("Coffee is out of stock (minimum 1)") == true)
    #expect(FakeAlertPrograms.notifications(in: folder).isEmpty, "desktop notifications were off")
    #expect(try run("alerts").stdout.contains("Coffee is out of stock (minimum 1)  [not sent yet, e-mail: mailed]"))
  }

  @Test func twoWatchersAtOnceSendOneDigestAndShowEachAlertOnce() throws {
    try addTwoItemsAtTheirMinimum()
    try run("alerts", "set-email", "stock@example.com", "--every", "3s")
    let watchers = try (1...2).map { index in
      try SpawnedProcess.start(
        ProcessRunner.stockroomPath, ["alerts", "watch", "--interval", "1"],
        environment: environment.merging(["STOCKROOM_DB": database, "HOME": folder.url.path]) { $1 },
        standardOutput: folder.path("watch-\(index).out"), standardError: folder.path("watch-\(index).err"))
    }
    defer {
      for watcher in watchers {
        watcher.send(SIGTERM)
        _ = watcher.wait()
      }
    }
    try run("scan", "--remove", "-", stdin: "4006381333931\n5901234123457\n")
    let deadline = Date().addingTimeInterval(30)
    while FakeAlertPrograms.mails(in: folder).isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    // Both watchers look again after the next digest would be due (3 s): nothing is owed, nothing is mailed.
    let looked = Date().addingTimeInterval(4)
    while Date() < looked { Thread.sleep(forTimeInterval: 0.1) }
    #expect(FakeAlertPrograms.mails(in: folder).count == 1)
    #expect(FakeAlertPrograms.mails(in: folder).first?.contains("Subject: stockroom: 2 alerts\n") == true)
    #expect(FakeAlertPrograms.notifications(in: folder).count == 2)
  }

  @Test func channelSettingsAreCheckedBeforeAnythingIsSaved() throws {
    let bad = try run("alerts", "set-email", "stock example.com")
    #expect(bad.status == 64 && bad.stderr.contains("needs an @"), "\(bad.stderr)")
    let badInterval = try run("alerts", "set-email", "stock@example.com", "--every", "0s")
    #expect(badInterval.status == 64 && badInterval.stderr.contains("1 second to 7 days"), "\(badInterval.stderr)")
    let badSwitch = try run("alerts", "desktop", "maybe")
    #expect(badSwitch.status == 64 && badSwitch.stderr.contains("say on or off"), "\(badSwitch.stderr)")
    #expect(try run("alerts", "desktop").stdout == "desktop notifications: on\n")
    #expect(try run("alerts", "set-email", "--clear").stdout == "no alerts are mailed\n")
  }

  /// A watcher with nothing to do only reads: its looks go on while another process holds the file's write lock
  /// for longer than the 10 s a write waits (a look that wrote first would fail and say so), and it sends the next
  /// alert once the lock is let go.
  @Test func aWatcherWithNothingToDoTakesNoWriteLock() throws {
    try addTwoItemsAtTheirMinimum()
    try run("adjust", "Coffee", "-1")
    let watcher = try SpawnedProcess.start(
      ProcessRunner.stockroomPath, ["alerts", "watch", "--interval", "1"],
      environment: environment.merging(["STOCKROOM_DB": database, "HOME": folder.url.path]) { $1 },
      standardOutput: folder.path("watch.out"), standardError: folder.path("watch.err"))
    defer {
      watcher.send(SIGTERM)
      _ = watcher.wait()
    }
    try waitFor(notifications: 1)
    let holder = try SpawnedProcess.startPiped("/usr/bin/sqlite3", [database])
    send("BEGIN IMMEDIATE;\nSELECT 'locked';\n", to: holder.input)
    var seen = ""
    var buffer = [UInt8](repeating: 0, count: 64)
    while !seen.contains("locked") {
      let count = read(holder.output, &buffer, buffer.count)
      guard count > 0 else { break }
      seen += String(decoding: buffer[0..<count], as: UTF8.self)
    }
    // Held past the busy timeout: looks every second, each would have given up on a write by now.
    let released = Date().addingTimeInterval(12)
    while Date() < released { Thread.sleep(forTimeInterval: 0.1) }
    send("ROLLBACK;\n.quit\n", to: holder.input)
    close(holder.input)
    close(holder.output)
    _ = holder.process.wait()
    #expect(seen.contains("locked"), "sqlite3 held the write lock")
    try run("adjust", "Tea", "-1")
    try waitFor(notifications: 2)
    let errors = (try? String(contentsOfFile: folder.path("watch.err"), encoding: .utf8)) ?? ""
    #expect(!errors.contains("could not read alerts"), "\(errors)")
  }

  func waitFor(notifications count: Int) throws {
    let deadline = Date().addingTimeInterval(30)
    while FakeAlertPrograms.notifications(in: folder).count < count && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    try #require(FakeAlertPrograms.notifications(in: folder).count == count)
  }

  func send(_ text: String, to descriptor: Int32) {
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
  }
}
