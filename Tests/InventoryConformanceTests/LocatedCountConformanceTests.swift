import Foundation
import InventoryCore
import Testing

/// A count of one location (`SessionScope.locationID`): it counts there (per lot when lots are scanned), its
/// commit sets the stock there and nowhere else, "uncounted → zero" zeroes only the stock there, and undo puts
/// back exactly what it changed.
@Suite("Inventory conformance: a count of a location")
struct LocatedCountConformanceTests {
  static let january = LotDetails(batch: "JAN", expiry: "2027-01-31")
  static let march = LotDetails(batch: "MAR", expiry: "2027-03-31")

  @Test(arguments: Backend.all)
  func aCountOfALocationChangesNothingOutsideItAndUndoRestoresIt(backend: Backend) throws {
    // Given Aspirin: 5 at the default location and 4 at Shelf 3; Tea: 2 at the default location and 3 at Shelf 3
    let store = try backend.open()
    let (shelf, aspirin) = try SessionPlaceConformanceTests.shelfAndAspirin(store, quantity: 9)
    let locations = try store.locations()
    try locations.moveStock(itemID: aspirin, quantity: 4, from: "Default", to: "Shelf 3", source: .cli)
    let tea = try #require(try store.add("Tea", quantity: 5).id)
    try locations.moveStock(itemID: tea, quantity: 3, from: "Default", to: "Shelf 3", source: .cli)

    // When a count of Shelf 3 finds 6 Aspirin (no label scanned: counted at Shelf 3) and Tea is not counted,
    // chosen to be set to 0
    let count = try store.inventory.startSession(kind: .count, scope: SessionScope(locationID: shelf), note: "")
    try store.inventory.addToSession(id: count.id, itemID: aspirin, quantity: 6)
    try store.inventory.setUncountedChoice(id: count.id, itemID: nil, to: .setToZero)
    let lines = try store.inventory.sessionLines(id: count.id)
    #expect(lines.map(\.title) == ["Aspirin @ Shelf 3"])
    #expect(lines.map(\.expected) == [4])
    #expect(try store.inventory.countReport(id: count.id).notCounted.map(\.name) == ["Tea"])
    let summary = try store.inventory.commitSession(id: count.id)

    // Then only Shelf 3's stock changed: Aspirin's set to 6, Tea's to 0
    #expect(summary.items.map(\.to) == [11, 2])
    #expect(try store.placement(of: aspirin) == ["Default": 5, "Shelf 3": 6])
    #expect(try store.placement(of: tea) == ["Default": 2])

    // When the whole commit is undone, everything is where it was
    let first = try #require(try store.inventory.nextUndo(scope: .session))
    let commit = try #require(try store.inventory.sessionCommit(of: first.action))
    #expect(commit.session.id == count.id && commit.actions.count == 2)
    for _ in commit.remaining { try store.inventory.undo(scope: .session, expecting: nil) }
    #expect(try store.placement(of: aspirin) == ["Default": 5, "Shelf 3": 4])
    #expect(try store.placement(of: tea) == ["Default": 2, "Shelf 3": 3])
  }

  @Test(arguments: Backend.all)
  func aCountOfALocationCountsPerLotAndRefusesAScanElsewhere(backend: Backend) throws {
    // Given 3 of January's lot and 4 of March's at Shelf 3, and a Bin elsewhere
    let store = try backend.open()
    let (shelf, aspirin) = try SessionPlaceConformanceTests.shelfAndAspirin(store)
    let bin = try store.locations().addLocation(named: "Bin", code: nil, notes: "", under: nil).id
    try SessionPlaceConformanceTests.receive(
      [(Self.january, 3), (Self.march, 4)], at: shelf, of: aspirin, in: store)

    // When a count of Shelf 3 finds 1 of January's lot and 4 of March's
    let count = try store.inventory.startSession(kind: .count, scope: SessionScope(locationID: shelf), note: "")
    for (lot, quantity) in [(Self.january, 1), (Self.march, 4)] {
      try store.inventory.addToSession(
        id: count.id, itemID: aspirin, quantity: quantity, source: .keyboard, outsideScope: .refuse,
        place: SessionPlace(locationID: shelf, lot: lot))
    }
    // A scan with "here" at the Bin is not this count's
    #expect(throws: StockSessionError.self) {
      try store.inventory.addToSession(
        id: count.id, itemID: aspirin, quantity: 1, source: .keyboard, outsideScope: .refuse,
        place: SessionPlace(locationID: bin))
    }
    #expect(try store.inventory.sessionLines(id: count.id).map(\.expected) == [3, 4])
    try store.inventory.commitSession(id: count.id)

    // Then January's lot holds 1, March's 4
    #expect(try store.lotQuantities(of: aspirin) == ["JAN": 1, "MAR": 4])
    #expect(try store.placement(of: aspirin) == ["Shelf 3": 5])
  }

  @Test(arguments: Backend.all)
  func twoStationsCountingTheSameLocationAtOnceAddUpAndTheCommitSetsTheirSum(backend: Backend) throws {
    // Given 10 Aspirin at Shelf 3 and 7 at the default location
    let store = try backend.open()
    let (shelf, aspirin) = try SessionPlaceConformanceTests.shelfAndAspirin(store, quantity: 17)
    try store.locations().moveStock(itemID: aspirin, quantity: 10, from: "Default", to: "Shelf 3", source: .cli)
    let count = try store.inventory.startSession(kind: .count, scope: SessionScope(locationID: shelf), note: "")

    // When four stations count at Shelf 3 at once, 5 scans each
    let stations = try (1...4).map { try store.station("station-\($0)") }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: stations.count) { index in
      for _ in 0..<5 {
        do {
          try stations[index].addToSession(
            id: count.id, itemID: aspirin, quantity: 1, source: .usbScanner, outsideScope: .refuse,
            place: SessionPlace(locationID: shelf))
        } catch { failures.append("\(error)") }
      }
    }

    // Then every scan counted, on one line expecting what Shelf 3 held, and the commit sets Shelf 3 to 20
    #expect(failures.all.isEmpty, "\(failures.all)")
    let lines = try store.inventory.sessionLines(id: count.id)
    #expect(lines.map(\.quantity) == [20] && lines.map(\.expected) == [10])
    #expect(lines.first?.stations.count == 4)
    try store.inventory.commitSession(id: count.id)
    #expect(try store.placement(of: aspirin) == ["Default": 7, "Shelf 3": 20])
    #expect(try store.inventory.movementTotal(itemID: aspirin) == 27)
  }
}
