import Foundation
import InventoryCore
import Testing

/// A CSV import changes stock held in lots by the rules every other change follows: a lower quantity is taken
/// first-expiry-first-out, a higher one is added as stock without a lot.
@Suite("Inventory conformance: importing stock held in lots")
struct LotImportConformanceTests {
  static func importing(_ text: String, into store: Store) throws -> ImportSummary {
    try store.inventory.importItems(try ItemCSVReader.read(data: Data(text.utf8)), onDuplicate: .update)
  }

  @Test(arguments: Backend.all)
  func anImportLoweringAnItemHeldInLotsTakesTheFirstExpiringFirst(backend: Backend) throws {
    // Given 2 units without a lot, 3 in January's lot and 4 in March's
    let store = try backend.open()
    let id = try #require(try store.add("Aspirin", quantity: 2).id)
    for (lot, quantity) in [(LotConformanceTests.march, 4), (LotConformanceTests.january, 3)] {
      try store.lots().adjustQuantity(itemID: id, by: quantity, lot: lot, reason: .manual, source: .cli)
    }
    // When a file sets the quantity to 4
    #expect(try Self.importing("id,quantity\n\(id),4\n", into: store).updated == 1)
    // Then January's 3 went first, then 2 of March's; stock without a lot is taken last
    #expect(try store.lotQuantities(of: id) == ["MAR": 2])
    #expect(try store.inventory.item(id: id)?.quantity == 4)
    #expect(try store.inventory.movementTotal(itemID: id) == 4)
    #expect(try store.sql("SELECT count(*) FROM stock_movement WHERE item_id = \(id) AND reason = 'import'") == "2")
  }

  @Test(arguments: Backend.all)
  func anImportRaisingAnItemHeldInLotsAddsStockWithoutALot(backend: Backend) throws {
    // Given 3 units in January's lot
    let store = try backend.open()
    let id = try #require(try store.add("Aspirin").id)
    try store.lots().adjustQuantity(
      itemID: id, by: 3, lot: LotConformanceTests.january, reason: .manual, source: .cli)
    // When a file sets the quantity to 5, then to 4
    _ = try Self.importing("id,quantity\n\(id),5\n", into: store)
    #expect(try store.lotQuantities(of: id) == ["JAN": 3])
    _ = try Self.importing("id,quantity\n\(id),4\n", into: store)
    // Then the 2 added had no lot, and the lowering took from January's lot before them
    #expect(try store.lotQuantities(of: id) == ["JAN": 2])
    #expect(try store.inventory.item(id: id)?.quantity == 4)
    #expect(try store.inventory.integrityProblems().isEmpty)
  }

  @Test(arguments: Backend.all)
  func anImportTakingMoreThanTheDefaultLocationHoldsIsRefusedByLine(backend: Backend) throws {
    // Given 5 units, 4 of them moved to Shelf 3
    let store = try backend.open()
    let id = try #require(try store.add("Aspirin", quantity: 5).id)
    try store.locations().addLocation(named: "Shelf 3", code: nil, notes: "", under: nil)
    try store.locations().moveStock(itemID: id, quantity: 4, from: "Default", to: "Shelf 3", source: .cli)
    // When a file sets the quantity to 2 (3 to take where 1 is)
    let error = #expect(throws: ImportRefused.self) { try Self.importing("id,quantity\n\(id),2\n", into: store) }
    // Then the row is named and nothing changed
    #expect(error?.problems.map(\.line) == [2])
    #expect(try store.placement(of: id) == ["Default": 1, "Shelf 3": 4])
  }
}
