import Foundation
import GRDB
import InventoryCore
import TerminalUI
import Testing

@testable import App

/// A save runs off the input thread: while another program holds the SQLite file's write lock, the editor shows
/// "saving…" and the keys do not queue up behind the write; once the lock is let go the item is saved as it
/// was when F2 was pressed, and keys typed meanwhile changed nothing.
@Suite struct SavingWhileTheStoreIsBusyTests {
  @Test func aSaveThatWaitsForTheFileShowsSavingAndKeysTypedMeanwhileChangeNothing() throws {
    let harness = try AppHarness(
      savingShownAfter: AppEnvironment.LaunchOptions().savingShownAfter, setUp: sampleInventory)
    harness.press(.enter)
    #expect(harness.screen[0].contains("Edit: Café crème"), "\(harness.dump)")
    harness.press(.end)
    harness.type(" bio")

    // Another program takes the write lock (as a second station's long import would).
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true  // the lock is held across accesses, on purpose
    let other = try DatabaseQueue(path: harness.inventory.path, configuration: configuration)
    try other.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
    var released = false
    defer { if !released { try? other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") } } }

    harness.terminal.enqueue(.key(.f(2)), after: .milliseconds(150))
    while harness.terminal.hasPendingEvents { harness.app.step() }
    harness.wait(.milliseconds(200))
    #expect(harness.contains("saving Café crème bio…"), "\(harness.dump)")
    // Keys meanwhile go to the dialog: none types into the form or reaches the list behind it later.
    harness.terminal.type("zz")
    harness.terminal.enqueue(.key(.escape), after: .milliseconds(150))
    while harness.terminal.hasPendingEvents { harness.app.step() }
    harness.wait(.milliseconds(200))
    #expect(harness.contains("saving Café crème bio…"), "\(harness.dump)")

    try other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
    released = true
    harness.finishLongWork()
    #expect(harness.contains("saved Café crème bio"), "\(harness.dump)")
    #expect(!harness.screen[0].contains("Edit:"), "\(harness.dump)")
    #expect(try harness.service.findItem("Café crème bio").name == "Café crème bio")
  }
}
