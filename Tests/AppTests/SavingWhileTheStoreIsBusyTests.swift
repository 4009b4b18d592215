import Foundation
import GRDB
import InventoryCore
import TerminalUI
import Testing

@testable import App

/// Writes a key makes run off the input thread: while another program holds the SQLite file's write lock, the
/// screen shows "saving…" and the keys do not queue up behind the write; once the lock is let go the write is
/// made as it was asked, and keys typed meanwhile changed nothing.
@Suite struct SavingWhileTheStoreIsBusyTests {
  @Test func aSaveThatWaitsForTheFileShowsSavingAndKeysTypedMeanwhileChangeNothing() throws {
    let harness = try AppHarness(
      savingShownAfter: AppEnvironment.LaunchOptions().savingShownAfter, setUp: sampleInventory)
    harness.press(.enter)
    #expect(harness.screen[0].contains("Edit: Café crème"), "\(harness.dump)")
    harness.press(.end)
    harness.type(" bio")

    let lock = try OtherProgramsWriteLock(on: harness.inventory.path)
    harness.pressWhileBusy(.f(2))
    #expect(harness.contains("saving Café crème bio…"), "\(harness.dump)")
    // Keys meanwhile go to the dialog: none types into the form or reaches the list behind it later.
    harness.typeWhileBusy("zz")
    harness.pressWhileBusy(.escape)
    #expect(harness.contains("saving Café crème bio…"), "\(harness.dump)")

    try lock.release()
    harness.finishLongWork()
    #expect(harness.contains("saved Café crème bio"), "\(harness.dump)")
    #expect(!harness.screen[0].contains("Edit:"), "\(harness.dump)")
    #expect(try harness.service.findItem("Café crème bio").name == "Café crème bio")
  }

  @Test func aCategoryRenamedWhileTheFileIsHeldShowsSavingThenRenames() throws {
    let harness = try AppHarness(
      savingShownAfter: AppEnvironment.LaunchOptions().savingShownAfter, setUp: sampleInventory)
    harness.press(.char("5"), .char("r"), .ctrl("u"))
    harness.type("Hot drinks")

    let lock = try OtherProgramsWriteLock(on: harness.inventory.path)
    harness.pressWhileBusy(.enter)
    #expect(harness.contains("saving Drinks…"), "\(harness.dump)")
    harness.typeWhileBusy("d")  // would ask to delete the category, were it to reach the list
    #expect(harness.contains("saving Drinks…"), "\(harness.dump)")

    try lock.release()
    harness.finishLongWork()
    #expect(harness.contains("renamed Drinks to Hot drinks"), "\(harness.dump)")
    #expect(!harness.contains("Delete category"), "\(harness.dump)")
    #expect(try harness.service.category(named: "Hot drinks") != nil)
  }

  @Test func anUndoWhileTheFileIsHeldShowsSavingThenUndoes() throws {
    let harness = try AppHarness(
      savingShownAfter: AppEnvironment.LaunchOptions().savingShownAfter, setUp: sampleInventory)
    harness.press(.char("+"))
    #expect(try harness.service.findItem("Café crème").quantity == 3)
    harness.press(.char("u"))
    #expect(harness.contains("Undo:"), "\(harness.dump)")

    let lock = try OtherProgramsWriteLock(on: harness.inventory.path)
    harness.pressWhileBusy(.enter)
    #expect(harness.contains("saving the undo of"), "\(harness.dump)")
    harness.typeWhileBusy("+")
    #expect(try harness.service.findItem("Café crème").quantity == 3)

    try lock.release()
    harness.finishLongWork()
    #expect(harness.contains("undone:"), "\(harness.dump)")
    #expect(try harness.service.findItem("Café crème").quantity == 2, "undone, and the + typed meanwhile did nothing")
  }

  @Test func aSessionLineChangedWhileTheFileIsHeldShowsSavingThenCounts() throws {
    let harness = try AppHarness(
      columns: 100, rows: 30, savingShownAfter: AppEnvironment.LaunchOptions().savingShownAfter,
      setUp: sampleInventory)
    harness.startSession(.count)
    harness.scan(Codes.tea)
    harness.selectSessionRow(tea)
    #expect(harness.cells(after: tea)?.first == "1", "\(harness.dump)")

    let lock = try OtherProgramsWriteLock(on: harness.inventory.path)
    harness.pressWhileBusy(.char("+"))
    #expect(harness.contains("saving count #1…"), "\(harness.dump)")
    harness.typeWhileBusy("+")

    try lock.release()
    harness.finishLongWork()
    #expect(harness.cells(after: tea)?.first == "2", "one + counted, the one typed meanwhile not:\n\(harness.dump)")
    #expect(try harness.service.sessionLines(id: 1).first?.quantity == 2)
  }

  private let tea = "日本茶 green tea"
}

/// Another program's write lock on the inventory file, as a second station's long import would hold it.
private final class OtherProgramsWriteLock {
  private let other: DatabaseQueue
  private var held = true

  init(on path: String) throws {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true  // the lock is held across accesses, on purpose
    other = try DatabaseQueue(path: path, configuration: configuration)
    try other.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
  }

  func release() throws {
    guard held else { return }
    try other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
    held = false
  }

  deinit {
    // A test that stopped early lets go of the lock; there is nothing left to report it to.
    if held { try? other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") } }
  }
}

extension AppHarness {
  /// Presses `key` at a person's pace while a write may hang: steps until it is read and 200 ms more, without
  /// waiting for a saving dialog to close (`settle` would).
  fileprivate func pressWhileBusy(_ key: KeyPress) {
    terminal.enqueue(.key(key), after: .milliseconds(150))
    stepWhileBusy()
  }

  fileprivate func typeWhileBusy(_ text: String) {
    terminal.type(text)
    stepWhileBusy()
  }

  private func stepWhileBusy() {
    while terminal.hasPendingEvents { app.step() }
    wait(.milliseconds(200))
  }
}
