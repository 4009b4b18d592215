import Foundation
import GRDB
import InventoryCore
import TestSupport
import Testing

@testable import SQLiteStore

/// The SQLite store's archive reader and loader: a whole inventory copied into a new file reads back equal,
/// ids and history included, and the copy goes on working as the original would.
@Suite struct SQLiteArchiveTests {
  /// An inventory with something in every table: a deleted item (its movements and scan detached, its extra
  /// barcode in the journal), an extra barcode, an undo, a GS1 scan, stations, settings and a created code.
  static func filledInventory() throws -> TestInventory {
    let inventory = try TestInventory()
    let service = inventory.service
    let tea = try service.addCategory(named: "Tea", color: .green)
    let kept = try inventory.add("Café crème", barcode: "4006381333931", quantity: 10, price: "3.10", category: tea.id)
    let aspirin = try inventory.add("Aspirin", barcode: "9506000134352", quantity: 4, minimum: 2, target: 9)
    let gone = try inventory.add("Old stock", quantity: 3, notes: "to go")
    try service.addBarcode(
      try ProductCode("0012345678905"), unitsPerScan: 12, label: "case", toItem: try #require(kept.id))
    try service.addBarcode(try ProductCode("5901234123457"), unitsPerScan: 6, toItem: try #require(gone.id))
    try service.adjustQuantity(itemID: try #require(kept.id), by: -2, reason: .manual, source: .cli)
    try service.undo(scope: .anyStation)
    try service.recordScan(
      ScanRequest(
        "0109506000134352" + "17261231" + "10ABC123", symbology: .dataMatrix, source: .camera, gs1: .declared))
    try service.recordScan(ScanRequest("4006381333931", source: .usbScanner))
    try fillPlacesAndFields(service, itemID: try #require(aspirin.id))
    try service.deleteItem(id: try #require(gone.id))
    // A later edit: updatedAt is then the edit's time, not the last movement's.
    try service.updateItem(
      id: try #require(aspirin.id),
      with: ItemDraft(
        name: "Aspirin 500", barcode: "9506000134352", quantity: "5", minimumQuantity: "2", targetQuantity: "9"))
    try service.setSetting("scanner", to: #"{"beep":true}"#)
    try service.recordCreatedCode(
      CreatedCode(kind: "ean13", content: "4006381333931", preview: "4006381333931", file: nil))
    // A committed count (it matched: no movement) with a choice, and an open batch with an unknown code.
    let count = try service.startSession(kind: .count, scope: SessionScope(category: .category(try #require(tea.id))))
    try service.addToSession(id: count.id, itemID: try #require(kept.id), quantity: 11)
    try service.commitSession(id: count.id)
    let second = try service.startSession(kind: .count, scope: .everything, note: "back room")
    try service.setUncountedChoice(id: second.id, itemID: aspirin.id, to: .setToZero)
    let batch = try service.startSession(kind: .receive)
    try service.addToSession(id: batch.id, code: try ProductCode("123456"), quantity: 2)
    return inventory
  }

  /// A location, a lot taken out with the scan's lot and stock without one (below the minimum: an alert), a field
  /// with a value.
  static func fillPlacesAndFields(_ service: SQLiteInventory, itemID: Int64) throws {
    try service.addLocation(named: "Shelf 3", code: "S3", notes: "", under: nil)
    try service.adjustQuantity(
      itemID: itemID, by: 2, lot: LotDetails(batch: "B1", expiry: "2027-01-31"), reason: .manual, source: .cli)
    try service.adjustQuantity(itemID: itemID, by: -6, reason: .manual, source: .cli)
    try service.addCustomField(CustomFieldDraft(name: "Weight", kind: .text))
    try service.setFieldValue(itemID: itemID, field: "Weight", to: "1 kg")
  }

  @Test func aWholeInventoryCopiesIntoANewFileAndReadsBackEqual() throws {
    // Given an inventory with something in every table
    let original = try Self.filledInventory()
    let copyPath = original.folder.path("copy.sqlite")

    // When it is copied into a new file
    let summary = try original.service.database.copyArchive(to: SQLiteArchiveFile(path: copyPath), batchSize: 2)

    // Then every table was carried and the copy answers as the original does
    #expect(summary.count(of: .items) == 2 && summary.count(of: .scans) == 3)
    #expect(summary.count(of: .movements) == 12)
    #expect(ArchiveTable.allCases.allSatisfy { summary.count(of: $0) > 0 })
    let copy = SQLiteInventory(database: try AppDatabase.open(path: copyPath))
    let everything = ItemQuery()
    #expect(
      try copy.items(matching: everything, limit: -1, offset: 0)
        == original.service.items(matching: everything, limit: -1, offset: 0))
    #expect(try copy.movements(limit: 100) == original.service.movements(limit: 100))
    #expect(try copy.scans() == original.service.scans())
    #expect(try copy.actions() == original.service.actions())
    #expect(try copy.setting("scanner") == #"{"beep":true}"#)
    #expect(try copy.createdCodes(search: "", limit: 10) == original.service.createdCodes(search: "", limit: 10))
    #expect(try copy.items(matching: ItemQuery(search: "creme"), limit: -1, offset: 0).map(\.name) == ["Café crème"])
    #expect(
      try copy.barcodes(ofItem: 1) == [
        ItemBarcode(code: "0012345678905", key: "00012345678905", unitsPerScan: 12, label: "case")
      ])
    #expect(try copy.items(matching: ItemQuery(search: "00123456"), limit: -1, offset: 0).map(\.name) == ["Café crème"])
    #expect(try SmallerDatabaseTests.searchIndexDrift(copy.database) == [])
    #expect(try copy.items().contains { $0.lastCountedAt != nil })
    #expect(try copy.sessions() == original.service.sessions())
    #expect(try copy.countReport(id: 2) == original.service.countReport(id: 2))
    #expect(try copy.sessionLines(id: 3) == original.service.sessionLines(id: 3))
  }

  @Test func theCopyNeverGivesADeletedItemsIdToANewItemAndUndoesAsTheOriginal() throws {
    let original = try Self.filledInventory()
    let copyPath = original.folder.path("copy.sqlite")
    try original.service.database.copyArchive(to: SQLiteArchiveFile(path: copyPath))
    let copy = SQLiteInventory(
      database: try AppDatabase.open(path: copyPath), origin: original.service.origin)

    // Item 3 was deleted last: a new item gets 4, in the copy as in the original.
    #expect(try copy.addItem(ItemDraft(name: "New")).id == 4)
    #expect(try original.service.addItem(ItemDraft(name: "New")).id == 4)
    // Undoing the deletion re-attaches the movements kept with the deleted item's id.
    try copy.undo(scope: .anyStation)  // the new item
    try copy.undo(scope: .anyStation)  // the edit
    let restored = try copy.undo(scope: .anyStation)
    #expect(restored?.description.contains("Old stock") == true)
    #expect(try copy.item(id: 3)?.quantity == 3)
    #expect(try copy.barcodes(ofItem: 3).map(\.code) == ["5901234123457"], "the journal kept its extra barcode")
    #expect(try SmallerDatabaseTests.searchIndexDrift(copy.database) == [])
  }

  @Test func aFileThatExistsIsRefusedAndLeftAsItWas() throws {
    let original = try Self.filledInventory()
    let existing = original.folder.path("existing.sqlite")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: existing))
    #expect(throws: StoreError.self) {
      try original.service.database.copyArchive(to: SQLiteArchiveFile(path: existing))
    }
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "mine")
  }

  @Test func aDatabaseHoldingRecordsIsRefusedUnchanged() throws {
    let original = try Self.filledInventory()
    let other = try TestInventory()
    try other.service.setSetting("theme", to: "dark")
    #expect(throws: ArchiveError.destinationNotEmpty(destination: other.path, table: .settings, count: 1)) {
      try original.service.database.copyArchive(to: other.service.database)
    }
    #expect(try other.service.items(matching: ItemQuery(), limit: -1, offset: 0).isEmpty)
    #expect(try other.service.setting("theme") == "dark")
  }

  @Test func aValueTheCopyCouldNotKeepIsNamedWithItsTableRecordAndColumn() throws {
    // Given a scan whose time another program wrote as text
    let original = try Self.filledInventory()
    try original.service.database.writer.write { db in
      try db.execute(sql: "UPDATE scan SET time = 'yesterday' WHERE id = 2")
    }
    // Then the copy refuses it rather than changing it, and leaves no file
    let copyPath = original.folder.path("copy.sqlite")
    #expect(
      throws: ArchiveError.unreadableValue(table: .scans, key: "2", column: "time", found: "\"yesterday\"")
    ) { try original.service.database.copyArchive(to: SQLiteArchiveFile(path: copyPath)) }
    #expect(!FileManager.default.fileExists(atPath: copyPath))
  }

  @Test func aQuantityThatIsNotTheSumOfItsMovementsIsNamedAndNothingIsKept() throws {
    // Given an item whose quantity another program set by hand (SQLite's triggers only apply movements)
    let original = try Self.filledInventory()
    try original.service.database.writer.write { db in
      try db.execute(sql: "UPDATE item SET quantity = 7 WHERE id = 1")
    }
    // Then the copy, whose quantities come from the movements, says where it differs, and leaves no file
    let copyPath = original.folder.path("copy.sqlite")
    #expect(
      throws: ArchiveError.recordMismatch(
        table: .items, key: "1", difference: "quantity is 7 in the source and 11 in the copy")
    ) { try original.service.database.copyArchive(to: SQLiteArchiveFile(path: copyPath)) }
    #expect(!FileManager.default.fileExists(atPath: copyPath))
  }
}
