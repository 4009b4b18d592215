import Foundation
import GRDB
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

@testable import App

/// A database an older version left with a quantity out of range opens in the app without a crash, says
/// which item, and saving the item in the editor repairs it.
@Suite struct DamagedValuesScreenTests {
  @Test func theAppNamesTheDamagedItemAndTheEditorRepairsIt() throws {
    let harness = try AppHarness { inventory in
      try inventory.add("Bolts", quantity: 5)
      let other = try DatabaseQueue(path: inventory.path)
      try other.write { db in
        try db.execute(sql: WaveOneDatabase.downgradeSQL)
        try db.execute(
          sql: """
            INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time)
              VALUES (1, 'Bolts', 9223372036854775807, 'import', 'import', 0)
            """)
      }
      try other.close()
    }
    // (AppHarness opened the file before the damage: a restart of the app is what a user would do.)
    let restarted = StockroomApp.damagedItemsWarning(try harness.inventory.reopened())
    #expect(
      restarted?.text.hasPrefix("item 1 \"Bolts\" holds a quantity out of range (9.2") == true,
      "\(restarted?.text ?? "")")
    harness.press(.enter)  // the editor on the selected item
    harness.press(.f(2))
    #expect(try harness.service.findItem("Bolts").storedValueProblems.isEmpty, "\(harness.dump)")
    #expect(StockroomApp.damagedItemsWarning(harness.service) == nil)
  }
}
