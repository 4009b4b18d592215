import Foundation
import GRDB
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// A file whose rule triggers were dropped or rewritten (with sqlite3, by hand) is refused for writing with a
/// message naming what is gone, still opens for reading, and the health check lists it.
@Suite struct SchemaRulesTests {
  private func tamper(_ inventory: TestInventory, _ sql: String) throws {
    let queue = try DatabaseQueue(path: inventory.path)
    try queue.write { try $0.execute(sql: sql) }
    try queue.close()
  }

  @Test func aDroppedStockTriggerRefusesWritesAndNamesIt() throws {
    let inventory = try TestInventory()
    try inventory.add("Tea", barcode: "4006381333931", quantity: 10)
    try tamper(inventory, "DROP TRIGGER stock_movement_applies")
    #expect {
      try AppDatabase.open(path: inventory.path)
    } throws: { error in
      guard case StoreError.damagedSchema(_, let detail) = error else { return false }
      return detail.contains("stock_movement_applies is missing") && detail.contains("stockroom export")
    }
    let reader = SQLiteInventory(database: try AppDatabase.open(path: inventory.path, for: .reading))
    #expect(try reader.findItem("4006381333931").quantity == 10)
    #expect(try reader.integrityProblems() == ["the database: its rule trigger stock_movement_applies is missing"])
  }

  @Test func aRewrittenTriggerIsFoundToo() throws {
    let inventory = try TestInventory()
    try tamper(
      inventory,
      """
      DROP TRIGGER stock_movement_is_append_only;
      CREATE TRIGGER stock_movement_is_append_only BEFORE UPDATE ON stock_movement BEGIN SELECT 1; END;
      """)
    #expect {
      try AppDatabase.open(path: inventory.path)
    } throws: { error in
      guard case StoreError.damagedSchema(_, let detail) = error else { return false }
      return detail.contains("stock_movement_is_append_only was changed")
    }
  }

  @Test func aFileMigratedFromWaveOneHasEveryRule() throws {
    let inventory = try TestInventory()
    try inventory.add("Tea", quantity: 1)
    try tamper(inventory, WaveOneDatabase.downgradeSQL)
    let upgraded = SQLiteInventory(database: try AppDatabase.open(path: inventory.path))
    #expect(try upgraded.integrityProblems().isEmpty)
  }
}
