import Foundation
import InventoryCore
import TestSupport
import Testing

@testable import App

/// The real `stockroom` in tmux: the alert command typed into Settings is the one the open terminal UI's
/// sender runs when another process takes an item below its minimum.
@Suite("Alert channels in Settings, in tmux", .serialized)
struct AlertSettingsEndToEndTests {
  @Test("the alert command set in Settings receives an alert raised by another process")
  func commandSetInSettingsIsUsed() throws {
    let inventory = try TestInventory()
    try inventory.add("Tea", quantity: 6, minimum: 5)
    let output = try TemporaryDirectory("alerts")
    let received = output.path("a.json")
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", inventory.path], columns: 120, rows: 30)
    defer { session.kill() }
    try session.waitFor("1 item ·")
    try session.press("7")
    try session.waitFor("Alert command")
    let index = try #require(SettingRow.all.firstIndex { $0.name == "Alert command" })
    for _ in 0..<index { try session.press("Down") }
    try session.waitFor("STOCKROOM_ALERT_")
    try session.press("Enter")
    try session.waitFor("Command each alert is given to")
    try session.type("cat > '\(received)'", interval: .milliseconds(60))
    try session.press("Enter")
    try session.waitFor("Alert command: cat > '\(received)' (saved)")
    let adjusted = try ProcessRunner.stockroom(["adjust", "Tea", "-2"], database: inventory.path)
    #expect(adjusted.status == 0, "\(adjusted.stderr)")
    let deadline = Date().addingTimeInterval(30)
    var text = ""
    while Date() < deadline {
      text = (try? String(contentsOfFile: received, encoding: .utf8)) ?? ""
      if text.hasSuffix("\n") { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(text.contains("\"kind\":\"below_minimum\"") && text.contains("\"item\":\"Tea\""), "\(text)")
  }
}
