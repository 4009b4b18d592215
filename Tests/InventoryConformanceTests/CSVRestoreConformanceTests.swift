import Foundation
import InventoryCore
import Testing

/// A CSV backup restores exactly what was exported, and an export edited in a spreadsheet updates the items it
/// came from: rows are matched by id, then barcode, then (rows with neither) name, by `RowImporter` on every
/// store.
@Suite("Inventory conformance: CSV restore")
struct CSVRestoreConformanceTests {
  func export(_ inventory: any Inventory) throws -> String {
    var bytes: [UInt8] = []
    try inventory.exportItems { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  func read(_ text: String) throws -> ItemCSVImport { try ItemCSVReader.read(data: Data(text.utf8)) }

  @Test(arguments: Backend.all)
  func twoItemsWithTheSameNameBothComeBackWithTheirIds(backend: Backend) throws {
    let source = try backend.open()
    try source.add("Screws", quantity: 5)
    try source.add("Screws", quantity: 7)
    try source.add("screws ", quantity: 1)
    let file = try export(source.inventory)

    let target = try backend.open()
    let summary = try target.inventory.importItems(try read(file))
    #expect(summary.added == 3 && summary.skipped == 0)
    #expect(try target.inventory.items(matching: ItemQuery(sort: .quantity)).map(\.quantity) == [1, 5, 7])
    #expect(try export(target.inventory) == file)
  }

  @Test(arguments: Backend.all)
  func restoringIntoAnInventoryThatAlreadyHoldsTheSameNamesKeepsEveryRow(backend: Backend) throws {
    let source = try backend.open()
    try source.add("Screws", quantity: 5)
    try source.add("Screws", quantity: 7)
    let file = try export(source.inventory)
    // An item of the same name, but a different id, exists already: it is not one of the rows.
    let target = try backend.open()
    try target.inventory.deleteItem(id: try #require(try target.add("Other", quantity: 1).id))
    try target.add("Screws", quantity: 99)
    let summary = try target.inventory.importItems(try read(file))
    #expect(summary.added + summary.skipped == 2)
    #expect(try target.inventory.items().filter { $0.name == "Screws" }.count >= 2)
  }

  @Test(arguments: Backend.all, [DuplicatePolicy.update, .skip, .add])
  func anEditedExportMatchesItsItemsById(backend: Backend, policy: DuplicatePolicy) throws {
    let store = try backend.open()
    let inventory = store.inventory
    try store.add("Screws", barcode: "4006381333931", quantity: 5)
    try store.add("Nails", quantity: 7)
    let edited = try export(inventory)
      .replacingOccurrences(of: "Screws", with: "Wood screws")
      .replacingOccurrences(of: "4006381333931", with: "036000291452")
      .replacingOccurrences(of: ",Nails,,7,", with: ",Nails,,9,")

    let dryRun = try inventory.importItems(try read(edited), onDuplicate: policy, dryRun: true)
    #expect(dryRun.added == 0)
    let summary = try inventory.importItems(try read(edited), onDuplicate: policy)
    #expect(summary.added == 0)
    let items = try inventory.items(matching: ItemQuery(sort: .barcode))
    #expect(items.count == 2)
    switch policy {
    case .update:
      #expect(summary.updated == 2)
      #expect(items.map(\.name).sorted() == ["Nails", "Wood screws"])
      #expect(try inventory.findItem("036000291452").name == "Wood screws")
      #expect(try inventory.findItem("Nails").quantity == 9)
    case .skip:
      #expect(summary.skipped == 2)
      #expect(items.map(\.name).sorted() == ["Nails", "Screws"])
    case .add:
      #expect(summary.restocked == 2)
      #expect(try inventory.findItem("Screws").quantity == 10)
      #expect(try inventory.findItem("Nails").quantity == 16)
    }
  }

  @Test(arguments: Backend.all)
  func aBarcodeMovedOntoAnotherItemIsRefusedNamingTheLineAndColumn(backend: Backend) throws {
    let store = try backend.open()
    let screws = try #require(try store.add("Screws", barcode: "4006381333931", quantity: 5).id)
    let nails = try #require(try store.add("Nails", barcode: "036000291452", quantity: 7).id)
    let before = try export(store.inventory)
    #expect {
      try store.inventory.importItems(try read("id,barcode,name\n\(nails),4006381333931,Nails\n"), onDuplicate: .update)
    } throws: { error in
      let text = (error as? ImportRefused)?.description ?? ""
      return text == "line 2: barcode: 4006381333931 already belongs to \"Screws\" (id \(screws)), not to id \(nails)"
    }
    #expect(try export(store.inventory) == before)
  }

  @Test(arguments: Backend.all)
  func twoItemsSwappingBarcodesInOneImportAreRefusedNamingTheLine(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Screws", barcode: "4006381333931", quantity: 5)
    try store.add("Nails", barcode: "036000291452", quantity: 7)
    let before = try export(store.inventory)
    let swapped =
      before
      .replacingOccurrences(of: "4006381333931", with: "TEMP")
      .replacingOccurrences(of: "036000291452", with: "4006381333931")
      .replacingOccurrences(of: "TEMP", with: "036000291452")
    // Row 2 takes Nails' code while Nails still has it: the order is refused, its line named.
    let refused = #expect(throws: ImportRefused.self) {
      try store.inventory.importItems(try read(swapped), onDuplicate: .update)
    }
    #expect(refused?.problems.first?.line == 2)
    #expect(try export(store.inventory) == before)
  }

  @Test(arguments: Backend.all)
  func rowsWithoutIdOrBarcodeStillMatchAnExistingItemByName(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Pens", quantity: 2)
    let summary = try store.inventory.importItems(try read("name,quantity\nPens,5\nPens,6\n"), onDuplicate: .add)
    #expect(summary.restocked == 2)
    #expect(try store.inventory.findItem("Pens").quantity == 13)
  }

  @Test(arguments: Backend.all)
  func anImportThatWouldPassTheMaximumIsRefusedNamingTheLineAndColumnAndChangesNothing(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Screws", barcode: "4006381333931", quantity: 5)
    let before = try export(store.inventory)
    #expect {
      try store.inventory.importItems(try read("barcode,quantity\n4006381333931,999999999\n"), onDuplicate: .add)
    } throws: { error in
      (error as? ImportRefused)?.description.hasPrefix("line 2: quantity: adding 999999999 to \"Screws\"") == true
    }
    #expect(throws: ItemCSVImportError.self) {
      try read("barcode,quantity\n4006381333931,9223372036854775807\n")
    }
    #expect(try export(store.inventory) == before)
  }
}
