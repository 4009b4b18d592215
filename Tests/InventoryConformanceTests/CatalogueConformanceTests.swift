import Foundation
import InventoryCore
import Testing

/// Categories, CSV import and export, created codes, settings and the change token.
@Suite("Inventory conformance: categories, CSV, codes, settings")
struct CatalogueConformanceTests {
  @Test(arguments: Backend.all)
  func categoriesAreUniqueIgnoringCaseAndDeletingOneKeepsItsItems(backend: Backend) throws {
    let store = try backend.open()
    let drinks = try store.inventory.addCategory(named: "Drinks", color: .blue)
    #expect(throws: InventoryError.self) { try store.inventory.addCategory(named: "drinks") }
    try store.add("Cola", category: drinks.id)
    let renamed = try store.inventory.renameCategory("drinks", to: "Beverages")
    #expect(renamed.id == drinks.id)
    #expect(try store.inventory.recolorCategory("Beverages", to: .green).color == .green)
    #expect(try store.inventory.categories().map { "\($0.category.name) \($0.itemCount)" } == ["Beverages 1"])
    #expect(try store.inventory.deleteCategory("beverages") == 1)
    #expect(try store.inventory.findItem("Cola").categoryID == nil)
  }

  @Test(arguments: Backend.all)
  func anExportImportsIntoAnEmptyInventoryAsTheSameItems(backend: Backend) throws {
    let store = try backend.open()
    let office = try store.inventory.addCategory(named: "Office")
    try store.add("Tape", barcode: "4006381333931", quantity: 4, minimum: 2, price: "1.99", category: office.id)
    try store.add("Glue, \"strong\"", quantity: 0, notes: "line one\nline two")
    var bytes: [UInt8] = []
    #expect(try store.inventory.exportItems { bytes += $0 } == 2)

    let copy = try backend.open()
    let summary = try copy.inventory.importItems(try ItemCSVReader.read(data: Data(bytes)))
    #expect(summary.added == 2 && summary.categoriesCreated == ["Office"])
    func described(_ inventory: any Inventory) throws -> [String] {
      try inventory.items().map { "\($0.name)|\($0.barcode ?? "")|\($0.quantity)|\($0.minimumQuantity)|\($0.notes)" }
    }
    #expect(try described(copy.inventory) == (try described(store.inventory)))
    #expect(try copy.inventory.findItem("Tape").price == (try store.inventory.findItem("Tape").price))
  }

  @Test(arguments: Backend.all)
  func aRowTheInventoryCannotPlaceImportsNothing(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Nut", quantity: 1).id)
    // Valid as a file; but id 999 names no item and the row has no name to create one by.
    let csv = try ItemCSVReader.read(data: Data("id,quantity\n\(id),7\n999,5\n".utf8))
    #expect(throws: ImportRefused.self) { try store.inventory.importItems(csv, onDuplicate: .update) }
    #expect(try store.inventory.item(id: id)?.quantity == 1, "the good row is not applied either")
    #expect(try store.inventory.count(matching: ItemQuery()) == 1)
  }

  @Test(arguments: Backend.all)
  func createdCodesAreKeptSearchedAndForgotten(backend: Backend) throws {
    let store = try backend.open()
    let wifi = try store.inventory.recordCreatedCode(
      CreatedCode(kind: "qr:wifi", content: "WIFI:T:WPA;S:Shop;P:secret;;", preview: "Shop", file: "/tmp/w.png"))
    try store.inventory.recordCreatedCode(
      CreatedCode(kind: "ean13", content: "4006381333931", preview: "4006381333931", file: nil))
    #expect(try store.inventory.createdCodes().map(\.kind) == ["ean13", "qr:wifi"])
    #expect(try store.inventory.createdCodes(search: "shop").map(\.kind) == ["qr:wifi"])
    let id = try #require(wifi.id)
    #expect(try store.inventory.createdCode(id: id)?.file == "/tmp/w.png")
    #expect(try store.inventory.deleteCreatedCode(id: id))
    #expect(try store.inventory.createdCode(id: id) == nil)
  }

  @Test(arguments: Backend.all)
  func settingsAreSharedAndAnotherStationsWriteMovesTheChangeToken(backend: Backend) throws {
    let store = try backend.open()
    #expect(try store.inventory.setting("currency") == nil)
    let other = try store.station("back room")
    try other.setSetting("currency", to: "EUR")
    #expect(try store.inventory.setting("currency") == "EUR")
    let token = try settledChangeToken(of: store.inventory)
    try other.recordScan(ScanRequest("5901234123457", source: .camera))
    // A server tells its listeners just after the commit: wait a little for it, as a screen's next tick would.
    #expect(try changeToken(of: store.inventory, movesFrom: token, within: .seconds(5)))
  }

  /// The token once it stopped moving (a store that listens for changes moves it when it starts listening).
  private func settledChangeToken(of inventory: any Inventory) throws -> Int {
    var token = try inventory.changeToken()
    while try changeToken(of: inventory, movesFrom: token, within: .milliseconds(500)) {
      token = try inventory.changeToken()
    }
    return token
  }

  private func changeToken(of inventory: any Inventory, movesFrom token: Int, within limit: Duration) throws -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while clock.now < deadline {
      if try inventory.changeToken() != token { return true }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return try inventory.changeToken() != token
  }
}
