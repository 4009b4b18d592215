import Foundation
import InventoryCore
import TestSupport
import Testing

/// Issue 8's codes and import, tried on the real binary in tmux as a new user would.
@Suite("codes as typed and import, in tmux", .serialized)
struct PolishEndToEndTests {
  func start(_ inventory: TestInventory, in folder: String? = nil) throws -> TmuxSession {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let command =
      folder.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$1\" --db \"$2\"", $0, binary, inventory.path] }
      ?? [binary, "--db", inventory.path]
    let session = try TmuxSession(command)
    try session.waitFor("items ·")
    return session
  }

  @Test("typing 4-006381-333931 in the editor names the item that has it; F3 opens that item")
  func printedCodeInTheEditor() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let session = try start(inventory)
    defer { session.kill() }
    try session.press("n")
    try session.waitFor("New item")
    try session.type("Tea again", interval: .milliseconds(40))
    try session.press("Tab")
    try session.type("4-006381-333931", interval: .milliseconds(40))
    try session.waitFor("already belongs to 日本茶 green tea")
    try session.press("F3")
    try session.waitFor("Edit: 日本茶 green tea")
    #expect(try inventory.service.totals().count == 3)
  }

  @Test("i chooses a CSV, shows the dry run, and imports only after y")
  func importWithDryRun() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let folder = try TemporaryDirectory("tui-import")
    try Data("name,quantity\r\nPlates,4\r\nBowls,2\r\n".utf8).write(to: folder.url.appendingPathComponent("new.csv"))
    let session = try start(inventory, in: folder.url.path)
    defer { session.kill() }
    try session.press("i")
    try session.waitFor("Import which file?")
    try session.press("Down")
    try session.press("Enter")
    try session.waitFor("would be 2 added")
    #expect(try inventory.service.totals().count == 3, "nothing changed before the confirmation")
    try session.press("y")
    try session.waitFor("imported new.csv: 2 added")
    #expect(try inventory.service.findItem("Plates").quantity == 4)
  }
}
