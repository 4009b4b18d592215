import InventoryCore
import TerminalUI
import Testing

@testable import App

/// Issue 19's wording: what an empty session says to do, and scans counted in the singular.
@Suite struct SessionWordingTests {
  @Test("an empty session says to press a to key in an item")
  func emptySessionSaysWhatToDo() throws {
    let harness = try AppHarness(columns: 100, rows: 30, setUp: sampleInventory)
    harness.startSession(.receive)
    #expect(harness.contains("Nothing yet: scan (from any tab), or press a to key in an item and how many."))
  }

  @Test("one scan counts, two scans count")
  func scansCount() {
    #expect(SessionsScreen.scansCount(1) == "1 scan counts")
    #expect(SessionsScreen.scansCount(2) == "2 scans count")
  }
}
