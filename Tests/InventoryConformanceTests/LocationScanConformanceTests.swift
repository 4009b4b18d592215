import Foundation
import InventoryCore
import Testing

/// Locations as scans meet them: every location's label code, scans that receive and take stock at "here", a
/// move by scanning (one movement pair per item), and the Inventory list filtered by location.
@Suite("Inventory conformance: location labels, here-scans and moves")
struct LocationScanConformanceTests {
  static let tea = "4006381333931"

  @Test(arguments: Backend.all)
  func everyLocationGetsAUniqueLabelCodeNoProductCanHave(backend: Backend) throws {
    // Given the default location (made by the migration) and two added ones
    let store = try backend.open()
    let locations = try store.locations()
    let shelf = try locations.addLocation(named: "Shelf", code: "S3", notes: "", under: nil)
    let bin = try locations.addLocation(named: "Bin", code: nil, notes: "", under: "Shelf")
    // Then each has its own label code, kept by the database
    let tree = try locations.locationTree()
    let codes = tree.locations.map(\.labelCode)
    #expect(Set(codes).count == 3)
    #expect(codes.allSatisfy { $0.hasPrefix(LocationCode.prefix) })
    #expect(tree.location(id: shelf.id)?.labelCode == LocationCode.code(number: shelf.id))
    #expect(try store.sql("SELECT label_code FROM location WHERE id = \(bin.id)") == LocationCode.code(number: bin.id))
    // And a scan of it (any letter case) names the location with its path
    let scanned = try locations.location(scanned: LocationCode.code(number: bin.id).lowercased() + "\r\n")
    #expect(scanned?.path == "Shelf › Bin")
    #expect(try locations.location(scanned: Self.tea) == nil)
    // And no item can be given it as a barcode
    #expect(throws: (any Error).self) { _ = try store.add("Tea", barcode: shelf.labelCode) }
  }

  @Test(arguments: Backend.all)
  func scansReceiveAndTakeStockHere(backend: Backend) throws {
    // Given an item and a shelf
    let store = try backend.open()
    let locations = try store.locations()
    let shelf = try locations.addLocation(named: "Shelf 3", code: nil, notes: "", under: nil)
    let id = try #require(try store.add("Tea", barcode: Self.tea, quantity: 2).id)
    // When 3 are scanned in at the shelf and 1 taken out there
    let received = try store.inventory.recordScan(
      ScanRequest(Self.tea, source: .usbScanner, quantity: 3, locationID: shelf.id))
    let taken = try store.inventory.recordScan(
      ScanRequest(Self.tea, source: .usbScanner, mode: .remove, locationID: shelf.id))
    // Then the outcome says where, and the shelf holds what was scanned there
    #expect(received.text() == "Tea 2 -> 5 @ Shelf 3")
    #expect(taken.text() == "Tea 5 -> 4 @ Shelf 3")
    #expect(try store.placement(of: id) == ["Default": 2, "Shelf 3": 2])
    // And a removal there of more than it holds is refused, changing nothing
    #expect(
      locationError {
        _ = try store.inventory.recordScan(
          ScanRequest(Self.tea, source: .usbScanner, mode: .remove, quantity: 3, locationID: shelf.id))
      } == .insufficientStock(itemName: "Tea", path: "Shelf 3", holds: 2, requested: 3))
    #expect(try store.inventory.item(id: id)?.quantity == 4)
    // And a scan naming the default location says so, a plain scan does not
    let defaultID = try #require(try locations.locationTree().defaultLocation?.id)
    #expect(
      try store.inventory.recordScan(ScanRequest(Self.tea, source: .cli, locationID: defaultID)).text()
        == "Tea 4 -> 5 @ Default")
    #expect(try store.inventory.recordScan(ScanRequest(Self.tea, source: .cli)).text() == "Tea 5 -> 6")
    #expect(try store.placement(of: id) == ["Default": 4, "Shelf 3": 2])
  }

  @Test(arguments: Backend.all)
  func anOfferAnsweredChangesTheStockWhereItWasScanned(backend: Backend) throws {
    let store = try backend.open()
    let shelf = try store.locations().addLocation(named: "Shelf 3", code: nil, notes: "", under: nil)
    let id = try #require(try store.add("Tea", barcode: Self.tea, quantity: 1).id)
    guard
      case .offered(_, let code, let scanID) = try store.inventory.recordScan(
        ScanRequest(Self.tea, source: .usbScanner, policy: .ask, locationID: shelf.id))
    else {
      Issue.record("not offered")
      return
    }
    #expect(try store.placement(of: id) == ["Default": 1], "nothing changes before the answer")
    let answered = try store.inventory.answerOffer(
      scanIDs: [scanID], itemID: id, code: code, delta: 2, source: .usbScanner, at: shelf.id)
    #expect(answered.text() == "Tea 1 -> 3 @ Shelf 3")
    #expect(try store.placement(of: id) == ["Default": 1, "Shelf 3": 2])
  }

  @Test(arguments: Backend.all)
  func aScanAtALocationDeletedSinceIsRefused(backend: Backend) throws {
    let store = try backend.open()
    let locations = try store.locations()
    let gone = try locations.addLocation(named: "Gone", code: nil, notes: "", under: nil)
    let id = try #require(try store.add("Tea", barcode: Self.tea, quantity: 1).id)
    try locations.deleteLocation("Gone")
    #expect(
      locationError { _ = try store.inventory.recordScan(ScanRequest(Self.tea, source: .cli, locationID: gone.id)) }
        == .notFound(String(gone.id)))
    #expect(try store.inventory.item(id: id)?.quantity == 1)
  }

  @Test(arguments: Backend.all)
  func aMoveByScanningIsOnePairPerItemAndNeverChangesATotal(backend: Backend) throws {
    // Given two items on a shelf and a bin elsewhere
    let store = try backend.open()
    let locations = try store.locations()
    let shelf = try locations.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    let bin = try locations.addLocation(named: "Bin", code: nil, notes: "", under: nil)
    let tea = try #require(try store.add("Tea", barcode: Self.tea, quantity: 0).id)
    let nails = try #require(try store.add("Nails", barcode: "5901234123457", quantity: 1).id)
    try store.inventory.recordScan(ScanRequest(Self.tea, source: .cli, quantity: 5, locationID: shelf.id))
    try store.inventory.recordScan(ScanRequest("5901234123457", source: .cli, locationID: shelf.id))
    let tree = try locations.locationTree()
    let from = try #require(tree.location(labelled: shelf.labelCode))
    // When tea is scanned twice and nails once, then the bin's label
    var batch = StockMoveBatch(from: from)
    _ = try batch.add(ScanRequest(Self.tea, source: .usbScanner), in: store.inventory)
    _ = try batch.add(ScanRequest(Self.tea, source: .usbScanner), in: store.inventory)
    _ = try batch.add(ScanRequest("5901234123457", source: .usbScanner), in: store.inventory)
    #expect(throws: MoveBatchError.self) {
      _ = try batch.add(ScanRequest("96385074", source: .cli), in: store.inventory)
    }
    let results = batch.move(to: try #require(tree.location(labelled: bin.labelCode)), in: locations, source: .cli)
    // Then each item moved in one pair of movements, totals unchanged
    #expect(results.map { $0.move?.quantity } == [2, 1])
    #expect(try store.placement(of: tea) == ["Shelf": 3, "Bin": 2])
    #expect(try store.placement(of: nails) == ["Default": 1, "Bin": 1])
    #expect(try store.inventory.item(id: tea)?.quantity == 5)
    #expect(try store.inventory.movements(itemID: tea).prefix(2).map(\.delta).sorted() == [-2, 2])
    // And moving more than is left is refused for that item alone
    var again = StockMoveBatch(from: from)
    for _ in 0..<4 { _ = try again.add(ScanRequest(Self.tea, source: .cli), in: store.inventory) }
    let refused = again.move(to: try #require(tree.location(labelled: bin.labelCode)), in: locations, source: .cli)
    #expect(refused.first?.move == nil)
    #expect(try store.placement(of: tea) == ["Shelf": 3, "Bin": 2])
  }

  @Test(arguments: Backend.all)
  func theListFiltersByLocationWithOrWithoutSublocations(backend: Backend) throws {
    // Given tea on a shelf, nails in the shelf's bin, rope at the default location
    let store = try backend.open()
    let locations = try store.locations()
    let shelf = try locations.addLocation(named: "Shelf", code: nil, notes: "", under: nil)
    let bin = try locations.addLocation(named: "Bin", code: nil, notes: "", under: "Shelf")
    for (name, code) in [("Tea", Self.tea), ("Nails", "5901234123457"), ("Rope", "96385074")] {
      _ = try store.add(name, barcode: code)
    }
    try store.inventory.recordScan(ScanRequest(Self.tea, source: .cli, locationID: shelf.id))
    try store.inventory.recordScan(ScanRequest("5901234123457", source: .cli, quantity: 2, locationID: bin.id))
    try store.inventory.recordScan(ScanRequest("96385074", source: .cli))
    let tree = try locations.locationTree()
    func names(_ location: Location, below: Bool) throws -> [String] {
      let query = ItemQuery(location: tree.filter(at: location, withSublocations: below))
      #expect(try store.inventory.count(matching: query) == store.inventory.items(matching: query).count)
      return try store.inventory.items(matching: query).map(\.name)
    }
    // Then the shelf and below lists tea and nails, the shelf alone only tea, the default only rope
    #expect(try names(shelf, below: true) == ["Nails", "Tea"])
    #expect(try names(shelf, below: false) == ["Tea"])
    #expect(try names(try #require(tree.defaultLocation), below: false) == ["Rope"])
    // And keyset paging stays within the filter
    let query = ItemQuery(location: tree.filter(at: shelf, withSublocations: true))
    let first = try #require(try store.inventory.items(matching: query, limit: 1, offset: 0).first)
    #expect(
      try store.inventory.items(matching: query, adjacentTo: first, forward: true, limit: 5)?.map(\.name) == ["Tea"])
  }
}
