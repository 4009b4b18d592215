import Foundation
import InventoryCore
import InventoryStore
import TestSupport
import Testing

/// A CSV backup restores exactly what was exported, and an export edited in a spreadsheet updates the
/// items it came from: rows are matched by id, then barcode, then (rows with neither) name.
@Suite struct CSVRestoreTests {
  func export(_ service: InventoryService) throws -> String {
    var bytes: [UInt8] = []
    try service.exportItems { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  func read(_ text: String) throws -> ItemCSVImport { try ItemCSVReader.read(data: Data(text.utf8)) }

  @Test func twoItemsWithTheSameNameBothComeBackWithTheirIds() throws {
    let source = try TestInventory()
    try source.add("Screws", quantity: 5)
    try source.add("Screws", quantity: 7)
    try source.add("screws ", quantity: 1)
    let file = try export(source.service)

    let target = try TestInventory()
    let summary = try target.service.importItems(try read(file))
    #expect(summary.added == 3 && summary.skipped == 0)
    #expect(try target.service.items(matching: ItemQuery(sort: .quantity)).map(\.quantity) == [1, 5, 7])
    #expect(try export(target.service) == file)
  }

  @Test func restoringIntoADatabaseThatAlreadyHoldsTheSameNamesKeepsEveryRow() throws {
    let source = try TestInventory()
    try source.add("Screws", quantity: 5)
    try source.add("Screws", quantity: 7)
    let file = try export(source.service)
    // An item of the same name, but a different id, exists already: it is not one of the rows.
    let target = try TestInventory()
    try target.add("Other", quantity: 1)
    try target.service.deleteItem(id: try target.service.findItem("Other").id ?? 0)
    try target.add("Screws", quantity: 99)
    let summary = try target.service.importItems(try read(file))
    #expect(summary.added + summary.skipped == 2)
    #expect(try target.service.items().filter { $0.name == "Screws" }.count >= 2)
  }

  @Test(arguments: [DuplicatePolicy.update, .skip, .add])
  func anEditedExportMatchesItsItemsById(policy: DuplicatePolicy) throws {
    let inventory = try TestInventory()
    try inventory.add("Screws", barcode: "4006381333931", quantity: 5)
    try inventory.add("Nails", quantity: 7)
    let edited = try export(inventory.service)
      .replacingOccurrences(of: "Screws", with: "Wood screws")
      .replacingOccurrences(of: "4006381333931", with: "036000291452")
      .replacingOccurrences(of: ",Nails,,7,", with: ",Nails,,9,")

    let dryRun = try inventory.service.importItems(try read(edited), onDuplicate: policy, dryRun: true)
    #expect(dryRun.added == 0)
    let summary = try inventory.service.importItems(try read(edited), onDuplicate: policy)
    #expect(summary.added == 0)
    let items = try inventory.service.items(matching: ItemQuery(sort: .barcode))
    #expect(items.count == 2)
    switch policy {
    case .update:
      #expect(summary.updated == 2)
      #expect(items.map(\.name).sorted() == ["Nails", "Wood screws"])
      #expect(try inventory.service.findItem("036000291452").name == "Wood screws")
      #expect(try inventory.service.findItem("Nails").quantity == 9)
    case .skip:
      #expect(summary.skipped == 2)
      #expect(items.map(\.name).sorted() == ["Nails", "Screws"])
    case .add:
      #expect(summary.restocked == 2)
      #expect(try inventory.service.findItem("Screws").quantity == 10)
      #expect(try inventory.service.findItem("Nails").quantity == 16)
    }
  }

  @Test func aBarcodeMovedOntoAnotherItemIsRefusedNamingTheLineAndColumn() throws {
    let inventory = try TestInventory()
    try inventory.add("Screws", barcode: "4006381333931", quantity: 5)
    let nails = try #require(try inventory.add("Nails", barcode: "036000291452", quantity: 7).id)
    let before = try export(inventory.service)
    #expect {
      try inventory.service.importItems(
        try read("id,barcode,name\n\(nails),4006381333931,Nails\n"), onDuplicate: .update)
    } throws: { error in
      let text = (error as? ImportRefused)?.description ?? ""
      return text == "line 2: barcode: 4006381333931 already belongs to \"Screws\" (id 1), not to id \(nails)"
    }
    #expect(try export(inventory.service) == before)
  }

  @Test func twoItemsCanSwapBarcodesInOneImport() throws {
    let inventory = try TestInventory()
    try inventory.add("Screws", barcode: "4006381333931", quantity: 5)
    try inventory.add("Nails", barcode: "036000291452", quantity: 7)
    let swapped = try export(inventory.service)
      .replacingOccurrences(of: "4006381333931", with: "TEMP")
      .replacingOccurrences(of: "036000291452", with: "4006381333931")
      .replacingOccurrences(of: "TEMP", with: "036000291452")
    // Row 2 takes Nails' code while Nails still has it: the database refuses the order, the line is named.
    #expect(throws: ImportRefused.self) { try inventory.service.importItems(try read(swapped), onDuplicate: .update) }
  }

  @Test func rowsWithoutIdOrBarcodeStillMatchAnExistingItemByName() throws {
    let inventory = try TestInventory()
    try inventory.add("Pens", quantity: 2)
    let summary = try inventory.service.importItems(try read("name,quantity\nPens,5\nPens,6\n"), onDuplicate: .add)
    #expect(summary.restocked == 2)
    #expect(try inventory.service.findItem("Pens").quantity == 13)
  }

  @Test func anImportThatWouldPassTheMaximumIsRefusedNamingTheLineAndColumnAndChangesNothing() throws {
    let inventory = try TestInventory()
    try inventory.add("Screws", barcode: "4006381333931", quantity: 5)
    let before = try export(inventory.service)
    #expect {
      try inventory.service.importItems(try read("barcode,quantity\n4006381333931,999999999\n"), onDuplicate: .add)
    } throws: { error in
      (error as? ImportRefused)?.description.hasPrefix("line 2: quantity: adding 999999999 to \"Screws\"") == true
    }
    #expect(throws: ItemCSVImportError.self) {
      try read("barcode,quantity\n4006381333931,9223372036854775807\n")
    }
    #expect(try export(inventory.service) == before)
  }
}
