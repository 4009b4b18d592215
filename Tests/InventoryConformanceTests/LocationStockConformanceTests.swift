import Foundation
import InventoryCore
import Testing

/// Stock per location: an item's quantity is the sum of its locations', kept by the database from the movements;
/// a move is a pair of movements that never changes the total and never takes more than a location holds.
@Suite("Inventory conformance: stock per location")
struct LocationStockConformanceTests {
  @Test(arguments: Backend.all)
  func movesKeepTheTotalAndTheSumOfLocations(backend: Backend) throws {
    // Given 10 of an item, all at the default location
    let store = try backend.open()
    let locations = try store.locations()
    try locations.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    try locations.addLocation(named: "Bin", code: "B1", notes: "", under: "Shelf")
    let id = try #require(try store.add("Nails", quantity: 10).id)
    #expect(try store.placement(of: id) == ["Default": 10])
    // When 4 go to the shelf and 3 of them on to its bin
    let first = try locations.moveStock(itemID: id, quantity: 4, from: "Default", to: "Shelf", source: .cli)
    #expect(first.from.quantity == 6 && first.to.quantity == 4 && first.item.quantity == 10)
    try locations.moveStock(itemID: id, quantity: 3, from: "Shelf", to: "B1", source: .cli)
    // Then each location holds its part, the total is unchanged and each move is a pair of movements
    #expect(try store.placement(of: id) == ["Default": 6, "Shelf": 1, "Shelf › Bin": 3])
    #expect(try store.inventory.item(id: id)?.quantity == 10)
    #expect(try store.inventory.movementTotal(itemID: id) == 10)
    #expect(try store.inventory.movements(itemID: id).map(\.reason) == [.move, .move, .move, .move, .manual])
    // And the database's rows agree with the item's quantity
    #expect(try store.sql("SELECT sum(quantity) FROM location_stock WHERE item_id = \(id)") == "4")
  }

  @Test(arguments: Backend.all)
  func nothingIsTakenFromWhereItIsNot(backend: Backend) throws {
    let store = try backend.open()
    let locations = try store.locations()
    try locations.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    let id = try #require(try store.add("Nails", quantity: 5).id)
    try locations.moveStock(itemID: id, quantity: 3, from: "Default", to: "Shelf", source: .cli)
    // A move of more than the source holds is refused and changes nothing
    #expect(
      locationError { try locations.moveStock(itemID: id, quantity: 4, from: "Shelf", to: "Default", source: .cli) }
        == .insufficientStock(itemName: "Nails", path: "Shelf", holds: 3, requested: 4))
    #expect(
      locationError { try locations.moveStock(itemID: id, quantity: 1, from: "Shelf", to: "shelf", source: .cli) }
        == .sameLocation(path: "Shelf"))
    // A removal without a location takes from the default location, which holds 2 of the 5
    #expect(
      locationError { try store.inventory.adjustQuantity(itemID: id, by: -3) }
        == .insufficientStock(itemName: "Nails", path: "Default", holds: 2, requested: 3))
    #expect(try store.inventory.adjustQuantity(itemID: id, by: -2).to == 3)
    #expect(try store.placement(of: id) == ["Shelf": 3])
    // The database refuses the same, and a change of a location's stock that is no movement
    #expect(throws: (any Error).self) {
      try store.sql(
        """
        INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time)
        VALUES (\(id), 'Nails', -1, 'manual', 'cli', 'psql', 0)
        """)
    }
    #expect(throws: (any Error).self) {
      try store.sql(
        """
        INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time, location_id)
        VALUES (\(id), 'Nails', -4, 'manual', 'cli', 'psql', 0, (SELECT id FROM location WHERE name = 'Shelf'))
        """)
    }
    #expect(try store.placement(of: id) == ["Shelf": 3])
    #expect(try store.inventory.item(id: id)?.quantity == 3)
  }

  @Test(arguments: Backend.all)
  func anExistingDatabaseUpgradesWithAllStockAtTheDefaultLocation(backend: Backend) throws {
    // Given a database made by the schema before locations, with stock and history
    let store = try backend.open()
    let tea = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 7).id)
    let salt = try #require(try store.add("Salt", quantity: 2).id)
    try store.inventory.adjustQuantity(itemID: tea, by: -2)
    _ = try store.sql(store.beforeLocations)
    // When a station opens it
    let upgraded = try store.locations(station: "back-office")
    // Then all stock is at the one default location and nothing else changed
    #expect(try upgraded.locationTree().locations.map(\.name) == ["Default"])
    #expect(try store.placement(of: tea, station: "back-office") == ["Default": 5])
    #expect(try store.placement(of: salt, station: "back-office") == ["Default": 2])
    #expect(try upgraded.movements(itemID: tea).count == 2)
    #expect(try upgraded.adjustQuantity(itemID: tea, by: -5).to == 0)
    // And the new rules hold from then on
    try upgraded.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    try upgraded.moveStock(itemID: salt, quantity: 2, from: "Default", to: "Shelf", source: .cli)
    #expect(try store.placement(of: salt, station: "back-office") == ["Shelf": 2])
  }

  @Test(arguments: Backend.all)
  func undoingMovementsAndRestoringAnItemPutStockBackWhereItWas(backend: Backend) throws {
    let store = try backend.open()
    let locations = try store.locations()
    try locations.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    let id = try #require(try store.add("Nails", quantity: 6).id)
    try locations.moveStock(itemID: id, quantity: 4, from: "Default", to: "Shelf", source: .cli)
    // Undoing the last movement (the units put on the shelf) takes them from the shelf
    try store.inventory.undoLastChanges(1)
    #expect(try store.placement(of: id) == ["Default": 2])
    try store.inventory.undoLastChanges(1)
    #expect(try store.placement(of: id) == ["Default": 6])
    try locations.moveStock(itemID: id, quantity: 5, from: "Default", to: "Shelf", source: .cli)
    // A deleted item restored by undo has its stock where it was
    try store.inventory.deleteItem(id: id)
    #expect(try store.sql("SELECT count(*) FROM location_stock") == "0")
    try store.inventory.undo(scope: .session)
    #expect(try store.placement(of: id) == ["Default": 1, "Shelf": 5])
    #expect(try store.inventory.item(id: id)?.quantity == 6)
  }

  @Test(arguments: Backend.all)
  func stationsMovingTheSameStockAtOnceNeverChangeTheTotalNorGoBelowZero(backend: Backend) throws {
    // Given 40 units on the shelf
    let store = try backend.open()
    let locations = try store.locations()
    try locations.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    try locations.addLocation(named: "Shop", code: nil, notes: "", under: nil)
    let id = try #require(try store.add("Screws", quantity: 40).id)
    try locations.moveStock(itemID: id, quantity: 40, from: "Default", to: "Shelf", source: .cli)
    // When four stations each try to move 5 units from the shelf ten times (200 asked for, 40 there), and one
    // more moves units back from the shop meanwhile
    let stations = try (1...4).map { try store.locations(station: "station-\($0)") }
    let back = try store.locations(station: "returns")
    let refused = Failures()
    let unexpected = Failures()
    DispatchQueue.concurrentPerform(iterations: stations.count + 1) { index in
      for _ in 0..<10 {
        do {
          if index == stations.count {
            try back.moveStock(itemID: id, quantity: 1, from: "Shop", to: "Shelf", source: .cli)
          } else {
            try stations[index].moveStock(itemID: id, quantity: 5, from: "Shelf", to: "Shop", source: .cli)
          }
        } catch let error as LocationError {
          guard case .insufficientStock = error else { return unexpected.append("\(error)") }
          refused.append("\(error)")
        } catch { unexpected.append("\(error)") }
      }
    }
    // Then some moves were refused, none failed otherwise, and the total and the sum of locations are exact
    #expect(unexpected.all.isEmpty, "\(unexpected.all.prefix(3))")
    #expect(!refused.all.isEmpty)
    let placement = try store.placement(of: id)
    #expect(try store.inventory.item(id: id)?.quantity == 40)
    #expect(placement.values.reduce(0, +) == 40)
    #expect(placement.values.allSatisfy { $0 >= 0 })
    #expect(try store.inventory.movementTotal(itemID: id) == 40)
  }
}
