import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// Undo means "my last action": the journal records who did what, undo reverses the caller's own newest
/// action (stock change, add, edit or delete) and redo does it again.
@Suite struct UndoJournalTests {
  /// The same database file as another process on `station` would open it.
  func process(_ inventory: TestInventory, station: String = "till-1", session: String) throws -> SQLiteInventory {
    SQLiteInventory(
      database: try AppDatabase.open(path: inventory.path), origin: ActionOrigin(station: station, session: session))
  }

  @Test func undoingADeletionRestoresTheItemWithItsIdAndHistory() throws {
    // Given an item with three movements and a scan, deleted by this session
    let inventory = try TestInventory()
    let me = try process(inventory, session: "tui")
    let tea = try me.addItem(ItemDraft(name: "Tea", barcode: "4006381333931", quantity: "5"))
    let id = try #require(tea.id)
    try me.adjustQuantity(itemID: id, by: 3)
    try me.recordScan(ScanRequest("4006381333931", source: .usbScanner, policy: .auto))
    try me.deleteItem(id: id)
    #expect(try me.item(id: id) == nil)
    // When it is undone
    let plan = try #require(try me.nextUndo(scope: .session))
    #expect(plan.description == "delete \"Tea\" (restores it with its 3 movements)")
    let step = try #require(try me.undo(scope: .session, expecting: plan.action.id))
    // Then the item is back under its id, with its movements, scans and quantity
    #expect(step.description == "delete \"Tea\": restored with its 3 movements")
    #expect(try me.item(id: id)?.quantity == 9)
    #expect(try me.movements(itemID: id).count == 3)
    #expect(try me.scans().first?.itemID == id)
    #expect(try me.integrityProblems().isEmpty)
    #expect(try me.findItem("4006381333931").id == id)
    // And History says so
    #expect(
      try me.actions().prefix(2).map(\.summary) == [
        "undo delete \"Tea\": restored with its 3 movements", "delete \"Tea\" (9 in stock, 3 movements)",
      ])
  }

  @Test func undoReversesThisSessionsLastActionNotAnotherProcesssScan() throws {
    let inventory = try TestInventory()
    let me = try process(inventory, session: "tui")
    let other = try process(inventory, station: "till-2", session: "cli")
    let cafe = try me.addItem(ItemDraft(name: "Café crème", quantity: "10"))
    let beer = try me.addItem(ItemDraft(name: "Beer", barcode: "5449000000996", quantity: "4"))
    try me.adjustQuantity(itemID: try #require(cafe.id), by: 1)
    try other.recordScan(ScanRequest("5449000000996", source: .cli, policy: .auto))  // Beer 4 → 5, by another process

    #expect(try me.nextUndo(scope: .session)?.description == "adjust +1 \"Café crème\" (stock 11 → 10)")
    let step = try #require(try me.undo(scope: .session))
    #expect(step.description == "adjust +1 \"Café crème\": 11 → 10")
    #expect(try me.item(id: try #require(beer.id))?.quantity == 5)
    // The other station's own undo reaches its scan; "any station" reaches it from here too.
    #expect(try other.nextUndo(scope: .station)?.description == "scan +1 \"Beer\" (stock 5 → 4)")
    #expect(try me.nextUndo(scope: .station)?.action.kind == .add)
    #expect(try me.nextUndo(scope: .anyStation)?.description == "scan +1 \"Beer\" (stock 5 → 4)")
  }

  @Test func undoingAnEditPutsItsFieldsBackAndKeepsWhatOthersChangedSince() throws {
    let inventory = try TestInventory()
    let me = try process(inventory, session: "tui")
    let other = try process(inventory, session: "other")
    let tea = try me.addItem(ItemDraft(name: "Tea", quantity: "2", price: "2.50"))
    let id = try #require(tea.id)
    var draft = ItemDraft(tea)
    draft.price = "2.80"
    draft.notes = "green"
    draft.quantity = "6"
    try me.updateItem(id: id, with: draft)
    #expect(
      try me.actions().first?.summary
        == "edit \"Tea\": quantity 2 → 6, price 2.50 → 2.80, notes none → \"green\"")
    var theirs = ItemDraft(try #require(try me.item(id: id)))
    theirs.notes = "sencha"
    try other.updateItem(id: id, with: theirs)

    #expect(
      try me.nextUndo()?.description
        == "edit \"Tea\" (puts back quantity 6 → 2, price 2.80 → 2.50, notes \"green\" → none)")
    let step = try #require(try me.undo())
    #expect(step.description == "edit \"Tea\": quantity 6 → 2, price 2.80 → 2.50; kept what changed since: notes")
    let after = try #require(try me.item(id: id))
    #expect(after.price == Money(minorUnits: 250))
    #expect(after.notes == "sencha")
    #expect(after.quantity == 2)
    #expect(try me.integrityProblems().isEmpty)
  }

  @Test func redoDoesTheUndoneActionAgainUntilANewActionIsMade() throws {
    let inventory = try TestInventory()
    let me = try process(inventory, session: "tui")
    let jam = try me.addItem(ItemDraft(name: "Jam", quantity: "1"))
    let id = try #require(jam.id)
    try me.adjustQuantity(itemID: id, by: 4)
    // Undo, redo, undo, redo: each compensates the one before (movements stay append-only).
    for _ in 0..<2 {
      #expect(try me.undo()?.description == "adjust +4 \"Jam\": 5 → 1")
      #expect(try me.nextRedo()?.description == "adjust +4 \"Jam\" again (stock 1 → 5)")
      #expect(try me.redo()?.description == "adjust +4 \"Jam\": 1 → 5")
    }
    #expect(try me.movements(itemID: id).map(\.reason) == [.redo, .undo, .redo, .undo, .manual, .manual])
    try me.undo()
    try me.adjustQuantity(itemID: id, by: 1)
    #expect(try me.nextRedo() == nil)
    #expect(try me.redo() == nil)
    #expect(try me.integrityProblems().isEmpty)
  }

  @Test func undoingAnAddDeletesTheItemAndRedoBringsItBack() throws {
    let inventory = try TestInventory()
    let me = try process(inventory, session: "tui")
    let rice = try me.addItem(ItemDraft(name: "Rice", quantity: "3"))
    let id = try #require(rice.id)
    #expect(try me.nextUndo()?.description == "add \"Rice\" (deletes it; its 1 movement stay in history)")
    try me.undo()
    #expect(try me.item(id: id) == nil)
    #expect(try me.redo()?.description == "add \"Rice\": restored with its 1 movement")
    #expect(try me.item(id: id)?.quantity == 3)
  }

  @Test func anUndoThatWouldTakeStockBelowZeroIsRefusedAndChangesNothing() throws {
    let inventory = try TestInventory()
    let me = try process(inventory, session: "tui")
    let other = try process(inventory, session: "other")
    let oil = try me.addItem(ItemDraft(name: "Oil", quantity: "0"))
    let id = try #require(oil.id)
    try me.adjustQuantity(itemID: id, by: 5)
    try other.adjustQuantity(itemID: id, by: -4)
    let error = #expect(throws: InventoryError.self) { try me.undo() }
    #expect(error?.description == "cannot undo -5 on \"Oil\": only 1 left, stock cannot go below 0")
    #expect(try me.item(id: id)?.quantity == 1)
    #expect(try me.nextUndo()?.action.kind == .stock)
  }

  @Test func anUndoConfirmedAfterSomethingElseWasDoneIsRefused() throws {
    let inventory = try TestInventory()
    let me = try process(inventory, session: "tui")
    let salt = try me.addItem(ItemDraft(name: "Salt", quantity: "1"))
    let plan = try #require(try me.nextUndo())
    try me.adjustQuantity(itemID: try #require(salt.id), by: 1)
    #expect(throws: UndoError.changedMeanwhile(expected: "add \"Salt\" (1 in stock)")) {
      try me.undo(scope: .session, expecting: plan.action.id)
    }
    #expect(try me.item(id: try #require(salt.id))?.quantity == 2)
  }
}
