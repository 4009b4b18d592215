import Foundation
import InventoryCore
import TestSupport
import Testing

/// The real `stockroom` in tmux: an alert raised by another process reaches the open terminal UI (read off its
/// input thread), and `a` marks it seen through the store the command line reads.
@Suite("Alerts in the terminal UI, in tmux", .serialized)
struct AlertsEndToEndTests {
  @Test(
    "another process takes an item below its minimum: the header counts it, the status line says it; a marks it seen")
  func alertFromAnotherProcess() throws {
    let inventory = try TestInventory()
    try inventory.add("Tea", quantity: 6, minimum: 5)
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", inventory.path], columns: 100, rows: 24)
    defer { session.kill() }
    try session.waitFor("1 item ·")
    let adjusted = try ProcessRunner.stockroom(["adjust", "Tea", "-2"], database: inventory.path)
    #expect(adjusted.status == 0, "\(adjusted.stderr)")
    try session.waitUntil("the alert in the header and on the status line") { lines in
      lines.first?.contains("⚑ 1 alert ·") == true
    }
    try session.press("3")
    try session.waitFor("units to order")
    try session.press("A")
    try session.waitFor("below its minimum: 4 of 5")
    try session.press("a")
    try session.waitFor("marked seen")
    try session.waitUntil("the header no longer counting it") { $0.first?.contains("⚑") == false }
    let listed = try ProcessRunner.stockroom(["alerts", "--json"], database: inventory.path)
    #expect(listed.stdout.contains("\"acknowledged\" : true"), "\(listed.stdout)")
  }
}
