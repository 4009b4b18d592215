import Foundation
import GRDB
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// A database an older stockroom (or another program) left with numbers outside the limits opens without
/// a crash, names the item, and can be repaired.
@Suite struct DamagedValuesTests {
  let inventory: TestInventory

  init() throws { inventory = try TestInventory() }

  /// What the wave-1 import `--on-duplicate add` of 9223372036854775807 left: a REAL quantity of 9.2e18
  /// and a movement with that delta. The limit triggers are dropped to write it, as no trigger existed then
  /// (nor the v3 action journal).
  func damage(_ statements: String) throws {
    let other = try DatabaseQueue(path: inventory.path)
    try other.write { db in
      try db.execute(sql: WaveOneDatabase.downgradeSQL)
      try db.execute(sql: statements)
    }
    try other.close()
  }

  @Test func anOverflowedQuantityIsReadFlaggedAndRepairedByACount() throws {
    let id = try #require(try inventory.add("A", barcode: "4006381333931", quantity: 5).id)
    #expect(try inventory.service.itemsWithStoredValueProblems().isEmpty)
    try damage(
      """
      INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time)
        VALUES (\(id), 'A', 9223372036854775807, 'import', 'import', 0);
      """)
    let service = try inventory.reopened()  // the migration puts the triggers back
    #expect(try service.itemsWithStoredValueProblems().map(\.id) == [id])
    #expect(try service.integrityProblems().contains { $0.hasPrefix("item \(id) \"A\": stored quantity 9.2") })
    let item = try #require(try service.item(id: id))
    #expect(item.storedValueProblems.map(\.field) == [.quantity])
    #expect(item.storedValueWarnings.first?.contains("item \(id) \"A\": stored quantity 9.2") == true)
    #expect(item.quantity == StockLimits.maximumQuantity)
    #expect(try service.items().count == 1)
    _ = try service.totals()
    _ = try service.lowStockReport()
    _ = try service.movements()
    var exported: [UInt8] = []
    try service.exportItems { exported += $0 }

    #expect(throws: InventoryError.storedValueOutOfRange(item)) {
      try service.recordScan(ScanRequest("4006381333931", source: .cli))
    }
    #expect(throws: InventoryError.self) { try service.undoLastChanges() }
    let repaired = try service.setQuantity(itemID: id, to: 7)
    #expect(repaired.to == 7)
    #expect(try service.item(id: id)?.storedValueProblems == [])
    #expect(try service.itemsWithStoredValueProblems().isEmpty)
    try service.recordScan(ScanRequest("4006381333931", source: .cli))
    #expect(try service.item(id: id)?.quantity == 8)
  }

  @Test func outOfRangePricesMinimumsAndTextInNumberColumnsAreFlaggedNotFatal() throws {
    let id = try #require(try inventory.add("A", quantity: 5, price: "1.00").id)
    try damage("UPDATE item SET price_minor = 4999999999999900, minimum_quantity = 'x', target_quantity = 2000000000")
    let service = try inventory.reopened()
    let item = try #require(try service.item(id: id))
    #expect(Set(item.storedValueProblems.map(\.field)) == [.price, .minimum, .target])
    #expect(item.price == StockLimits.maximumPrice)
    // Saving the item through the editor writes values within the limits: the repair.
    var draft = ItemDraft(item)
    draft.price = "2.50"
    let saved = try service.updateItem(id: id, with: draft)
    #expect(saved.storedValueProblems.isEmpty)
    #expect(saved.price == Money(minorUnits: 250))
  }
}
