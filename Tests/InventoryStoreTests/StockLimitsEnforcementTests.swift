import Foundation
import GRDB
import InventoryCore
import InventoryStore
import TestSupport
import Testing

/// One maximum for quantities and prices, on every path that can change them, and in the database.
@Suite struct StockLimitsEnforcementTests {
  let inventory: TestInventory
  let maximum = StockLimits.maximumQuantity

  init() throws { inventory = try TestInventory() }

  func expectOutOfRange(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      try body()
      Issue.record("expected a refusal", sourceLocation: sourceLocation)
    } catch let error as InventoryError {
      switch error {
      case .quantityOutOfRange, .countOutOfRange, .changeOutOfRange, .insufficientStock, .invalidItem: break
      default: Issue.record("unexpected refusal \(error)", sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record("not an InventoryError: \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [Int.max, Int.min, Int.min + 1, 1_000_000_001, -1_000_000_001])
  func adjustingByMoreThanTheMaximumIsRefusedAndChangesNothing(delta: Int) throws {
    let item = try inventory.add("A", quantity: 5)
    let id = try #require(item.id)
    expectOutOfRange { try inventory.service.adjustQuantity(itemID: id, by: delta) }
    #expect(try inventory.service.item(id: id)?.quantity == 5)
    #expect(try inventory.service.movementTotal(itemID: id) == 5)
  }

  @Test func stockStopsAtTheMaximumExactly() throws {
    let id = try #require(try inventory.add("A", quantity: 5).id)
    try inventory.service.adjustQuantity(itemID: id, by: maximum - 5)
    #expect(try inventory.service.item(id: id)?.quantity == maximum)
    #expect {
      try inventory.service.adjustQuantity(itemID: id, by: 1)
    } throws: { error in
      (error as? InventoryError)?.description.contains("would pass the maximum, 1,000,000,000") == true
    }
    try inventory.service.adjustQuantity(itemID: id, by: -maximum)
    #expect(try inventory.service.item(id: id)?.quantity == 0)
  }

  @Test(arguments: [Int.max, 1_000_000_001, -1])
  func settingACountOutsideTheRangeIsRefused(count: Int) throws {
    let id = try #require(try inventory.add("A", quantity: 5).id)
    expectOutOfRange { try inventory.service.setQuantity(itemID: id, to: count) }
    #expect(try inventory.service.item(id: id)?.quantity == 5)
  }

  @Test(arguments: [0, -3, Int.max, 1_000_000_001])
  func aScanQuantityOutsideOneToTheMaximumIsRefusedAndNotLogged(quantity: Int) throws {
    try inventory.add("A", barcode: "4006381333931", quantity: 5)
    expectOutOfRange { try inventory.service.recordScan("4006381333931", source: .cli, quantity: quantity) }
    #expect(try inventory.service.findItem("A").quantity == 5)
  }

  @Test func aScanThatWouldPassTheMaximumIsRefusedAndLogged() throws {
    let item = try inventory.add("A", barcode: "4006381333931", quantity: maximum)
    let result = try inventory.service.recordScan("4006381333931", source: .cli)
    #expect(result == .overMaximum(item, code: try ProductCode("4006381333931"), delta: 1))
    #expect(try inventory.service.findItem("A").quantity == maximum)
    #expect(try inventory.service.scans().first?.outcome == .refused)
  }

  @Test(arguments: ["1000000001", "9223372036854775807", "99999999999999999999999"])
  func addingOrEditingAnItemWithTooLargeANumberIsRefused(number: String) throws {
    expectOutOfRange { try inventory.service.addItem(ItemDraft(name: "A", quantity: number)) }
    expectOutOfRange { try inventory.service.addItem(ItemDraft(name: "A", minimumQuantity: number)) }
    expectOutOfRange { try inventory.service.addItem(ItemDraft(name: "A", targetQuantity: number)) }
    let item = try inventory.add("A", quantity: 2)
    let id = try #require(item.id)
    var draft = ItemDraft(item)
    draft.quantity = number
    expectOutOfRange { try inventory.service.updateItem(id: id, with: draft) }
    #expect(try inventory.service.item(id: id)?.quantity == 2)
  }

  @Test func aPriceAboveTheMaximumIsRefusedAsTooLargeNotAsGarbage() throws {
    #expect {
      try inventory.service.addItem(ItemDraft(name: "A", quantity: "2000", price: "49999999999999"))
    } throws: { error in
      (error as? InventoryError)?.description.contains("more than the largest price, 10000000.00") == true
    }
    let item = try inventory.add("A", quantity: maximum, price: "10000000.00")
    #expect(item.value == MoneyTotal(minorUnits: Int128(maximum) * 1_000_000_000))
  }

  @Test func totalsOfManyItemsAtTheMaximumDoNotOverflow() throws {
    // 20 items of 10^9 units at 10^9 minor units each: 2 × 10^19 minor units, beyond 64 bits.
    for index in 0..<20 { try inventory.add("Item \(index)", quantity: maximum, price: "10000000.00") }
    let totals = try inventory.service.totals()
    #expect(totals.count == 20)
    #expect(totals.units == 20 * maximum)
    #expect(totals.value == MoneyTotal(minorUnits: 20 * 1_000_000_000 * 1_000_000_000))
    #expect(totals.value.description == "200000000000000000.00")
  }

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
