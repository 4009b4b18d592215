import Foundation
import GRDB
import InventoryCore
import TestSupport
import Testing

@testable import SQLiteStore

/// Extra barcodes on SQLite (issue 12): the database itself keeps a code to one item whoever writes (another
/// program with sqlite3), the health check finds a code used twice once its triggers are dropped, a file not yet
/// upgraded reads without them, and a bulk import indexes them for search.
@Suite struct ExtraBarcodeStoreTests {
  let inventory: TestInventory

  init() throws { inventory = try TestInventory() }

  /// Beans (id 1, main barcode 4006381333931) with a case of 12 (0012345678905), and Tea (id 2, 5901234123457).
  func beansAndTea() throws {
    let beans = try #require(try inventory.add("Beans", barcode: "4006381333931", quantity: 4).id)
    try inventory.service.addBarcode(try ProductCode("0012345678905"), unitsPerScan: 12, label: "case", toItem: beans)
    try inventory.add("Tea", barcode: "5901234123457")
  }

  func write(_ sql: String) throws {
    try inventory.service.database.writer.write { db in try db.execute(sql: sql) }
  }

  @Test func theDatabaseRefusesACodeThatIsAlreadyTheOtherKind() throws {
    try beansAndTea()
    let refused = [
      // Tea's main barcode as an extra one of Beans, and the other way round; a key twice.
      "INSERT INTO item_barcode (item_id, code, key) VALUES (1, '5901234123457', '05901234123457')",
      "UPDATE item SET barcode = '0012345678905', barcode_key = '00012345678905' WHERE id = 2",
      "INSERT INTO item (name, sort_key, barcode, barcode_key, created_at, updated_at) "
        + "VALUES ('X', 'x', '0012345678905', '00012345678905', 0, 0)",
      "INSERT INTO item_barcode (item_id, code, key) VALUES (2, '0012345678905', '00012345678905')",
      "UPDATE item_barcode SET key = '05901234123457'",
      // Units and labels out of range.
      "INSERT INTO item_barcode (item_id, code, key, units_per_scan) VALUES (2, 'A', 'A', 0)",
      "INSERT INTO item_barcode (item_id, code, key, units_per_scan) VALUES (2, 'A', 'A', 1000000001)",
      "INSERT INTO item_barcode (item_id, code, key, units_per_scan) VALUES (2, 'A', 'A', 2.5)",
      "INSERT INTO item_barcode (item_id, code, key, label) VALUES (2, 'A', 'A', '\(String(repeating: "x", count: 41))')",
      "INSERT INTO item_barcode (item_id, code, key) VALUES (99, 'A', 'A')",
    ]
    for statement in refused {
      #expect(throws: DatabaseError.self, "\(statement)") { try write(statement) }
    }
    #expect(try inventory.service.integrityProblems().isEmpty)
  }

  @Test func theHealthCheckFindsACodeUsedTwiceOnceTheTriggersAreGone() throws {
    try beansAndTea()
    try write(
      """
      DROP TRIGGER item_barcode_is_no_main_barcode;
      INSERT INTO item_barcode (item_id, code, key) VALUES (1, '5901234123457', '05901234123457');
      PRAGMA ignore_check_constraints = ON;
      UPDATE item_barcode SET units_per_scan = 0 WHERE key = '00012345678905';
      PRAGMA ignore_check_constraints = OFF;
      """)
    #expect(
      try inventory.service.integrityProblems() == [
        "the database: its rule trigger item_barcode_is_no_main_barcode is missing",
        "barcode 5901234123457 is the main barcode of item 2 \"Tea\" and an extra barcode of item 1 \"Beans\": a "
          + "code must belong to one item",
        "extra barcode 0012345678905 of item 1 counts 0 units per scan, outside 1 to 1,000,000,000",
      ])
    // The damaged units read as the nearest allowed value: a scan never counts 0 or less.
    #expect(try inventory.service.match(for: try ProductCode("0012345678905"))?.unitsPerScan == 1)
  }

  @Test func aFileNotYetUpgradedReadsWithoutExtraBarcodes() throws {
    try beansAndTea()
    try write(
      WaveOneDatabase.undoV14 + WaveOneDatabase.undoV13 + WaveOneDatabase.undoV12 + WaveOneDatabase.undoV11
        + WaveOneDatabase.undoV10
        + WaveOneDatabase.undoV9
        + WaveOneDatabase.undoV8)
    let reader = SQLiteInventory(database: try AppDatabase.open(path: inventory.path, for: .reading))
    #expect(try reader.findItem("4006381333931").name == "Beans")
    #expect(try reader.match(for: try ProductCode("0012345678905")) == nil)
    #expect(try reader.barcodes(ofItem: 1).isEmpty && reader.barcodes(ofItems: [1, 2]).isEmpty)
    var exported: [UInt8] = []
    try reader.exportItems { exported += $0 }
    #expect(String(decoding: exported, as: UTF8.self).split(separator: "\r\n").count == 3)
    #expect(try reader.nextInStoreCode() == InStoreCode.ean13(sequence: 1))
    // Opened for writing, it is upgraded and takes extra barcodes again.
    let writer = try inventory.reopened()
    try writer.addBarcode(try ProductCode("0012345678905"), unitsPerScan: 12, label: "", toItem: 1)
    #expect(try writer.items(matching: ItemQuery(search: "0012345"), limit: -1, offset: 0).map(\.name) == ["Beans"])
  }

  @Test func aBigImportIndexesExtraBarcodesForSearchAsTheRowByRowPathDoes() throws {
    var text = "name,barcode,other_barcodes\n"
    for index in 0..<1_200 { text += "Item \(index),,CASE-\(index)*12 PACK-\(index)*6\n" }
    try inventory.service.importItems(try ItemCSVReader.read(data: Data(text.utf8)))
    #expect(
      try inventory.service.items(matching: ItemQuery(search: "case 1199"), limit: -1, offset: 0).map(\.name) == [
        "Item 1199"
      ])
    #expect(
      try inventory.service.items(matching: ItemQuery(search: "pack-600"), limit: -1, offset: 0).map(\.name) == [
        "Item 600"
      ]
    )
    #expect(try inventory.service.match(for: try ProductCode("PACK-600"))?.unitsPerScan == 6)
    #expect(try inventory.service.integrityProblems().isEmpty)
  }

  @Test func anInStoreCodeKeptAsAnExtraBarcodeIsNeverGivenAgain() throws {
    let tea = try #require(try inventory.add("Tea").id)
    let first = try inventory.service.assignInStoreBarcode(itemID: tea)
    // Relabelled: the in-store code becomes an extra barcode, the item gets another main one.
    try inventory.service.updateItem(id: tea, with: ItemDraft(name: "Tea", barcode: "5901234123457"))
    try inventory.service.addBarcode(
      try ProductCode(try #require(first.barcode)), unitsPerScan: 1, label: "old", toItem: tea)
    let coffee = try #require(try inventory.add("Coffee").id)
    #expect(try inventory.service.assignInStoreBarcode(itemID: coffee).barcode != first.barcode)
  }
}
