import Foundation
import TestSupport
import Testing

/// `stockroom alerts` through the binary: a change that crosses below a minimum raises an alert, and the
/// watcher gives it to the user's command exactly once, with no terminal UI open.
@Suite struct AlertsCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// The command every test sets: appends the JSON it reads and two of its variables to files.
  func setRecordingCommand() throws {
    let command =
      "cat >> '\(folder.path("alerts.jsonl"))'; echo \"$STOCKROOM_ALERT_KIND $STOCKROOM_ALERT_ITEM\" >> '\(folder.path("env.txt"))'"
    #expect(try stockroom("alerts", "set-command", command).status == 0)
  }

  func received() -> [[String: Any]] {
    let text = (try? String(contentsOfFile: folder.path("alerts.jsonl"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  @Test func aScanBelowTheMinimumReachesTheCommandOnceAsJSON() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "3", "--minimum", "3")
    try setRecordingCommand()
    let scan = try ProcessRunner.stockroom(
      ["scan", "--remove", "-"], database: database, stdin: "4006381333931\n4006381333931\n")
    #expect(scan.status == 0, "\(scan.stderr)")
    #expect(try stockroom("alerts").stdout.contains("Tea is below its minimum: 2 left, minimum 3  [not sent yet]"))
    let watch = try stockroom("alerts", "watch", "--once")
    #expect(watch.status == 0 && watch.stdout == "sent alert 1: Tea is below its minimum: 2 left, minimum 3\n")
    #expect(try stockroom("alerts", "watch", "--once").stdout.isEmpty, "sent once")
    let messages = received()
    #expect(messages.count == 1)
    #expect(messages.first?["kind"] as? String == "below_minimum" && messages.first?["item"] as? String == "Tea")
    #expect(messages.first?["quantity"] as? Int == 2 && messages.first?["minimum"] as? Int == 3)
    #expect(try String(contentsOfFile: folder.path("env.txt"), encoding: .utf8) == "below_minimum Tea\n")
  }

  @Test func aFailingCommandIsRetriedAndSaysWhy() throws {
    try stockroom("items", "add", "--name", "Tea", "--quantity", "1")
    #expect(try stockroom("alerts", "watch", "--once").status == 64, "no command set")
    try stockroom("alerts", "set-command", "echo no mail server >&2; exit 3")
    try stockroom("adjust", "Tea", "-1")
    let watch = try stockroom("alerts", "watch", "--once")
    #expect(watch.status == 1 && watch.stderr.contains("exit status 3: no mail server"), "\(watch.stderr)")
    let listed = try stockroom("alerts", "--all", "--json")
    let alerts = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]
    #expect(alerts?.first?["failed_attempts"] as? Int == 1 && alerts?.first?["sent"] as? Bool == false)
    #expect(try stockroom("alerts", "ack", "1").stdout == "alert 1 marked seen\n")
    #expect(try stockroom("alerts", "ack", "7").status == 3)
  }

  /// Its interval is a minute: the alert goes out because the change woke it, not because it looked again.
  @Test func aRunningWatcherSendsAnAlertAsSoonAsAnotherProcessRaisesIt() throws {
    try stockroom("items", "add", "--name", "Milk", "--quantity", "2", "--minimum", "2")
    try setRecordingCommand()
    let watcher = try SpawnedProcess.start(
      ProcessRunner.stockroomPath, ["alerts", "watch", "--interval", "60"],
      environment: ["STOCKROOM_DB": database, "HOME": folder.url.path, "PATH": "/usr/bin:/bin"],
      standardOutput: folder.path("watch.out"), standardError: folder.path("watch.err"))
    defer {
      watcher.send(SIGTERM)
      _ = watcher.wait()
    }
    try stockroom("adjust", "Milk", "-2")
    let deadline = Date().addingTimeInterval(30)
    while received().isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    #expect(received().map { $0["kind"] as? String } == ["out_of_stock"])
    try stockroom("adjust", "Milk", "+1")  // still below: the open alert ends, no new one
    Thread.sleep(forTimeInterval: 2.5)
    #expect(received().count == 1, "once per crossing")
  }

  @Test func aLotDueWithinTheWindowIsSentOnceWithItsLotAndDate() throws {
    let inThreeDays = Calendar.current.date(byAdding: .day, value: 3, to: Date()) ?? Date()
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: inThreeDays)
    let useBy = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    try stockroom("items", "add", "--name", "Yoghurt")
    #expect(try stockroom("adjust", "Yoghurt", "+4", "--lot", "Y7", "--expiry", useBy).status == 0)
    #expect(try stockroom("adjust", "Yoghurt", "+1", "--lot", "Y8", "--expiry", "2199-12-31").status == 0)
    try setRecordingCommand()
    let watch = try stockroom("alerts", "watch", "--once")
    #expect(watch.status == 0 && watch.stdout == "sent alert 1: Yoghurt: 4 units of lot Y7 to use by \(useBy)\n")
    #expect(try stockroom("alerts", "watch", "--once").stdout.isEmpty, "once per lot")
    #expect(received().count == 1)
    #expect(received().first?["kind"] as? String == "expiring" && received().first?["lot"] as? String == "Y7")
    #expect(received().first?["use_by"] as? String == useBy && received().first?["quantity"] as? Int == 4)
  }
}
