import Foundation
import InventoryCore
import Testing

/// Redo, restoring a deleted item with its history, undoing the last stock changes, and stations undoing at
/// the same moment.
@Suite("Inventory conformance: redo and restore")
struct UndoRedoConformanceTests {
  @Test(arguments: Backend.all)
  func addingEditingAndDeletingAreRedoneAfterTheirUndo(backend: Backend) throws {
    let store = try backend.open()
    // Given an item added, renamed and deleted, each undone
    let id = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 2).id)
    var draft = ItemDraft(try #require(try store.inventory.item(id: id)))
    draft.name = "Green tea"
    draft.quantity = "5"
    try store.inventory.updateItem(id: id, with: draft)
    try store.inventory.deleteItem(id: id)
    for _ in 0..<3 { try store.inventory.undo(scope: .session) }
    #expect(try store.inventory.item(id: id) == nil)

    // When each is redone, then the item comes back, is renamed and deleted again, in that order
    #expect(try store.inventory.nextRedo(scope: .session)?.action.kind == .add)
    let added = try #require(try store.inventory.redo(scope: .session))
    #expect(added.isRedo && added.action.kind == .add)
    #expect(try store.inventory.item(id: id)?.name == "Tea", "restored under its id")
    #expect(try store.inventory.item(id: id)?.quantity == 2)
    try store.inventory.redo(scope: .session)
    #expect(try store.inventory.item(id: id)?.name == "Green tea")
    #expect(try store.inventory.item(id: id)?.quantity == 5)
    #expect(try store.inventory.items(matching: ItemQuery(search: "green")).map(\.id) == [id], "searchable again")
    try store.inventory.redo(scope: .session)
    #expect(try store.inventory.item(id: id) == nil)
    #expect(try store.inventory.nextRedo(scope: .session) == nil)
    #expect(try store.inventory.movements(search: "tea", limit: -1, before: nil).allSatisfy { $0.itemID == nil })
  }

  @Test(arguments: Backend.all)
  func aNewActionEndsRedo(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea", quantity: 1).id)
    try store.inventory.adjustQuantity(itemID: id, by: 4)
    try store.inventory.undo(scope: .session)
    #expect(try store.inventory.nextRedo(scope: .session) != nil)
    try store.inventory.adjustQuantity(itemID: id, by: 1)
    #expect(try store.inventory.nextRedo(scope: .session) == nil)
    #expect(try store.inventory.redo(scope: .session) == nil)
    #expect(try store.inventory.item(id: id)?.quantity == 2)
  }

  @Test(arguments: Backend.all)
  func undoingADeletionRestoresTheItemWithItsMovementsAndScans(backend: Backend) throws {
    let store = try backend.open()
    // Given an item with movements from two stations and a scan, deleted
    let id = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 5).id)
    try store.inventory.adjustQuantity(itemID: id, by: -2)
    try store.station("back room").adjustQuantity(itemID: id, by: 4)
    let movements = try store.inventory.movements(itemID: id).map(\.id)
    let created = try #require(try store.inventory.item(id: id)?.createdAt)
    try store.inventory.deleteItem(id: id)
    #expect(try store.inventory.movements(itemID: id).isEmpty)
    #expect(
      try store.inventory.nextUndo(scope: .station)?.description == "delete \"Tea\" (restores it with its 3 movements)")

    // When the deletion is undone
    let step = try #require(try store.inventory.undo(scope: .station))

    // Then the item is back under its id, its quantity the sum of its own movements, which are its again
    #expect(step.description == "delete \"Tea\": restored with its 3 movements")
    let item = try #require(try store.inventory.item(id: id))
    #expect(item.quantity == 7 && item.barcode == "4006381333931" && item.createdAt == created)
    #expect(try store.inventory.movements(itemID: id).map(\.id) == movements)
    #expect(try store.inventory.movementTotal(itemID: id) == 7)
    #expect(try store.inventory.item(for: ProductCode("4006381333931"))?.id == id)
    #expect(try store.inventory.items(matching: ItemQuery(search: "tea")).map(\.id) == [id])
    // and it works as before: an item added now gets a new id, and stock moves
    try store.inventory.adjustQuantity(itemID: id, by: -7)
    #expect(try store.add("Coffee").id.map { $0 > id } == true)
  }

  @Test(arguments: Backend.all)
  func undoLastChangesReversesTheNewestMovementsOfAnyStationAndSkipsDeletedItems(backend: Backend) throws {
    let store = try backend.open()
    let tea = try #require(try store.add("Tea", quantity: 10).id)
    let gone = try #require(try store.add("Gone", quantity: 1).id)
    try store.inventory.adjustQuantity(itemID: tea, by: -3)
    try store.station("back room").adjustQuantity(itemID: tea, by: 5)
    try store.inventory.adjustQuantity(itemID: gone, by: 2)
    try store.inventory.deleteItem(id: gone)

    let changes = try store.inventory.undoLastChanges(2)

    #expect(changes.map(\.delta) == [-5, 3])
    #expect(changes.map(\.item.id) == [tea, tea])
    #expect(try store.inventory.item(id: tea)?.quantity == 10)
    let undos = try store.inventory.movements(itemID: tea).prefix(2)
    #expect(undos.allSatisfy { $0.reason == .undo && $0.station == "till" })
    // The opening stock is next; the deleted item's movements are not undone.
    #expect(try store.inventory.undoLastChanges(5).map(\.delta) == [-10])
    #expect(try store.inventory.undoLastChanges(1).isEmpty)
  }

  @Test(arguments: Backend.all)
  func twoStationsUndoingAtOnceReverseTwoActionsOnceEach(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea", quantity: 10).id)
    let stations = [try store.station("front"), try store.station("back room")]
    try stations[0].adjustQuantity(itemID: id, by: 1)
    try stations[1].adjustQuantity(itemID: id, by: 2)
    let failures = Failures()
    let steps = Steps()

    DispatchQueue.concurrentPerform(iterations: 2) { index in
      do { steps.append(try stations[index].undo(scope: .anyStation, expecting: nil, source: .keyboard)) } catch {
        failures.append("\(error)")
      }
    }

    #expect(failures.all.isEmpty, "\(failures.all)")
    #expect(
      Set(steps.all.compactMap { $0?.action.summary }) == ["adjust +1 \"Tea\" 10 → 11", "adjust +2 \"Tea\" 11 → 13"])
    #expect(try store.inventory.item(id: id)?.quantity == 10)
    #expect(try store.inventory.movementTotal(itemID: id) == 10)
  }

  @Test(arguments: Backend.all)
  func twoStationsConfirmingTheSameUndoReverseItOnce(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea", quantity: 10).id)
    let stations = [try store.station("front"), try store.station("back room")]
    try stations[0].adjustQuantity(itemID: id, by: -4)
    let shown = try #require(try stations[1].nextUndo(scope: .anyStation))
    let failures = Failures()
    let steps = Steps()

    DispatchQueue.concurrentPerform(iterations: 2) { index in
      do {
        steps.append(try stations[index].undo(scope: .anyStation, expecting: shown.action.id, source: .keyboard))
      } catch let error as UndoError {
        if case .changedMeanwhile = error { failures.append("changed meanwhile") } else { failures.append("\(error)") }
      } catch {
        failures.append("\(error)")
      }
    }

    #expect(steps.all.count == 1 && failures.all == ["changed meanwhile"])
    #expect(try store.inventory.item(id: id)?.quantity == 10)
    #expect(try store.inventory.actions().filter { $0.kind == .undo }.count == 1)
  }
}

/// Undo steps collected from several threads.
final class Steps: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [UndoStep?] = []
  func append(_ step: UndoStep?) { lock.withLock { items.append(step) } }
  var all: [UndoStep?] { lock.withLock { items } }
}
