import InventoryCore
import SQLiteStore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// `u` says what it will undo (this window's own last action) before doing it; `U` redoes; History lists
/// actions (edits field by field, deletions, undos) and shows scanned codes whole.
@Suite("Undo and redo in the app")
struct UndoScreenTests {
  @Test("u after a deletion offers to restore the item with its history; Enter restores and selects it")
  func undoDeletion() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let cafe = try harness.service.findItem("Café crème")
    harness.press(.char("+"), .char("d"), .char("y"))
    #expect(harness.contains("deleted Café crème"))
    harness.press(.char("u"))
    #expect(harness.contains("Undo: delete \"Café crème\" (restores it with its 2"), "\(harness.dump)")
    #expect(try harness.service.item(id: cafe.id ?? 0) == nil, "nothing is undone before Enter")
    harness.press(.enter)
    #expect(harness.contains("undone: delete \"Café crème\": restored with its 2 movements"))
    #expect(try harness.service.item(id: cafe.id ?? 0)?.quantity == 3)
    let row = try #require(harness.terminal.cursor?.row)
    #expect(harness.screen[row].contains("Café crème"), "the restored item is selected:\n\(harness.dump)")
    // U asks, then does it again; Esc on the next offer changes nothing.
    harness.press(.char("U"))
    #expect(harness.contains("Redo: delete \"Café crème\""), "\(harness.dump)")
    #expect(try harness.service.item(id: cafe.id ?? 0) != nil, "nothing is redone before the answer")
    harness.press(.enter)
    #expect(harness.contains("redone: delete \"Café crème\": deleted again"))
    harness.press(.char("u"), .escape)
    #expect(harness.contains("nothing undone"))
    #expect(try harness.service.item(id: cafe.id ?? 0) == nil)
  }

  @Test("u never reverses another process's change: it says there is nothing of this window's to undo")
  func undoIgnoresOtherProcesses() throws {
    let harness = try AppHarness { _ in }
    let other = SQLiteInventory(
      database: try AppDatabase.open(path: harness.inventory.path),
      origin: ActionOrigin(station: "till-2", session: "cli"))
    try other.addItem(ItemDraft(name: "日本茶 green tea", barcode: Codes.tea, quantity: "12"))
    try other.recordScan(ScanRequest(Codes.tea, source: .cli, policy: .auto))
    harness.press(.char("u"))
    #expect(harness.contains("nothing to undo"), "\(harness.dump)")
    #expect(try harness.service.findItem(Codes.tea).quantity == 13)
  }

  @Test("History's Actions view shows edits field by field, deletions and undos; the Code column fits the code")
  func historyShowsActions() throws {
    let harness = try AppHarness(setUp: sampleInventory)
    let tea = try harness.service.findItem(Codes.tea)
    var draft = ItemDraft(tea)
    draft.price = "4.80"
    try harness.service.updateItem(id: tea.id ?? 0, with: draft)
    let long = "ABC-0123456789-ABCDEFGHIJ-XYZ"
    try harness.service.recordScan(ScanRequest(long, source: .usbScanner))
    harness.press(.char("4"), .char("v"))
    #expect(harness.contains(long), "the code is shown whole:\n\(harness.dump)")
    harness.press(.char("v"))
    #expect(harness.contains("Actions"))
    #expect(harness.contains("edit \"日本茶 green tea\": price 4.50 → 4.80"), "\(harness.dump)")
    harness.press(.char("u"), .enter)
    #expect(harness.contains("undone: edit \"日本茶 green tea\": price 4.80 → 4.50"))
    #expect(harness.line("undo edit")?.contains("price 4.80") == true, "\(harness.dump)")
    #expect(harness.line("edit \"日本茶 green tea\": price 4.50")?.hasSuffix("undone") == true)
  }
}
