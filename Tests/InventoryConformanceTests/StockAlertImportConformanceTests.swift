import Foundation
import InventoryCore
import Testing

/// A CSV import changes stock like any other write: a row that takes an item below its minimum or to 0 raises
/// its alert, in the import's transaction (a dry run raises none), and one that restocks it ends it.
@Suite("Inventory conformance: alerts raised by imports")
struct StockAlertImportConformanceTests {
  static func csv(_ text: String) throws -> ItemCSVImport { try ItemCSVReader.read(data: Data(text.utf8)) }

  @Test(arguments: Backend.all)
  func anImportThatTakesItemsBelowTheirMinimumOrToZeroRaisesTheirAlerts(backend: Backend) throws {
    let store = try backend.open()
    let alerts = try store.alerts()
    try store.add("Tea", barcode: "4006381333931", quantity: 6, minimum: 5)
    try store.add("Soup", quantity: 3)
    try store.add("Rice", quantity: 9, minimum: 2)
    let file = try Self.csv("barcode,name,quantity\n4006381333931,Tea,4\n,Soup,0\n,Rice,8\n")
    // A dry run is rolled back: no alert.
    try store.inventory.importItems(file, onDuplicate: .update, dryRun: true, progress: nil)
    #expect(try alerts.alerts(openOnly: false, limit: 10).isEmpty)
    try store.inventory.importItems(file, onDuplicate: .update)
    let raised = try alerts.alerts(openOnly: true, limit: 10)
    #expect(raised.map(\.summary) == ["Soup is out of stock", "Tea is below its minimum: 4 left, minimum 5"])
    #expect(raised.allSatisfy { $0.station == "till" && $0.sentAt == nil })
    // The same file again crosses nothing: no second alert.
    try store.inventory.importItems(file, onDuplicate: .update)
    #expect(try alerts.alerts(openOnly: false, limit: 10).count == 2)
    // A minimum raised by a file crosses too; a restock ends the alert.
    try store.inventory.importItems(try Self.csv("name,minimum\nRice,10\n"), onDuplicate: .update)
    try store.inventory.importItems(try Self.csv("name,quantity\nSoup,5\n"), onDuplicate: .add)
    let open = try alerts.alerts(openOnly: true, limit: 10)
    #expect(
      open.map(\.summary) == [
        "Rice is below its minimum: 8 left, minimum 10", "Tea is below its minimum: 4 left, minimum 5",
      ])
  }
}
