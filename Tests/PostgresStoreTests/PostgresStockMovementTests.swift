import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// Stock changes are movements, on PostgreSQL as on SQLite (StockMovementTests there): quantity is their
/// sum, nothing goes below zero, each change names its station.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresStockMovementTests {
  let database: TestDatabase
  let inventory: PostgresInventory

  init() throws {
    database = try TestDatabase()
    inventory = try database.open(station: "back room")
  }

  @Test func quantityAlwaysEqualsTheSumOfMovements() throws {
    var ids: [Int64] = []
    for index in 0..<4 { ids.append(try #require(try inventory.add("Item \(index)", quantity: index * 3).id)) }
    var generator = SplitMix(seed: 42)
    for step in 0..<120 {
      let id = ids[Int(generator.next() % UInt64(ids.count))]
      switch Int(generator.next() % 100) {
      case 0..<45: _ = try? inventory.adjustQuantity(itemID: id, by: Int(generator.next() % 7) - 3)
      case 45..<65: _ = try? inventory.setQuantity(itemID: id, to: Int(generator.next() % 20))
      case 65..<85:
        var draft = ItemDraft(try #require(try inventory.item(id: id)))
        draft.quantity = String(Int(generator.next() % 15))
        draft.name = "Item renamed \(step)"
        try inventory.updateItem(id: id, with: draft)
      default: _ = try? inventory.adjustQuantity(itemID: id, by: -100)  // always refused
      }
    }
    for id in ids {
      let item = try #require(try inventory.item(id: id))
      #expect(item.quantity >= 0)
      #expect(Int128(item.quantity) == (try inventory.movementTotal(itemID: id)), "item \(id)")
    }
  }

  @Test func removingMoreThanInStockIsRefusedWithTheNumbers() throws {
    let item = try inventory.add("Coffee beans", quantity: 2)
    let id = try #require(item.id)
    let error = #expect(throws: InventoryError.self) { try inventory.adjustQuantity(itemID: id, by: -3) }
    #expect(error?.description == "only 2 of \"Coffee beans\" in stock: cannot remove 3")
    #expect(try inventory.item(id: id)?.quantity == 2)
  }

  @Test func aChangeReportsBothQuantitiesAndItsMovement() throws {
    let id = try #require(try inventory.add("Tea", quantity: 4).id)
    let change = try inventory.adjustQuantity(itemID: id, by: 3, reason: .scan, source: .usbScanner)
    #expect(change.from == 4 && change.to == 7 && change.item.quantity == 7)
    let movement = try #require(try inventory.movements(itemID: id).first)
    #expect(movement.id == change.movementID)
    #expect(movement.reason == .scan && movement.source == .usbScanner && movement.delta == 3)
    #expect(try inventory.movements(itemID: id).map(\.delta) == [3, 4])
  }

  @Test func stocktakeRecordsTheDifference() throws {
    let id = try #require(try inventory.add("Pens", quantity: 10).id)
    let change = try inventory.setQuantity(itemID: id, to: 7)
    #expect(change.delta == -3)
    #expect(try inventory.movements(itemID: id).first?.reason == .stocktake)
    #expect(try inventory.setQuantity(itemID: id, to: 7).movementID == nil)  // no change, no movement
  }

  @Test func everyMovementRecordsItsStation() throws {
    let id = try #require(try inventory.add("Jam", quantity: 1).id)
    let till = try database.open(station: "till 2")
    try till.adjustQuantity(itemID: id, by: 2)
    #expect(try database.psql("SELECT station FROM stock_movement ORDER BY id") == "back room\ntill 2")
    #expect(try database.psql("SELECT station, kind FROM action ORDER BY id") == "back room|add\ntill 2|stock")
    #expect(try inventory.movements(itemID: id).map(\.station) == ["till 2", "back room"])
    #expect(try inventory.movements(station: "till 2").map(\.delta) == [2])
  }

  @Test func deletedItemsKeepTheirHistory() throws {
    let item = try inventory.add("Old stock", quantity: 3)
    let id = try #require(item.id)
    try inventory.deleteItem(id: id)
    let history = try inventory.movements(search: "OLD", limit: 10, offset: 0)
    #expect(history.count == 1)
    #expect(history.first?.itemID == nil)
    #expect(try database.psql("SELECT deleted_item_id FROM stock_movement") == String(id))
    #expect(throws: InventoryError.itemNotFound(String(id))) { try inventory.deleteItem(id: id) }
    #expect(try inventory.item(id: id) == nil)
  }

  @Test func movementsPageNewestFirstAndSearchNamesLiterally() throws {
    let id = try #require(try inventory.add("50% off_sale", quantity: 1).id)
    try inventory.add("5000 offsale", quantity: 1)
    for delta in 2...6 { try inventory.adjustQuantity(itemID: id, by: delta) }
    #expect(try inventory.movements(itemID: id, search: "", limit: 2, offset: 1).map(\.delta) == [5, 4])
    #expect(try inventory.movements(itemID: id, search: "", limit: -1, offset: 0).count == 6)
    #expect(try inventory.movements(search: "0% off_", limit: -1, offset: 0).count == 6)
  }
}
