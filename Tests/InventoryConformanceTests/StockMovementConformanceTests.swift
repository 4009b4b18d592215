import InventoryCore
import TestSupport
import Testing

/// Stock changes are movements: quantity is their sum, undo compensates, nothing goes below zero, each change
/// names its station. Once, on both backends (each store had its own copy of these tests).
@Suite("Inventory conformance: stock movements")
struct StockMovementConformanceTests {
  @Test(arguments: Backend.all)
  func quantityAlwaysEqualsTheSumOfMovements(backend: Backend) throws {
    let store = try backend.open()
    let inventory = store.inventory
    var ids: [Int64] = []
    for index in 0..<5 { ids.append(try #require(try store.add("Item \(index)", quantity: index * 3).id)) }
    // A deterministic mix of every kind of change, including refused ones.
    var generator = SeededGenerator(seed: 42)
    for step in 0..<200 {
      let id = ids[Int(generator.next() % UInt64(ids.count))]
      switch Int(generator.next() % 100) {
      case 0..<40: _ = try? inventory.adjustQuantity(itemID: id, by: Int(generator.next() % 7) - 3)
      case 40..<55: _ = try? inventory.setQuantity(itemID: id, to: Int(generator.next() % 20))
      case 55..<70: _ = try? inventory.undoLastChanges(Int(generator.next() % 3) + 1)
      case 70..<85:
        var draft = ItemDraft(try #require(try inventory.item(id: id)))
        draft.quantity = String(Int(generator.next() % 15))
        draft.name = "Item renamed \(step)"
        _ = try inventory.updateItem(id: id, with: draft)
      default: _ = try? inventory.adjustQuantity(itemID: id, by: -100)  // always refused
      }
    }
    for id in ids {
      let item = try #require(try inventory.item(id: id))
      #expect(item.quantity >= 0)
      #expect(Int128(item.quantity) == (try inventory.movementTotal(itemID: id)), "item \(id)")
    }
  }

  @Test(arguments: Backend.all)
  func removingMoreThanInStockIsRefusedWithTheNumbers(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Coffee beans", quantity: 2).id)
    let error = #expect(throws: InventoryError.self) { try store.inventory.adjustQuantity(itemID: id, by: -3) }
    #expect(error?.description == "only 2 of \"Coffee beans\" in stock: cannot remove 3")
    #expect(try store.inventory.item(id: id)?.quantity == 2)
  }

  @Test(arguments: Backend.all)
  func aChangeReportsBothQuantitiesAndItsMovement(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea", quantity: 4).id)
    let change = try store.inventory.adjustQuantity(itemID: id, by: 3, reason: .scan, source: .usbScanner)
    #expect(change.from == 4 && change.to == 7 && change.item.quantity == 7)
    let movement = try #require(try store.inventory.movements(itemID: id).first)
    #expect(movement.id == change.movementID)
    #expect(movement.reason == .scan && movement.source == .usbScanner && movement.delta == 3)
    #expect(try store.inventory.movements(itemID: id).map(\.delta) == [3, 4])
  }

  @Test(arguments: Backend.all)
  func undoingTheLastChangesWorksFromANewConnectionOfTheSameStation(backend: Backend) throws {
    let store = try backend.open()
    let tea = try #require(try store.add("Tea", quantity: 1).id)
    let jam = try #require(try store.add("Jam", quantity: 1).id)
    try store.inventory.adjustQuantity(itemID: tea, by: 5)
    try store.inventory.adjustQuantity(itemID: jam, by: 2)

    let restarted = try store.station("till")
    #expect(try restarted.undoLastChanges(2).map(\.item.name) == ["Jam", "Tea"])
    #expect(try restarted.item(id: tea)?.quantity == 1)
    #expect(try restarted.item(id: jam)?.quantity == 1)
    // Undone changes are not undone twice: the next undo reaches the opening stock.
    #expect(try restarted.undoLastChanges(1).first?.to == 0)
    #expect(try restarted.movements(itemID: tea).map(\.reason) == [.undo, .manual, .manual])
  }

  /// Undo takes the newest change not yet undone, so it walks back through quantities that really existed (it
  /// can never go below zero; the database constraint stays as a safeguard).
  @Test(arguments: Backend.all)
  func undoWalksBackThroughTheQuantitiesThatExisted(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Rice", quantity: 0).id)
    var seen = [0]
    for delta in [5, -4, 7, -8, 3] { seen.append(try store.inventory.adjustQuantity(itemID: id, by: delta).to) }
    try store.inventory.undoLastChanges(1)
    try store.inventory.adjustQuantity(itemID: id, by: 2)  // a new change after an undo
    seen[seen.count - 1] = seen[seen.count - 2] + 2
    var walkedBack: [Int] = []
    while let change = try store.inventory.undoLastChanges(1).first { walkedBack.append(change.to) }
    #expect(walkedBack == Array(seen.dropLast().reversed()))
  }

  @Test(arguments: Backend.all)
  func stocktakeRecordsTheDifference(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Pens", quantity: 10).id)
    let change = try store.inventory.setQuantity(itemID: id, to: 7)
    #expect(change.delta == -3)
    #expect(try store.inventory.movements(itemID: id).first?.reason == .stocktake)
    #expect(try store.inventory.setQuantity(itemID: id, to: 7).movementID == nil)  // no change, no movement
  }

  @Test(arguments: Backend.all)
  func everyMovementRecordsItsStation(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Jam", quantity: 1).id)
    try store.station("till 2").adjustQuantity(itemID: id, by: 2)
    #expect(try store.sql("SELECT station FROM stock_movement ORDER BY id") == "till\ntill 2")
    #expect(try store.sql("SELECT station, kind FROM action ORDER BY id") == "till|add\ntill 2|stock")
    #expect(try store.inventory.movements(itemID: id).map(\.station) == ["till 2", "till"])
    #expect(try store.inventory.movements(station: "till 2").map(\.delta) == [2])
  }

  @Test(arguments: Backend.all)
  func deletedItemsKeepTheirHistory(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Old stock", quantity: 3).id)
    try store.inventory.deleteItem(id: id)
    let history = try store.inventory.movements(itemID: nil, search: "OLD", station: nil, limit: 10, before: nil)
    #expect(history.count == 1)
    #expect(history.first?.itemID == nil)
    #expect(try store.sql("SELECT deleted_item_id FROM stock_movement") == String(id))
    #expect(throws: InventoryError.itemNotFound(String(id))) { try store.inventory.deleteItem(id: id) }
    #expect(try store.inventory.item(id: id) == nil)
  }

  @Test(arguments: Backend.all)
  func movementsPageNewestFirstAndSearchNamesLiterally(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("50% off_sale", quantity: 1).id)
    try store.add("5000 offsale", quantity: 1)
    for delta in 2...6 { try store.inventory.adjustQuantity(itemID: id, by: delta) }
    let all = try store.inventory.movements(itemID: id, search: "", station: nil, limit: -1, before: nil)
    #expect(all.map(\.delta) == [6, 5, 4, 3, 2, 1])
    #expect(
      try store.inventory.movements(itemID: id, search: "", station: nil, limit: 2, before: all[0].id).map(\.delta)
        == [5, 4])
    #expect(
      try store.inventory.movements(itemID: nil, search: "0% off_", station: nil, limit: -1, before: nil).count == 6)
  }
}
