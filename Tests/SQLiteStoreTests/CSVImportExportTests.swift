import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// Export and import against real databases: round trips, duplicate policies, all-or-nothing.
@Suite struct CSVImportExportTests {
  func export(_ service: SQLiteInventory) throws -> Data {
    var bytes: [UInt8] = []
    try service.exportItems { bytes += $0 }
    return Data(bytes)
  }

  func read(_ text: String) throws -> ItemCSVImport { try ItemCSVReader.read(data: Data(text.utf8)) }

  @Test func exportImportIntoAnEmptyDatabaseExportAgainIsByteIdentical() throws {
    let source = try TestInventory()
    let dairy = try source.service.addCategory(named: "Dairy, fresh")
    try source.add(
      "Crème fraîche", barcode: "036000291452", quantity: 3, minimum: 5, target: 9, price: "1.05", category: dairy.id)
    try source.add(
      "=SUM(A1)", barcode: "SHELF-\"7\"", quantity: 0, price: "0.00", notes: "line one\r\nline two, \"quoted\"")
    try source.add("日本茶 🍵", quantity: 12, notes: "+ spicy")
    try source.add("@home", barcode: "0306406152", quantity: 1)
    let deleted = try source.add("Gone", quantity: 1)
    try source.service.deleteItem(id: deleted.id!)  // a gap in the ids must survive too
    try source.add("Last", quantity: 2)
    let first = try export(source.service)

    let target = try TestInventory()
    let summary = try target.service.importItems(try ItemCSVReader.read(data: first))
    #expect(summary.added == 5)
    #expect(summary.categoriesCreated == ["Dairy, fresh"])
    let second = try export(target.service)
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    #expect(second == first)
  }

  @Test func importedStockIsRecordedAsMovements() throws {
    let inventory = try TestInventory()
    try inventory.service.importItems(try read("name,qty\nPens,7\n"))
    let pens = try inventory.service.findItem("Pens")
    #expect(pens.quantity == 7)
    #expect(try inventory.service.movements(itemID: pens.id).map(\.reason) == [.import])
  }

  @Test(arguments: [
    (DuplicatePolicy.skip, 4, "Coffee", 0, 1),
    (.update, 10, "Coffee (decaf)", 1, 0),
    (.add, 14, "Coffee", 0, 0),
  ])
  func duplicatePolicies(policy: DuplicatePolicy, quantity: Int, name: String, updated: Int, skipped: Int) throws {
    let inventory = try TestInventory()
    try inventory.add("Coffee", barcode: "036000291452", quantity: 4, minimum: 2)
    let summary = try inventory.service.importItems(
      try read("barcode,name,quantity\n0036000291452,Coffee (decaf),10\n"), onDuplicate: policy)
    let item = try inventory.service.findItem("036000291452")
    #expect(item.quantity == quantity)
    #expect(item.name == name)
    #expect(item.minimumQuantity == 2)  // absent column: kept
    #expect(summary.updated == updated)
    #expect(summary.skipped == skipped)
    #expect(try inventory.service.movementTotal(itemID: item.id!) == item.quantity)
  }

  @Test func aRowTheDatabaseCannotPlaceRefusesTheWholeFile() throws {
    let inventory = try TestInventory()
    try inventory.add("Known", barcode: "96385074", quantity: 1)
    // No name column: rows can only update existing items; line 3's code is unknown.
    let csv = try read("barcode,quantity\n96385074,5\n4006381333931,2\n")
    let error = #expect(throws: ImportRefused.self) { try inventory.service.importItems(csv, onDuplicate: .update) }
    #expect(error?.problems.map(\.line) == [3])
    #expect(error?.description.contains("line 3: no item matches \"barcode 4006381333931") == true)
    #expect(try inventory.service.findItem("96385074").quantity == 1)  // line 2 was not applied either
  }

  @Test func dryRunReportsButChangesNothing() throws {
    let inventory = try TestInventory()
    let summary = try inventory.service.importItems(try read("name,category\nA,New\nB,New\n"), dryRun: true)
    #expect(summary.added == 2)
    #expect(summary.dryRun)
    #expect(try inventory.service.items().isEmpty)
    #expect(try inventory.service.categories().isEmpty)
  }

  @Test func reorderListHasTheAmountsToOrderLargestShortfallFirst() throws {
    let inventory = try TestInventory()
    try inventory.add("Small gap", quantity: 4, minimum: 5)
    try inventory.add("Big gap", barcode: "96385074", quantity: 0, minimum: 10, target: 25)
    try inventory.add("Fine", quantity: 9, minimum: 5)
    var bytes: [UInt8] = []
    #expect(try inventory.service.exportReorderList { bytes += $0 } == 2)
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\r\n")
    #expect(
      lines == [
        "id,barcode,name,category,quantity,minimum,target,to_order", "2,96385074,Big gap,,0,10,25,25",
        "1,,Small gap,,4,5,,1",
      ])
  }
}

/// Large imports index search in bulk; the result must be what the per-row trigger gives.
@Suite struct BulkSearchIndexingTests {
  @Test func bulkIndexedImportsSearchExactlyLikeItemsAddedOneByOne() throws {
    var csv = "barcode,name,category,notes\n"
    for index in 0..<1_200 {
      let code = index % 3 == 0 ? "" : String(format: "SKU-%05d", index)
      csv += "\(code),Crème \(index % 17) brûlée \(index),Cat \(index % 5),note \(index % 11)\n"
    }
    let bulk = try TestInventory()
    let summary = try bulk.service.importItems(try ItemCSVReader.read(data: Data(csv.utf8)))
    #expect(summary.added == 1_200)
    let perRow = try TestInventory()
    let small = try ItemCSVReader.read(data: Data(csv.utf8))
    let rows = try small.rows
    for start in stride(from: 0, to: rows.count, by: 500) {  // below the bulk threshold each time
      let chunk = ItemCSVImport(
        columns: small.columns, rows: Array(rows[start..<min(start + 500, rows.count)]), warnings: [])
      try perRow.service.importItems(chunk)
    }
    for search in ["creme", "bru", "sku 0001", "cat 3", "note 7", "12", "zzz"] {
      let query = ItemQuery(search: search)
      #expect(
        try bulk.service.items(matching: query).map(\.name) == (try perRow.service.items(matching: query).map(\.name)),
        "\(search)")
      #expect(try bulk.service.totals(matching: query).count > 0 || search == "zzz")
    }
    // The trigger is back: an item added afterwards is searchable at once.
    try bulk.add("Freshly added marmalade")
    #expect(try bulk.service.items(matching: ItemQuery(search: "marmal")).count == 1)
  }

  @Test func aRefusedLargeImportLeavesTheTriggerInPlace() throws {
    let inventory = try TestInventory()
    try inventory.add("Known", barcode: "96385074")
    var csv = "barcode,quantity\n"
    for index in 0..<1_100 { csv += "\(index == 0 ? "96385074" : String(format: "X%05d", index)),1\n" }
    #expect(throws: ImportRefused.self) {
      try inventory.service.importItems(try ItemCSVReader.read(data: Data(csv.utf8)), onDuplicate: .update)
    }
    try inventory.add("After refusal")
    #expect(try inventory.service.items(matching: ItemQuery(search: "refusal")).count == 1)
  }
}
