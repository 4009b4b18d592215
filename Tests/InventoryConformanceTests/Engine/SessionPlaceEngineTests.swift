import Foundation
import InventoryCore
import InventoryEngine
import Testing

/// Entries with a place (`SessionPlace`): lines per item and place, a batch's commit moving each line at its
/// place, refusals before anything is written.
@Suite struct SessionPlaceEngineTests {
  static let lotA = LotDetails(batch: "A1", expiry: "2027-01-31")

  static func session(_ kind: StockSession.Kind) throws -> (SessionEngine<MemorySessions>, MemorySessions, Int64) {
    let storage = MemorySessions()
    storage.items = [1: Item(id: 1, name: "Tea", quantity: 10)]
    let engine = SessionEngine(storage: storage)
    return (engine, storage, try engine.start(kind: kind, scope: .everything, note: "").id)
  }

  @Test func aReceiveHasALinePerPlaceAndItsCommitReceivesEachAtItsLocationAndLot() throws {
    // Given Tea received twice at Shelf 3 in lot A1 and once unplaced
    let (engine, storage, id) = try Self.session(.receive)
    try engine.add(
      id: id, itemID: 1, quantity: 2, outsideScope: .refuse, at: SessionPlace(locationID: 3, lot: Self.lotA))
    try engine.add(
      id: id, itemID: 1, quantity: 1, outsideScope: .refuse, at: SessionPlace(locationID: 3, lot: Self.lotA))
    try engine.add(id: id, itemID: 1, quantity: 4, outsideScope: .refuse)

    // Then there are two lines, and the commit moves each at its place, the item changing by the sum
    let lines = try engine.lines(id: id)
    #expect(lines.map(\.quantity) == [4, 3])
    #expect(lines.map(\.place) == [.unplaced, SessionPlace(locationID: 3, lot: Self.lotA)])
    storage.calls = []
    let summary = try engine.commit(id: id)
    #expect(
      storage.calls.filter { $0.hasPrefix("adjust") } == [
        "adjust 1 by 3 (receive) at 3 lot A1, expiry 2027-01-31", "adjust 1 by 4 (receive)",
      ])
    #expect(summary.items.map(\.delta) == [7])
  }

  @Test func aRemoveTakesEachLineFromItsPlaceAndIsRefusedWholeWhenTheItemHasTooLittle() throws {
    let (engine, storage, id) = try Self.session(.remove)
    try engine.add(id: id, itemID: 1, quantity: 6, outsideScope: .refuse, at: SessionPlace(locationID: 2))
    try engine.add(id: id, itemID: 1, quantity: 5, outsideScope: .refuse, at: SessionPlace(lot: Self.lotA))
    storage.calls = []
    #expect(throws: StockSessionError.self) { try engine.commit(id: id) }
    #expect(!storage.calls.contains { $0.hasPrefix("adjust") })

    // (Memory sessions keep every session's entries as one: a second remove starts afresh.)
    let (smallerEngine, smallerStorage, smaller) = try Self.session(.remove)
    try smallerEngine.add(id: smaller, itemID: 1, quantity: 6, outsideScope: .refuse, at: SessionPlace(locationID: 2))
    try smallerEngine.add(id: smaller, itemID: 1, quantity: 3, outsideScope: .refuse, at: SessionPlace(lot: Self.lotA))
    try smallerEngine.commit(id: smaller)
    #expect(
      smallerStorage.calls.filter { $0.hasPrefix("adjust") } == [
        "adjust 1 by -3 (remove) at default lot A1, expiry 2027-01-31", "adjust 1 by -6 (remove) at 2",
      ])
    #expect(smallerStorage.items[1]?.quantity == 1)
  }

  @Test func aPlaceWithAnUnusableLotOrAMissingLocationIsRefusedAndWritesNoEntry() throws {
    let (engine, storage, id) = try Self.session(.receive)
    #expect(throws: LotError.self) {
      try engine.add(
        id: id, itemID: 1, quantity: 1, outsideScope: .refuse,
        at: SessionPlace(lot: LotDetails(expiry: "2027-02-30")))
    }
    #expect(throws: LocationError.self) {
      try engine.add(id: id, itemID: 1, quantity: 1, outsideScope: .refuse, at: SessionPlace(locationID: -4))
    }
    #expect(storage.entries.isEmpty)
  }

  @Test func aCountSumsAnItemsPlacedLinesIntoOneChange() throws {
    let (engine, storage, id) = try Self.session(.count)
    try engine.add(id: id, itemID: 1, quantity: 4, outsideScope: .refuse, at: SessionPlace(locationID: 3))
    try engine.add(id: id, itemID: 1, quantity: 2, outsideScope: .refuse, at: SessionPlace(lot: Self.lotA))
    storage.calls = []
    let summary = try engine.commit(id: id)
    #expect(summary.items.map(\.to) == [6])
    #expect(storage.calls.filter { $0.hasPrefix("adjust") } == ["adjust 1 by -4 (stocktake) keeping counted"])
  }
}
