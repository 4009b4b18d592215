import Foundation
import InventoryCore
import InventoryEngine
import Testing

/// The item and stock rules the engine decides once for every store, on rows in memory: what a store does with
/// a quantity outside the limits that it can or cannot repair, and how in-store codes follow each other.
@Suite("Inventory engine: item and stock rules")
struct ItemRuleTests {
  /// Tea, stored with a quantity outside the limits (read as 0, flagged).
  static func damagedTea(repairs: Bool) -> (ItemRowsFake, ItemRows) {
    let rows = ItemRows()
    var tea = Item(id: 1, name: "Tea")
    tea.storedValueProblems = [StoredValueProblem(field: .quantity, stored: "-5", allowed: "0 to 1,000,000,000")]
    rows.items[1] = tea
    return (ItemRowsFake(rows: rows, repairsStoredQuantities: repairs), rows)
  }

  static func draft(_ name: String, quantity: Int) throws -> ItemDraft.Valid {
    try ItemEditor<ItemRowsFake>.validated(ItemDraft(name: name, quantity: String(quantity)))
  }

  @Test func aStoreThatRepairsReplacesTheDamagedQuantityByTheEditedOne() throws {
    // Given a damaged quantity in a store that can repair it
    let (storage, rows) = Self.damagedTea(repairs: true)
    // When an edit gives the item 7
    let edited = try ItemEditor(storage: storage).update(
      id: 1, with: try Self.draft("Green tea", quantity: 7), source: .keyboard, time: 1)
    // Then the quantity is reset and the 7 recorded as a stocktake; the edit is journalled without it
    #expect(edited.quantity == 7 && edited.storedValueProblems.isEmpty)
    #expect(rows.movements.map(\.reason) == [.stocktake] && rows.movements.map(\.delta) == [7])
    #expect(rows.journal.map(\.kind) == [.edit] && rows.journal.first?.movementID == nil)
  }

  @Test func aStoreThatCannotRepairRefusesToChangeTheDamagedQuantityAndKeepsOtherEdits() throws {
    let (storage, rows) = Self.damagedTea(repairs: false)
    let editor = ItemEditor(storage: storage)
    let tea = try #require(rows.items[1])
    #expect(throws: InventoryError.storedValueOutOfRange(tea)) {
      try editor.update(id: 1, with: try Self.draft("Green tea", quantity: 7), source: .keyboard, time: 1)
    }
    #expect(rows.items[1]?.name == "Tea" && rows.movements.isEmpty && rows.journal.isEmpty, "nothing written")
    // The quantity as read (0) is not a change: the rest of the edit is kept.
    let renamed = try editor.update(id: 1, with: try Self.draft("Green tea", quantity: 0), source: .keyboard, time: 1)
    #expect(renamed.name == "Green tea" && rows.movements.isEmpty && rows.journal.map(\.kind) == [.edit])
  }

  @Test(arguments: [true, false])
  func aCountRepairsTheDamagedQuantityOnlyWhereTheStoreCan(repairs: Bool) throws {
    let (storage, rows) = Self.damagedTea(repairs: repairs)
    let ledger = StockLedger(storage: storage)
    if repairs {
      let change = try ledger.setQuantity(itemID: 1, to: 4, source: .keyboard, time: 1)
      #expect(change.to == 4 && rows.movements.map(\.delta) == [4] && rows.journal.isEmpty)
    } else {
      let tea = try #require(rows.items[1])
      #expect(throws: InventoryError.storedValueOutOfRange(tea)) {
        try ledger.setQuantity(itemID: 1, to: 4, source: .keyboard, time: 1)
      }
      #expect(rows.movements.isEmpty)
    }
  }

  @Test func anEditThatChangesNothingIsNotJournalled() throws {
    let rows = ItemRows()
    let editor = ItemEditor(storage: ItemRowsFake(rows: rows, repairsStoredQuantities: true))
    let tea = try editor.add(try Self.draft("Tea", quantity: 2), source: .keyboard, time: 1)
    _ = try editor.update(
      id: try #require(tea.id), with: try Self.draft("Tea", quantity: 2), source: .keyboard, time: 2)
    #expect(rows.journal.map(\.kind) == [.add])
    #expect(rows.movements.map(\.reason) == [.manual], "the opening stock, a manual movement")
  }

  @Test func inStoreCodesFollowTheHighestInUseUnderOneLockAndStopAtTheLast() throws {
    let rows = ItemRows()
    let assigner = InStoreCodeAssigner(storage: ItemRowsFake(rows: rows, repairsStoredQuantities: true))
    #expect(try assigner.nextCode() == InStoreCode.ean13(sequence: 1))
    rows.highestInStoreKey = InStoreCode.ean13(sequence: 41).key
    rows.items = [1: Item(id: 1, name: "Loose"), 2: Item(id: 2, name: "Boxed", barcode: "4006381333931")]
    let given = try assigner.assign(itemIDs: [1, 2], time: 1)
    #expect(given.map(\.barcode) == [InStoreCode.ean13(sequence: 42).text, "4006381333931"])
    #expect(rows.locks == 1 && rows.journal.map(\.kind) == [.edit])
    rows.highestInStoreKey = InStoreCode.ean13(sequence: InStoreCode.maximumSequence).key
    #expect(throws: InventoryError.inStoreCodesExhausted) { try assigner.nextCode() }
  }
}
