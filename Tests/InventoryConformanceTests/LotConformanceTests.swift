import Foundation
import InventoryCore
import Testing

/// Lots: stock held in lots with batch, expiry and serial, kept by the database from the movements naming them;
/// removals take the first-expiring lot first; undo puts units back in the lots they came from.
@Suite("Inventory conformance: lots")
struct LotConformanceTests {
  static let march = LotDetails(batch: "MAR", expiry: "2027-03-31")
  static let january = LotDetails(batch: "JAN", expiry: "2027-01-31")
  static let undated = LotDetails(batch: "NODATE")

  @Test(arguments: Backend.all)
  func receivedLotsAddUpToTheItemsQuantity(backend: Backend) throws {
    // Given 2 units without a lot
    let store = try backend.open()
    let lots = try store.lots()
    let id = try #require(try store.add("Aspirin", quantity: 2).id)
    // When lots are received, one of them twice
    try lots.adjustQuantity(itemID: id, by: 5, lot: Self.march, reason: .manual, source: .cli)
    let change = try lots.adjustQuantity(itemID: id, by: 3, lot: Self.january, reason: .manual, source: .cli)
    try lots.adjustQuantity(itemID: id, by: 1, lot: Self.march, reason: .manual, source: .cli)
    // Then each lot holds its units, first-expiring first, and the item's quantity is their sum and the rest
    #expect(change.lots == [LotPart(details: Self.january, delta: 3)])
    #expect(LotPart.wording(change.lots) == " · lot JAN, expiry 2027-01-31")
    #expect(try lots.lots(ofItem: id).map(\.details.batch) == ["JAN", "MAR"])
    #expect(try store.lotQuantities(of: id) == ["JAN": 3, "MAR": 6])
    #expect(try store.inventory.item(id: id)?.quantity == 11)
    #expect(try store.inventory.movementTotal(itemID: id) == 11)
    #expect(try store.sql("SELECT count(*) FROM lot WHERE item_id = \(id)") == "2")
  }

  @Test(arguments: Backend.all)
  func removalsTakeTheFirstExpiringLotFirstAndSpanLots(backend: Backend) throws {
    // Given lots expiring in March and January, one without a date, and 2 units without a lot
    let store = try backend.open()
    let lots = try store.lots()
    let id = try #require(try store.add("Aspirin", quantity: 2).id)
    for (lot, quantity) in [(Self.march, 4), (Self.undated, 2), (Self.january, 3)] {
      try lots.adjustQuantity(itemID: id, by: quantity, lot: lot, reason: .manual, source: .cli)
    }
    // When one is taken out, then 5 more
    let first = try store.inventory.adjustQuantity(itemID: id, by: -1)
    let spanning = try store.inventory.adjustQuantity(itemID: id, by: -5)
    // Then the first came from January's lot; the next 5 from the rest of January's and then March's
    #expect(first.lots == [LotPart(details: Self.january, delta: -1)])
    #expect(first.to == 10)
    #expect(spanning.lots == [LotPart(details: Self.january, delta: -2), LotPart(details: Self.march, delta: -3)])
    #expect(try store.lotQuantities(of: id) == ["MAR": 1, "NODATE": 2])
    // And lots without a date go before stock without a lot, which goes last
    let rest = try store.inventory.adjustQuantity(itemID: id, by: -4)
    #expect(
      rest.lots == [
        LotPart(details: Self.march, delta: -1), LotPart(details: Self.undated, delta: -2),
        LotPart(details: nil, delta: -1),
      ])
    #expect(try store.inventory.item(id: id)?.quantity == 1)
    #expect(try store.inventory.movementTotal(itemID: id) == 1)
    // A removal of more than there is changes nothing
    #expect(throws: InventoryError.self) { try store.inventory.adjustQuantity(itemID: id, by: -2) }
    #expect(try store.inventory.item(id: id)?.quantity == 1)
  }

  @Test(arguments: Backend.all)
  func aNamedLotIsTakenFromFirst(backend: Backend) throws {
    let store = try backend.open()
    let lots = try store.lots()
    let id = try #require(try store.add("Aspirin").id)
    try lots.adjustQuantity(itemID: id, by: 2, lot: Self.january, reason: .manual, source: .cli)
    try lots.adjustQuantity(itemID: id, by: 2, lot: Self.march, reason: .manual, source: .cli)
    // Taking 3 naming March's lot takes its 2, then January's first-expiring
    let change = try lots.adjustQuantity(
      itemID: id, by: -3, lot: LotDetails(batch: "MAR"), reason: .manual, source: .cli)
    #expect(change.lots == [LotPart(details: Self.march, delta: -2), LotPart(details: Self.january, delta: -1)])
    #expect(try store.lotQuantities(of: id) == ["JAN": 1])
  }

  @Test(arguments: Backend.all)
  func aGS1ScanAddsToItsLotAndTakesFromIt(backend: Backend) throws {
    // Given an item by its EAN-13
    let store = try backend.open()
    let id = try #require(try store.add("Aspirin", barcode: "4006381333931").id)
    // When GS1 codes with batch and expiry are scanned in, two of one lot and one of another
    let code = "(01)04006381333931(17)271231(10)ABC123"
    try store.inventory.recordScan(ScanRequest(code, source: .usbScanner))
    try store.inventory.recordScan(ScanRequest(code, source: .usbScanner))
    try store.inventory.recordScan(ScanRequest("(01)04006381333931(17)270630(10)XYZ(21)S1", source: .usbScanner))
    // Then the lots hold them
    let held = try store.lots().lots(ofItem: id)
    #expect(
      held.map(\.details) == [
        LotDetails(batch: "XYZ", expiry: "2027-06-30", serial: "S1"), LotDetails(batch: "ABC123", expiry: "2027-12-31"),
      ])
    #expect(held.map(\.quantity) == [1, 2])
    // And a removal scan of ABC123's code takes from that lot, not the first-expiring one (the code's own
    // details, shown with the outcome, name it)
    let outcome = try store.inventory.recordScan(ScanRequest(code, source: .usbScanner, mode: .remove))
    #expect(outcome.text() == "Aspirin 3 -> 2")
    #expect(try store.lotQuantities(of: id) == ["ABC123": 1, "XYZ": 1])
    // A plain removal scan takes first-expiring
    let plain = try store.inventory.recordScan(ScanRequest("4006381333931", source: .usbScanner, mode: .remove))
    #expect(plain.text() == "Aspirin 2 -> 1 · lot XYZ, serial S1, expiry 2027-06-30")
  }

  @Test(arguments: Backend.all)
  func undoPutsUnitsBackInTheLotsTheyCameFrom(backend: Backend) throws {
    let store = try backend.open()
    let lots = try store.lots()
    let id = try #require(try store.add("Aspirin", quantity: 1).id)
    try lots.adjustQuantity(itemID: id, by: 2, lot: Self.january, reason: .manual, source: .cli)
    try lots.adjustQuantity(itemID: id, by: 2, lot: Self.march, reason: .manual, source: .cli)
    // A removal spanning both lots, undone, puts each unit back where it was
    try store.inventory.adjustQuantity(itemID: id, by: -3)
    #expect(try store.lotQuantities(of: id) == ["MAR": 1])
    let step = try #require(try store.inventory.undo(scope: .session))
    #expect(step.description.hasSuffix("2 → 5"))
    #expect(try store.lotQuantities(of: id) == ["JAN": 2, "MAR": 2])
    // Redone, it takes from the same lots again
    try store.inventory.redo(scope: .session)
    #expect(try store.lotQuantities(of: id) == ["MAR": 1])
    #expect(try store.inventory.item(id: id)?.quantity == 2)
    // Undoing the receipt of a lot takes the units out of that lot
    try store.inventory.undo(scope: .session)
    try store.inventory.undo(scope: .session)
    #expect(try store.lotQuantities(of: id) == ["JAN": 2])
    #expect(try store.inventory.item(id: id)?.quantity == 3)
    #expect(try store.inventory.movementTotal(itemID: id) == 3)
  }

  @Test(arguments: Backend.all)
  func theDatabaseRefusesWhatTheRulesRefuse(backend: Backend) throws {
    let store = try backend.open()
    let lots = try store.lots()
    let id = try #require(try store.add("Aspirin", quantity: 1).id)
    try lots.adjustQuantity(itemID: id, by: 2, lot: Self.january, reason: .manual, source: .cli)
    let lot = try store.sql("SELECT id FROM lot WHERE item_id = \(id)")
    // Taking more from a lot than it holds, or stock without a lot that is in a lot
    for (delta, lotID) in [(-3, lot), (-2, "NULL")] {
      #expect(throws: (any Error).self) {
        try store.sql(
          """
          INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time, lot_id)
          VALUES (\(id), 'Aspirin', \(delta), 'manual', 'cli', 'psql', 0, \(lotID))
          """)
      }
    }
    // A lot without details, with a date that does not exist, or a batch too long
    for values in ["NULL, NULL", "'2027-02-30', NULL", "NULL, '\(String(repeating: "B", count: 21))'"] {
      #expect(throws: (any Error).self) {
        try store.sql(
          "INSERT INTO lot (item_id, expiry, batch, received_at) VALUES (\(id), \(values), 0)")
      }
    }
    // And the core says why before any of it reaches the database
    #expect(throws: LotError.noDetails) {
      try lots.adjustQuantity(itemID: id, by: 1, lot: LotDetails(batch: " "), reason: .manual, source: .cli)
    }
    #expect(throws: LotError.self) {
      try lots.adjustQuantity(itemID: id, by: 1, lot: LotDetails(expiry: "2027-02-30"), reason: .manual, source: .cli)
    }
    #expect(try store.lotQuantities(of: id) == ["JAN": 2])
    #expect(try store.inventory.item(id: id)?.quantity == 3)
  }

  @Test(arguments: Backend.all)
  func expiringListsExpiredAndDueLotsWithTheirLocation(backend: Backend) throws {
    let store = try backend.open()
    let lots = try store.lots()
    let id = try #require(try store.add("Milk").id)
    try lots.adjustQuantity(itemID: id, by: 1, lot: LotDetails(bestBefore: "2026-11-20"), reason: .manual, source: .cli)
    try lots.adjustQuantity(
      itemID: id, by: 2, lot: LotDetails(batch: "B", expiry: "2026-12-05"), reason: .manual, source: .cli)
    try lots.adjustQuantity(
      itemID: id, by: 3, lot: LotDetails(batch: "C", expiry: "2027-05-01"), reason: .manual, source: .cli)
    try lots.addLocation(named: "Fridge", code: nil, notes: "", under: nil)
    try lots.moveStock(itemID: id, quantity: 1, from: "Default", to: "Fridge", source: .cli)
    let expiring = try lots.expiringLots(in: ExpiryWindow(today: "2026-11-28", through: "2026-12-12"))
    #expect(expiring.map(\.useBy) == ["2026-11-20", "2026-12-05"])
    #expect(expiring.map(\.isExpired) == [true, false])
    #expect(expiring.map(\.location) == ["Fridge", "Default"])
    #expect(expiring.map(\.quantity) == [1, 2])
  }

  @Test(arguments: Backend.all)
  func stationsTakingFromTheSameLotAtOnceNeverGoBelowZero(backend: Backend) throws {
    // Given 30 units in one lot and 10 without a lot
    let store = try backend.open()
    let id = try #require(try store.add("Screws", quantity: 10).id)
    try store.lots().adjustQuantity(itemID: id, by: 30, lot: Self.january, reason: .manual, source: .cli)
    // When four stations each take 2 from that lot twelve times (96 asked for, 40 there)
    let stations = try (1...4).map { try store.lots(station: "station-\($0)") }
    let refused = Failures()
    let unexpected = Failures()
    DispatchQueue.concurrentPerform(iterations: stations.count) { index in
      for _ in 0..<12 {
        do {
          try stations[index].adjustQuantity(
            itemID: id, by: -2, lot: LotDetails(batch: "JAN"), reason: .manual, source: .cli)
        } catch let error as InventoryError {
          guard case .insufficientStock = error else { return unexpected.append("\(error)") }
          refused.append("\(error)")
        } catch { unexpected.append("\(error)") }
      }
    }
    // Then 20 takes went through, the rest were refused, and nothing went below 0
    #expect(unexpected.all.isEmpty, "\(unexpected.all.prefix(3))")
    #expect(refused.all.count == 28)
    #expect(try store.inventory.item(id: id)?.quantity == 0)
    #expect(try store.sql("SELECT min(quantity) FROM lot WHERE item_id = \(id)") == "0")
    #expect(try store.inventory.movementTotal(itemID: id) == 0)
  }

  @Test(arguments: Backend.all)
  func anExistingDatabaseUpgradesWithoutLots(backend: Backend) throws {
    // Given a database made by the schema before lots, with stock at two locations
    let store = try backend.open()
    try store.locations().addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    let id = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 7).id)
    try store.locations().moveStock(itemID: id, quantity: 3, from: "Default", to: "Shelf", source: .cli)
    _ = try store.sql(store.beforeLots)
    // When a station opens it
    let upgraded = try store.lots(station: "back-office")
    // Then nothing is in a lot and stock works as before
    #expect(try upgraded.lots(ofItem: id).isEmpty)
    #expect(try store.placement(of: id, station: "back-office") == ["Default": 4, "Shelf": 3])
    #expect(try upgraded.adjustQuantity(itemID: id, by: -4).lots.isEmpty)
    // And lots work from then on
    try upgraded.recordScan(ScanRequest("(01)04006381333931(17)271231(10)NEW", source: .cli))
    #expect(try upgraded.lots(ofItem: id).map(\.quantity) == [1])
    #expect(try upgraded.item(id: id)?.quantity == 4)
  }
}

extension LotConformanceTests {
  @Test(arguments: Backend.all)
  func aMoveCarriesLotsFirstExpiringFirst(backend: Backend) throws {
    // Given two lots and 1 unit without a lot at the default location
    let store = try backend.open()
    let lots = try store.lots()
    try lots.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    let id = try #require(try store.add("Aspirin", quantity: 1).id)
    try lots.adjustQuantity(itemID: id, by: 2, lot: Self.march, reason: .manual, source: .cli)
    try lots.adjustQuantity(itemID: id, by: 2, lot: Self.january, reason: .manual, source: .cli)
    // When 3 move to the shelf, then 1 of them back
    try lots.moveStock(itemID: id, quantity: 3, from: "Default", to: "Shelf", source: .cli)
    try lots.moveStock(itemID: id, quantity: 1, from: "Shelf", to: "Default", source: .cli)
    // Then January's lot moved whole and one of March's, each keeping its details; one of January's came back
    let placed = try lots.lots(ofItem: id).map { ($0.details.batch ?? "", $0.locationID == nil, $0.quantity) }
    #expect(placed.map(\.0) == ["JAN", "JAN", "MAR", "MAR"])
    #expect(placed.map(\.1) == [true, false, true, false], "default, shelf, default, shelf: \(placed)")
    #expect(placed.map(\.2) == [1, 1, 1, 1])
    #expect(try store.placement(of: id) == ["Default": 3, "Shelf": 2])
    #expect(try store.inventory.item(id: id)?.quantity == 5)
  }
}
