import Foundation
import InventoryCore
import Testing

/// Lots travel where the item's stock does: a deleted item restored by undo gets its lots back where they were,
/// and a move, journalled, is undone and redone with every unit going back to (or again from) its own lot.
@Suite("Inventory conformance: lots travel with the item")
struct LotsTravelConformanceTests {
  static let march = LotConformanceTests.march
  static let january = LotConformanceTests.january

  /// Aspirin: 1 unit without a lot and 2 in each of January's and March's lots, then 3 moved to the shelf
  /// (January's 2 and 1 of March's, first-expiry-first-out).
  static func aspirinOnTwoLocations(_ store: Store) throws -> Int64 {
    let lots = try store.lots()
    let id = try #require(try store.add("Aspirin", quantity: 1).id)
    try lots.adjustQuantity(itemID: id, by: 2, lot: january, reason: .manual, source: .cli)
    try lots.adjustQuantity(itemID: id, by: 2, lot: march, reason: .manual, source: .cli)
    try lots.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    try lots.moveStock(itemID: id, quantity: 3, from: "Default", to: "Shelf", source: .cli)
    return id
  }

  /// Each lot holding stock: its details, where, how many and when it was received.
  static func held(_ store: Store, _ id: Int64) throws -> Set<String> {
    Set(
      try store.lots().lots(ofItem: id).map {
        "\($0.details.summary) at \($0.locationID == nil ? "Default" : "Shelf"): \($0.quantity), \($0.receivedAt)"
      })
  }

  @Test(arguments: Backend.all)
  func aDeletedItemRestoredByUndoGetsItsLotsBackWhereTheyWere(backend: Backend) throws {
    // Given lots at two locations and stock without a lot
    let store = try backend.open()
    let id = try Self.aspirinOnTwoLocations(store)
    let lotsBefore = try Self.held(store, id)
    let placementBefore = try store.placement(of: id)
    #expect(lotsBefore.count == 3)
    #expect(placementBefore == ["Default": 2, "Shelf": 3])
    // When it is deleted and the delete undone
    try store.inventory.deleteItem(id: id)
    let step = try #require(try store.inventory.undo(scope: .session))
    // Then each lot holds what it held, where it was, received when it was; the totals are as they were
    #expect(step.description.hasSuffix("and 3 lots"), "\(step.description)")
    #expect(try Self.held(store, id) == lotsBefore)
    #expect(try store.placement(of: id) == placementBefore)
    #expect(try store.inventory.item(id: id)?.quantity == 5)
    #expect(try store.inventory.movementTotal(itemID: id) == 5)
    // And so again after a redo (deleted again) and another undo
    try store.inventory.redo(scope: .session)
    #expect(try store.inventory.item(id: id) == nil)
    try store.inventory.undo(scope: .session)
    #expect(try Self.held(store, id) == lotsBefore)
    #expect(try store.placement(of: id) == placementBefore)
    // And a removal takes the first-expiring of the restored lots at the default location
    let change = try store.inventory.adjustQuantity(itemID: id, by: -1)
    #expect(change.lots == [LotPart(details: Self.march, delta: -1)])
  }

  @Test(arguments: Backend.all)
  func lotsOfALocationDeletedMeanwhileComeBackAtTheDefaultLocation(backend: Backend) throws {
    // Given Aspirin with lots on the shelf, deleted, and then the shelf (empty now) deleted
    let store = try backend.open()
    let id = try Self.aspirinOnTwoLocations(store)
    try store.inventory.deleteItem(id: id)
    try store.locations().deleteLocation("Shelf")
    // When the delete is undone
    try store.inventory.undo(scope: .session)
    // Then the shelf's lots are at the default location, where its stock came back; one with the details of a
    // lot there joins it
    #expect(try store.placement(of: id) == ["Default": 5])
    #expect(try store.lotQuantities(of: id) == ["JAN": 2, "MAR": 2])
    #expect(try store.lots().lots(ofItem: id).allSatisfy { $0.locationID == nil })
    #expect(try store.inventory.item(id: id)?.quantity == 5)
    #expect(try store.inventory.movementTotal(itemID: id) == 5)
  }

  @Test(arguments: Backend.all)
  func undoingAMoveWhoseUnitsLeftTheirNewPlaceIsRefusedAndChangesNothing(backend: Backend) throws {
    // Given Aspirin moved to the shelf, and another station moving 2 of them on to the shop
    let store = try backend.open()
    let id = try Self.aspirinOnTwoLocations(store)
    let other = try store.locations(station: "back-office")
    try other.addLocation(named: "Shop", code: nil, notes: "", under: nil)
    try other.moveStock(itemID: id, quantity: 2, from: "Shelf", to: "Shop", source: .cli)
    let lotsBefore = try store.lots().lots(ofItem: id).map { "\($0.id) \($0.quantity)" }.sorted()
    // When this station undoes its move
    let refusal = #expect(throws: (any Error).self) { try store.inventory.undo(scope: .session) }
    #expect(
      refusal.map { "\($0)" }
        == "only 0 of \"Aspirin\" at Shelf (lot JAN, expiry 2027-01-31): cannot take 2 from there")
    // Then nothing moved: no unit leaves a place that does not hold it
    #expect(try store.placement(of: id) == ["Default": 2, "Shelf": 1, "Shop": 2])
    #expect(try store.lots().lots(ofItem: id).map { "\($0.id) \($0.quantity)" }.sorted() == lotsBefore)
    #expect(try store.inventory.item(id: id)?.quantity == 5)
  }

  @Test(arguments: Backend.all)
  func aDeleteUndoneRedoneAndUndoneAgainKeepsTheLotAndItsReceivedTime(backend: Backend) throws {
    // Given an item holding 4 in a lot, deleted
    let store = try backend.open()
    let lots = try store.lots()
    let id = try #require(try store.add("Milk").id)
    try lots.adjustQuantity(itemID: id, by: 4, lot: Self.january, reason: .manual, source: .cli)
    let receivedAt = try #require(try lots.lots(ofItem: id).first?.receivedAt)
    try store.inventory.deleteItem(id: id)
    // When the delete is undone, redone and undone
    try store.inventory.undo(scope: .session)
    try store.inventory.redo(scope: .session)
    try store.inventory.undo(scope: .session)
    // Then the lot holds its 4, received when it was
    #expect(try lots.lots(ofItem: id).map(\.quantity) == [4])
    #expect(try lots.lots(ofItem: id).map(\.receivedAt) == [receivedAt])
    #expect(try store.inventory.item(id: id)?.quantity == 4)
  }

  @Test(arguments: Backend.all)
  func aMoveIsUndoneAndRedoneWithEachUnitInItsOwnLot(backend: Backend) throws {
    // Given Aspirin moved to the shelf: January's 2 and 1 of March's
    let store = try backend.open()
    let id = try Self.aspirinOnTwoLocations(store)
    let afterMove = try Self.held(store, id)
    // When the move is undone
    let step = try #require(try store.inventory.undo(scope: .session))
    // Then every unit is back in its lot at the default location, and the total never changed
    #expect(step.description == "move 3 \"Aspirin\" from Default to Shelf: moved back")
    #expect(try store.placement(of: id) == ["Default": 5])
    #expect(try store.lotQuantities(of: id) == ["JAN": 2, "MAR": 2])
    #expect(try store.lots().lots(ofItem: id).allSatisfy { $0.locationID == nil })
    #expect(try store.inventory.item(id: id)?.quantity == 5)
    #expect(try store.inventory.movementTotal(itemID: id) == 5)
    // And redone, the same units go to the shelf again, in their lots
    try store.inventory.redo(scope: .session)
    #expect(try Self.held(store, id) == afterMove)
    #expect(try store.placement(of: id) == ["Default": 2, "Shelf": 3])
    #expect(try store.inventory.item(id: id)?.quantity == 5)
  }
}
