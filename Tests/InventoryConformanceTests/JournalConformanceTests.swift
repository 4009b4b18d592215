import Foundation
import InventoryCore
import Testing

/// Undo and redo: a station undoes its own last action, never another station's; every kind of action.
@Suite("Inventory conformance: undo")
struct JournalConformanceTests {
  @Test(arguments: Backend.all)
  func aStationUndoesItsOwnLastActionNotAnotherStations(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea", quantity: 10).id)
    let backRoom = try store.station("back room")
    try store.inventory.adjustQuantity(itemID: id, by: -2)
    try backRoom.adjustQuantity(itemID: id, by: 5)
    let step = try #require(try store.inventory.undo(scope: .station))
    #expect(step.itemID == id && !step.isRedo)
    #expect(try store.inventory.item(id: id)?.quantity == 15, "the till's -2 undone, the back room's +5 kept")
    let redone = try #require(try store.inventory.redo(scope: .station))
    #expect(redone.isRedo)
    #expect(try store.inventory.item(id: id)?.quantity == 13)
    #expect(try store.inventory.actions().first?.origin.station == "till")
  }

  @Test(arguments: Backend.all)
  func addingEditingAndDeletingAreUndoneInTurn(backend: Backend) throws {
    let store = try backend.open()
    let tea = try store.add("Tea", barcode: "4006381333931", quantity: 2)
    let id = try #require(tea.id)
    var draft = ItemDraft(tea)
    draft.name = "Green tea"
    try store.inventory.updateItem(id: id, with: draft)
    try store.inventory.deleteItem(id: id)
    #expect(try store.inventory.nextUndo(scope: .station)?.action.kind == .delete)
    try store.inventory.undo(scope: .station)
    #expect(try store.inventory.item(id: id)?.name == "Green tea", "restored with its id")
    #expect(try store.inventory.movementTotal(itemID: id) == 2, "with its movements")
    try store.inventory.undo(scope: .station)
    #expect(try store.inventory.item(id: id)?.name == "Tea")
    try store.inventory.undo(scope: .station)
    #expect(try store.inventory.item(id: id) == nil)
    #expect(try store.inventory.nextUndo(scope: .station) == nil)
  }

  @Test(arguments: Backend.all)
  func anUndoExpectingAnotherActionIsRefused(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea", quantity: 1).id)
    try store.inventory.adjustQuantity(itemID: id, by: 1)
    let shown = try #require(try store.inventory.nextUndo(scope: .station))
    try store.inventory.adjustQuantity(itemID: id, by: 1)
    #expect(throws: UndoError.self) { try store.inventory.undo(scope: .station, expecting: shown.action.id) }
    #expect(try store.inventory.item(id: id)?.quantity == 3)
  }
}

/// Stations: every movement and scan says where it was made, and History can keep one station's.
@Suite("Inventory conformance: stations")
struct StationConformanceTests {
  @Test(arguments: Backend.all)
  func movementsAndScansRecordTheirStationAndFilterByIt(backend: Backend) throws {
    let store = try backend.open()
    let backRoom = try store.station("back room")
    let id = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 1).id)
    try backRoom.adjustQuantity(itemID: id, by: 2)
    try backRoom.recordScan(ScanRequest("4006381333931", source: .camera))
    try store.inventory.recordScan(ScanRequest("4006381333931", source: .usbScanner, mode: .remove))
    #expect(
      try store.inventory.movements(itemID: id).map { $0.station ?? "?" } == ["till", "back room", "back room", "till"])
    #expect(try store.inventory.movements(station: "back room").map(\.delta) == [1, 2])
    #expect(try store.inventory.scans().map { $0.station ?? "?" } == ["till", "back room"])
    #expect(try store.inventory.scans(station: "till").map(\.outcome) == [.decremented])
    #expect(try store.inventory.scans(station: "nowhere").isEmpty)
  }
}
