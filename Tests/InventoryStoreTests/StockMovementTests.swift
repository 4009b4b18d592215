import InventoryCore
import InventoryStore
import TestSupport
import Testing

/// Stock changes are movements: quantity is their sum, undo compensates, nothing goes below zero.
@Suite struct StockMovementTests {
  @Test func quantityAlwaysEqualsTheSumOfMovements() throws {
    let inventory = try TestInventory()
    let service = inventory.service
    var ids: [Int64] = []
    for index in 0..<5 { ids.append(try inventory.add("Item \(index)", barcode: "", quantity: index * 3).id!) }
    // A deterministic mix of every kind of change, including refused ones.
    var generator = SplitMix(seed: 42)
    for step in 0..<400 {
      let id = ids[Int(generator.next() % UInt64(ids.count))]
      let roll = Int(generator.next() % 100)
      switch roll {
      case 0..<40: _ = try? service.adjustQuantity(itemID: id, by: Int(generator.next() % 7) - 3)
      case 40..<55: _ = try? service.setQuantity(itemID: id, to: Int(generator.next() % 20))
      case 55..<70: _ = try? service.undoLastChanges(Int(generator.next() % 3) + 1)
      case 70..<85:
        let item = try service.item(id: id)!
        var draft = ItemDraft(item)
        draft.quantity = String(Int(generator.next() % 15))
        draft.name = "Item renamed \(step)"
        _ = try service.updateItem(id: id, with: draft)
      default: _ = try? service.adjustQuantity(itemID: id, by: -100)  // always refused
      }
    }
    for id in ids {
      let item = try service.item(id: id)!
      #expect(item.quantity >= 0)
      #expect(item.quantity == (try service.movementTotal(itemID: id)), "item \(id)")
    }
  }

  @Test func removingMoreThanInStockIsRefusedWithTheNumbers() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("Coffee beans", quantity: 2)
    let error = #expect(throws: InventoryError.self) { try inventory.service.adjustQuantity(itemID: item.id!, by: -3) }
    #expect(error?.description == "only 2 of \"Coffee beans\" in stock: cannot remove 3")
    #expect(try inventory.service.item(id: item.id!)?.quantity == 2)
  }

  @Test func undoingTheLastChangesWorksAcrossRestarts() throws {
    let inventory = try TestInventory()
    let tea = try inventory.add("Tea", quantity: 1)
    let jam = try inventory.add("Jam", quantity: 1)
    try inventory.service.adjustQuantity(itemID: tea.id!, by: 5)
    try inventory.service.adjustQuantity(itemID: jam.id!, by: 2)

    let restarted = try inventory.reopened()
    let undone = try restarted.undoLastChanges(2)
    #expect(undone.map(\.item.name) == ["Jam", "Tea"])
    #expect(try restarted.item(id: tea.id!)?.quantity == 1)
    #expect(try restarted.item(id: jam.id!)?.quantity == 1)
    // Undone changes are not undone twice: the next undo reaches the opening stock.
    #expect(try restarted.undoLastChanges(1).first?.to == 0)
    #expect(try restarted.movements(itemID: tea.id!).map(\.reason) == [.undo, .manual, .manual])
  }

  /// Undo takes the newest change not yet undone, so it walks back through quantities that really
  /// existed (it can never go below zero; the database constraint stays as a safeguard).
  @Test func undoWalksBackThroughTheQuantitiesThatExisted() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("Rice", quantity: 0)
    var seen = [0]
    for delta in [5, -4, 7, -8, 3] {
      seen.append(try inventory.service.adjustQuantity(itemID: item.id!, by: delta).to)
    }
    try inventory.service.undoLastChanges(1)
    try inventory.service.adjustQuantity(itemID: item.id!, by: 2)  // a new change after an undo
    seen[seen.count - 1] = seen[seen.count - 2] + 2
    var walkedBack: [Int] = []
    while let change = try inventory.service.undoLastChanges(1).first { walkedBack.append(change.to) }
    #expect(walkedBack == Array(seen.dropLast().reversed()))
  }

  @Test func stocktakeRecordsTheDifference() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("Pens", quantity: 10)
    let change = try inventory.service.setQuantity(itemID: item.id!, to: 7)
    #expect(change.delta == -3)
    #expect(try inventory.service.movements(itemID: item.id!).first?.reason == .stocktake)
  }

  @Test func deletedItemsKeepTheirHistory() throws {
    let inventory = try TestInventory()
    let item = try inventory.add("Old stock", quantity: 3)
    try inventory.service.deleteItem(id: item.id!)
    let history = try inventory.service.movements(search: "old")
    #expect(history.count == 1)
    #expect(history.first?.itemID == nil)
    #expect(throws: InventoryError.itemNotFound(String(item.id!))) { try inventory.service.deleteItem(id: item.id!) }
  }
}
