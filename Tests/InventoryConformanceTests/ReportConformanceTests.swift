import Foundation
import InventoryCore
import Testing

/// The reports: what to reorder, what ran out, the header's counts, totals of a filtered list, and a health
/// check that finds nothing wrong in a store used only through its operations.
@Suite("Inventory conformance: reports and health")
struct ReportConformanceTests {
  @Test(arguments: Backend.all)
  func theLowStockReportPutsTheLargestShortfallFirstThenTheName(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Bolts", quantity: 1, minimum: 4)
    try store.add("anchors", quantity: 0, minimum: 3)
    try store.add("Washers", quantity: 2, minimum: 10)
    try store.add("Nails", quantity: 5, minimum: 5)
    try store.add("Glue", quantity: 0)
    try store.add("Tape", quantity: 0)
    #expect(try store.inventory.lowStockReport().map(\.name) == ["Washers", "anchors", "Bolts"])
    #expect(try store.inventory.lowStockReport().map(\.reorderQuantity) == [8, 3, 3])
    #expect(try store.inventory.lowStockCount() == 3)
    #expect(try store.inventory.stockAlertCounts() == StockAlertCounts(out: 3, low: 2))
    #expect(try store.inventory.outOfStockWithoutMinimum().map(\.name) == ["Glue", "Tape"])
  }

  @Test(arguments: Backend.all)
  func totalsCountOnlyTheFilteredItemsAndAnEmptyListIsZero(backend: Backend) throws {
    let store = try backend.open()
    let tools = try store.inventory.addCategory(named: "Tools")
    try store.add("Hammer", quantity: 3, price: "12.50", category: tools.id)
    try store.add("Saw", quantity: 2, minimum: 5, category: tools.id)
    try store.add("Tea", quantity: 7, price: "1.10")
    let inTools = try store.inventory.totals(matching: ItemQuery(category: .category(try #require(tools.id))))
    #expect(inTools == ItemTotals(count: 2, units: 5, value: MoneyTotal(minorUnits: 3 * 1250)))
    let low = try store.inventory.totals(matching: ItemQuery(lowStockOnly: true))
    #expect(low == ItemTotals(count: 1, units: 2, value: MoneyTotal()))
    #expect(
      try store.inventory.totals(matching: ItemQuery(search: "nothing"))
        == ItemTotals(count: 0, units: 0, value: MoneyTotal()))
  }

  @Test(arguments: Backend.all)
  func aStoreUsedThroughItsOperationsHasNoIntegrityProblems(backend: Backend) throws {
    let store = try backend.open()
    let tea = try store.add("Tea", barcode: "4006381333931", quantity: 4, minimum: 2, price: "3.20")
    let id = try #require(tea.id)
    try store.inventory.adjustQuantity(itemID: id, by: -3)
    try store.inventory.setQuantity(itemID: id, to: 9)
    try store.inventory.recordScan(ScanRequest("4006381333931", source: .camera))
    try store.add("Coffee", quantity: 1)
    try store.inventory.deleteItem(id: id)
    #expect(try store.inventory.integrityProblems() == [])
    #expect(try store.inventory.itemsWithStoredValueProblems().isEmpty)
  }
}
