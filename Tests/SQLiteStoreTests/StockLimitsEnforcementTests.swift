import Foundation
import GRDB
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// The SQLite file itself refuses out-of-range values from any program writing to it (the limits on every path
/// through the inventory are in the conformance suite: StockLimitsConformanceTests).
@Suite struct StockLimitsEnforcementTests {
  let inventory: TestInventory

  init() throws { inventory = try TestInventory() }

  @Test(arguments: [
    "UPDATE item SET quantity = 1000000001",
    "UPDATE item SET quantity = 9.5",
    "UPDATE item SET quantity = 'many'",
    "UPDATE item SET price_minor = 1000000001",
    "UPDATE item SET minimum_quantity = -1",
    "UPDATE item SET target_quantity = 2000000000",
    "INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time) VALUES (1, 'A', 9223372036854775807, 'manual', 'cli', 0)",
    "INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time) VALUES (1, 'A', 999999996, 'manual', 'cli', 0)",
    "INSERT INTO item (name, sort_key, quantity, created_at, updated_at) VALUES ('B', 'b', 1000000001, 0, 0)",
    "INSERT INTO item (name, sort_key, price_minor, created_at, updated_at) VALUES ('B', 'b', 1e12, 0, 0)",
  ])
  func theDatabaseItselfRefusesOutOfRangeValuesFromAnyWriter(statement: String) throws {
    try inventory.add("A", quantity: 5)
    // Another program writing to the file with plain SQL: the schema's triggers still apply.
    let other = try DatabaseQueue(path: inventory.path)
    #expect(throws: DatabaseError.self) { try other.write { db in try db.execute(sql: statement) } }
    try other.close()
    let item = try inventory.service.findItem("A")
    #expect(item.quantity == 5 && item.storedValueProblems.isEmpty)
    #expect(try inventory.service.items().count == 1)
  }
}
