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
}
