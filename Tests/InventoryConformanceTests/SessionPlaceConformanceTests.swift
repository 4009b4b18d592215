import Foundation
import InventoryCore
import Testing

/// Stock sessions with locations and lots (issue 23): an entry keeps where it was scanned ("here") and the lot
/// its GS1 code named; lines are per item, location and lot; a receive commits into them, a remove takes from
/// them (the scanned lot first, then first-expiry-first-out), and undo puts back exactly what the commit changed.
@Suite("Inventory conformance: sessions with locations and lots")
struct SessionPlaceConformanceTests {
  static let january = LotDetails(batch: "JAN", expiry: "2027-01-31")
  static let march = LotDetails(batch: "MAR", expiry: "2027-03-31")

  /// "Shelf 3" and an item "Aspirin" with `quantity` units at the default location.
  static func shelfAndAspirin(_ store: Store, quantity: Int = 0) throws -> (shelf: Int64, aspirin: Int64) {
    let shelf = try store.locations().addLocation(named: "Shelf 3", code: nil, notes: "", under: nil).id
    let aspirin = try #require(try store.add("Aspirin", quantity: quantity).id)
    return (shelf, aspirin)
  }

  /// Units in `lots` at `shelf`, received and committed by a receive session.
  static func receive(_ lots: [(LotDetails?, Int)], at shelf: Int64?, of item: Int64, in store: Store) throws {
    let receive = try store.inventory.startSession(kind: .receive)
    for (lot, quantity) in lots {
      try store.inventory.addToSession(
        id: receive.id, itemID: item, quantity: quantity, source: .keyboard, outsideScope: .refuse,
        place: SessionPlace(locationID: shelf, lot: lot))
    }
    try store.inventory.commitSession(id: receive.id)
  }

  @Test(arguments: Backend.all)
  func aReceiveSessionPutsEachLineAtItsLocationAndLotAndUndoTakesThemBack(backend: Backend) throws {
    // Given Aspirin scanned into a receive: 3 of lot JAN at Shelf 3 (twice, by two stations), 2 at Shelf 3
    // without a lot, 1 with no place
    let store = try backend.open()
    let (shelf, aspirin) = try Self.shelfAndAspirin(store)
    let receive = try store.inventory.startSession(kind: .receive)
    let janOnShelf = SessionPlace(locationID: shelf, lot: Self.january)
    try store.inventory.addToSession(
      id: receive.id, itemID: aspirin, quantity: 2, source: .keyboard, outsideScope: .refuse, place: janOnShelf)
    try store.station("till-2").addToSession(
      id: receive.id, itemID: aspirin, quantity: 1, source: .keyboard, outsideScope: .refuse, place: janOnShelf)
    try store.inventory.addToSession(
      id: receive.id, itemID: aspirin, quantity: 2, source: .keyboard, outsideScope: .refuse,
      place: SessionPlace(locationID: shelf))
    try store.inventory.addToSession(id: receive.id, itemID: aspirin, quantity: 1)

    // Then its lines are per place, worded with it
    let lines = try store.inventory.sessionLines(id: receive.id)
    #expect(lines.map(\.quantity) == [1, 2, 3])
    #expect(
      lines.map(\.title) == [
        "Aspirin", "Aspirin @ Shelf 3", "Aspirin @ Shelf 3 · lot JAN, expiry 2027-01-31",
      ])
    #expect(lines.last?.stations == ["till", "till-2"])

    // When it is committed
    let summary = try store.inventory.commitSession(id: receive.id)

    // Then the units are where they were scanned, in the lot scanned, and the item's total is their sum
    #expect(summary.items.map(\.delta) == [6])
    #expect(try store.placement(of: aspirin) == ["Default": 1, "Shelf 3": 5])
    #expect(try store.lotQuantities(of: aspirin) == ["JAN": 3])
    #expect(try store.inventory.movementTotal(itemID: aspirin) == 6)

    // When the whole commit is undone, each of its actions in turn
    let first = try #require(try store.inventory.nextUndo(scope: .session))
    let commit = try #require(try store.inventory.sessionCommit(of: first.action))
    for _ in commit.remaining { try store.inventory.undo(scope: .session, expecting: nil) }

    // Then nothing is left anywhere
    #expect(try store.inventory.item(id: aspirin)?.quantity == 0)
    #expect(try store.placement(of: aspirin)["Shelf 3", default: 0] == 0)
    #expect(try store.lotQuantities(of: aspirin)["JAN", default: 0] == 0)
  }

  @Test(arguments: Backend.all)
  func aRemoveSessionTakesTheScannedLotFirstElseTheFirstToExpireAtTheScannedLocation(backend: Backend) throws {
    // Given 4 of March's lot and 3 of January's at Shelf 3, and 5 without a lot at the default location
    let store = try backend.open()
    let (shelf, aspirin) = try Self.shelfAndAspirin(store, quantity: 5)
    try Self.receive([(Self.march, 4), (Self.january, 3)], at: shelf, of: aspirin, in: store)

    // When a remove takes 1 scanned from March's lot and 2 with no lot named, both at Shelf 3
    let remove = try store.inventory.startSession(kind: .remove)
    try store.inventory.addToSession(
      id: remove.id, itemID: aspirin, quantity: 1, source: .keyboard, outsideScope: .refuse,
      place: SessionPlace(locationID: shelf, lot: LotDetails(batch: "MAR")))
    try store.inventory.addToSession(
      id: remove.id, itemID: aspirin, quantity: 2, source: .keyboard, outsideScope: .refuse,
      place: SessionPlace(locationID: shelf))
    try store.inventory.commitSession(id: remove.id)

    // Then March's lot gave 1, January's (first to expire) 2, and the default location nothing
    #expect(try store.lotQuantities(of: aspirin) == ["JAN": 1, "MAR": 3])
    #expect(try store.placement(of: aspirin) == ["Default": 5, "Shelf 3": 4])

    // When the remove's commit is undone
    let first = try #require(try store.inventory.nextUndo(scope: .session))
    let commit = try #require(try store.inventory.sessionCommit(of: first.action))
    #expect(commit.session.id == remove.id)
    for _ in commit.remaining { try store.inventory.undo(scope: .session, expecting: nil) }

    // Then each lot holds what it held before
    #expect(try store.lotQuantities(of: aspirin) == ["JAN": 3, "MAR": 4])
    #expect(try store.placement(of: aspirin) == ["Default": 5, "Shelf 3": 7])
  }

  @Test(arguments: Backend.all)
  func aRemoveOfMoreThanTheScannedLocationHoldsIsRefusedWholeAndTheSessionStaysOpen(backend: Backend) throws {
    // Given 5 at the default location and none at Shelf 3
    let store = try backend.open()
    let (shelf, aspirin) = try Self.shelfAndAspirin(store, quantity: 5)
    let remove = try store.inventory.startSession(kind: .remove)
    try store.inventory.addToSession(id: remove.id, itemID: aspirin, quantity: 1)
    try store.inventory.addToSession(
      id: remove.id, itemID: aspirin, quantity: 2, source: .keyboard, outsideScope: .refuse,
      place: SessionPlace(locationID: shelf))

    // When it is committed, it is refused, naming the location, and nothing changed
    #expect(
      locationError { try store.inventory.commitSession(id: remove.id) }
        == .insufficientStock(itemName: "Aspirin", path: "Shelf 3", holds: 0, requested: 2))
    #expect(try store.inventory.session(id: remove.id)?.state == .open)
    #expect(try store.placement(of: aspirin) == ["Default": 5])
    #expect(try store.inventory.movementTotal(itemID: aspirin) == 5)
  }

  @Test(arguments: Backend.all)
  func aPlaceThatIsNotThereIsRefusedAndTheDatabaseChecksLotsAsTheLotTableDoes(backend: Backend) throws {
    let store = try backend.open()
    let (_, aspirin) = try Self.shelfAndAspirin(store)
    let receive = try store.inventory.startSession(kind: .receive)
    #expect(throws: LotError.self) {
      try store.inventory.addToSession(
        id: receive.id, itemID: aspirin, quantity: 1, source: .keyboard, outsideScope: .refuse,
        place: SessionPlace(lot: LotDetails(expiry: "2027-02-30")))
    }
    #expect(
      locationError {
        try store.inventory.addToSession(
          id: receive.id, itemID: aspirin, quantity: 1, source: .keyboard, outsideScope: .refuse,
          place: SessionPlace(locationID: 999))
      } != nil)
    #expect(try store.inventory.sessionLines(id: receive.id).isEmpty)
    // Another program writing past the limits is refused by the database itself
    for values in ["NULL, '2027-02-30', NULL", "'', NULL, NULL", "NULL, NULL, '1999-12-31'"] {
      #expect(throws: (any Error).self) {
        try store.sql(
          """
          INSERT INTO stock_session_entry (session_id, item_id, delta, station, source, time, lot_batch, lot_expiry,
            lot_best_before)
          VALUES (\(receive.id), \(aspirin), 1, 'psql', 'cli', 0, \(values))
          """)
      }
    }
  }

  @Test(arguments: Backend.all)
  func anEntrysLocationDeletedOnceEmptyLeavesItsLineAtTheDefaultLocation(backend: Backend) throws {
    let store = try backend.open()
    let (shelf, aspirin) = try Self.shelfAndAspirin(store)
    let receive = try store.inventory.startSession(kind: .receive)
    try store.inventory.addToSession(
      id: receive.id, itemID: aspirin, quantity: 2, source: .keyboard, outsideScope: .refuse,
      place: SessionPlace(locationID: shelf))
    try store.locations().deleteLocation("Shelf 3")
    #expect(try store.inventory.sessionLines(id: receive.id).map(\.place) == [.unplaced])
    try store.inventory.commitSession(id: receive.id)
    #expect(try store.placement(of: aspirin) == ["Default": 2])
  }
}
