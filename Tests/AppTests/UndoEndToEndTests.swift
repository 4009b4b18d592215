import Foundation
import InventoryCore
import TestSupport
import Testing

/// Undo in the real binary in tmux: it says what it will reverse, restores a deleted item with its
/// history, and never reverses another process's scan.
@Suite("undo in the terminal UI, in tmux", .serialized)
struct UndoEndToEndTests {
  @Test("delete, u shows what it will undo, Enter restores the item with its history; a CLI scan is not undone")
  func undoDeletionNotOtherProcessesScan() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", inventory.path], columns: 100, rows: 24)
    defer { session.kill() }
    try session.waitFor("items ·")

    try session.press("+")
    try session.waitFor("Café crème: 2 → 3")
    // Another process scans tea while the app is open.
    let scan = try ProcessRunner.stockroom(["scan", Codes.tea], database: inventory.path)
    #expect(scan.status == 0, "\(scan.stderr)")
    try session.press("d")
    try session.waitFor("Delete Café crème?")
    try session.press("y")
    try session.waitFor("deleted Café crème")

    try session.press("u")
    try session.waitFor("Undo: delete \"Café crème\" (restores it with its 2")
    #expect((try? inventory.service.findItem("Café crème")) == nil, "not before Enter")
    try session.press("Enter")
    let restored = try session.waitFor("undone: delete \"Café crème\": restored with its 2 movements")
    #expect(restored.contains { $0.contains("Café crème") && !$0.contains("undone") }, "back in the list")

    // The next undo is this window's +1, not the other process's scan of tea.
    try session.press("u")
    let offer = try session.waitFor("Undo: adjust +1 \"Café crème\" (stock 3 → 2)")
    #expect(!offer.contains { $0.contains("Undo: scan") })
    try session.press("Enter")
    try session.waitFor("undone: adjust +1 \"Café crème\": 3 → 2")
    try session.press("u")
    try session.waitFor("nothing to undo")

    let cafe = try inventory.service.findItem("Café crème")
    #expect(cafe.quantity == 2)
    #expect(try inventory.service.movements(itemID: cafe.id ?? 0).map(\.reason) == [.undo, .manual, .manual])
    #expect(try inventory.service.findItem(Codes.tea).quantity == 13)

    try session.press("4")
    try session.waitFor("Stock movements")
    try session.press("v", "v")
    // The rows, not the title: a capture under load can land between the title's frame and the list's.
    let actions = try session.waitUntil("the Actions list drawn") { lines in
      lines.contains { $0.contains("Actions") } && lines.contains { $0.contains("undo delete") }
    }
    #expect(actions.contains { $0.contains("undo delete \"Café crème\"") }, "\(actions.joined(separator: "\n"))")
    #expect(actions.contains { $0.contains("scan +1 \"日本茶 green tea\" 12 → 13") })
    try session.press("q")
    try session.waitFor("[exit 0]")
  }
}
