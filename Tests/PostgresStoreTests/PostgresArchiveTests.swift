import Foundation
import InventoryCore
import PostgresStore
import Synchronization
import TestSupport
import Testing

/// The PostgreSQL store's archive reader and loader: an inventory copied into an empty database reads back
/// equal, with quantities arrived at through the movements, identities past every id handed out, search words
/// written; a database holding records is refused unchanged; a backup goes through the file maker given.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresArchiveTests {
  /// Items, a category, an extra barcode, movements, a deleted item, a setting, the journal; a scan and a code
  /// written as
  /// another program would (their operations are not this store's yet), and a movement without a station.
  static func filled(_ database: TestDatabase) throws -> PostgresInventory {
    let inventory = try database.open()
    let tea = try inventory.addCategory(named: "Tea", color: .green)
    let kept = try inventory.add("Café crème", barcode: "4006381333931", quantity: 10, price: "3.10", category: tea.id)
    let aspirin = try inventory.add("Aspirin", barcode: "9506000134352", quantity: 4, minimum: 2, target: 9)
    let gone = try inventory.add("Old stock", quantity: 3)
    try inventory.addBarcode(
      try ProductCode("0012345678905"), unitsPerScan: 12, label: "case", toItem: try #require(kept.id))
    try inventory.adjustQuantity(itemID: try #require(kept.id), by: -2, reason: .manual, source: .cli)
    try inventory.deleteItem(id: try #require(gone.id))
    try inventory.setSetting("scanner", to: #"{"beep":true}"#)
    // A committed count (it matched: no movement) with a choice, and an open batch with an unknown code.
    let count = try inventory.startSession(kind: .count, scope: .everything, note: "shelf")
    try inventory.addToSession(id: count.id, itemID: try #require(kept.id), quantity: 8)
    try inventory.setUncountedChoice(id: count.id, itemID: 2, to: .leave)
    try inventory.commitSession(id: count.id)
    let batch = try inventory.startSession(kind: .receive)
    try inventory.addToSession(id: batch.id, code: try ProductCode("123456"), quantity: 2)
    // A location, a lot taken out with stock without one (below the minimum: an alert), a field with a value.
    try inventory.addLocation(named: "Shelf 3", code: "S3", notes: "", under: nil)
    try inventory.adjustQuantity(
      itemID: try #require(aspirin.id), by: 2, lot: LotDetails(batch: "B1", expiry: "2027-01-31"), reason: .manual,
      source: .cli)
    try inventory.adjustQuantity(itemID: try #require(aspirin.id), by: -5, reason: .manual, source: .cli)
    try inventory.addCustomField(CustomFieldDraft(name: "Weight", kind: .text))
    try inventory.setFieldValue(itemID: try #require(aspirin.id), field: "Weight", to: "1 kg")
    try database.psql(
      """
      INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time)
        VALUES (1, 'Café crème', 1, 'manual', 'cli', '', 5);
      INSERT INTO scan (code, symbology, source, station, time, outcome, item_id, gs1, gtin, expiry, batch)
        VALUES ('0109506000134352', 'dataMatrix', 'camera', 'till', 7, 'incremented', 2,
          '(01)09506000134352', '09506000134352', '2026-12-31', 'ABC123');
      INSERT INTO created_code (kind, content, preview, time) VALUES ('ean13', '4006381333931', '4006381333931', 9);
      """)
    return inventory
  }

  @Test func anInventoryCopiesIntoAnEmptyDatabaseAndReadsBackEqual() throws {
    // Given an inventory with something in every table, and an empty database
    let sourceDatabase = try TestDatabase()
    let source = try Self.filled(sourceDatabase)
    let destinationDatabase = try TestDatabase()
    let destination = try destinationDatabase.open()

    // When it is copied, one record per batch
    let summary = try source.copyArchive(to: destination, batchSize: 1)

    // Then every table was carried and the copy answers as the original
    #expect(ArchiveTable.allCases.allSatisfy { summary.count(of: $0) > 0 })
    #expect(summary.count(of: .movements) == 8)
    #expect(try destination.item(id: 1)?.quantity == 9)
    #expect(try destination.item(id: 1) == source.item(id: 1))
    #expect(try destination.item(id: 1)?.lastCountedAt != nil)
    #expect(try destination.sessions() == source.sessions())
    #expect(try destination.sessionLines(id: 2) == source.sessionLines(id: 2))
    #expect(try destination.countReport(id: 1) == source.countReport(id: 1))
    #expect(try destination.movements(limit: 100) == source.movements(limit: 100))
    #expect(try destination.movements(limit: 100).first?.station == "")
    #expect(try destination.items(matching: ItemQuery(search: "creme"), limit: -1, offset: 0).map(\.id) == [1])
    #expect(try destination.items(matching: ItemQuery(search: "tea"), limit: -1, offset: 0).map(\.id) == [1])
    #expect(try destination.barcodes(ofItem: 1) == source.barcodes(ofItem: 1))
    #expect(try destination.match(for: try ProductCode("0012345678905"))?.unitsPerScan == 12)
    #expect(try destination.items(matching: ItemQuery(search: "0012345"), limit: -1, offset: 0).map(\.id) == [1])
    #expect(try destination.setting("scanner") == #"{"beep":true}"#)
    // The deleted item's id (3) is never handed out again.
    #expect(try destination.add("New").id == 4)
    #expect(try destinationDatabase.psql("SELECT nextval(pg_get_serial_sequence('created_code', 'id'))") == "2")
  }

  @Test func aMovementWithoutAStationReadsAsNone() throws {
    let database = try TestDatabase()
    let inventory = try Self.filled(database)
    let movements = try inventory.withArchiveReader { reader in
      try reader.read(.movements, after: .start, limit: 100)
    }
    guard case .movements(let rows) = movements else { Issue.record("not movements: \(movements)"); return }
    #expect(rows.map(\.station) == Array(repeating: "till", count: 7) + [nil])
  }

  @Test func aDatabaseHoldingRecordsIsRefusedUnchanged() throws {
    let sourceDatabase = try TestDatabase()
    let source = try Self.filled(sourceDatabase)
    let destinationDatabase = try TestDatabase()
    let destination = try destinationDatabase.open()
    try destination.add("Mine", quantity: 2)
    #expect(
      throws: ArchiveError.destinationNotEmpty(destination: destination.location, table: .items, count: 1)
    ) { try source.copyArchive(to: destination) }
    #expect(try destinationDatabase.psql("SELECT count(*) FROM category") == "0")
    #expect(try destination.item(id: 1)?.quantity == 2)
  }

  @Test func aBackupGoesThroughTheFileMakerGivenAndIsRefusedWithoutOne() throws {
    let database = try TestDatabase()
    let source = try Self.filled(database)
    #expect(throws: ArchiveError.noFileMaker(store: source.location)) { try source.backup(to: "/nowhere") }

    // A file maker whose "files" are databases on the test server.
    let copyDatabase = try TestDatabase()
    let maker = DatabaseFiles(destination: try copyDatabase.open())
    let backingUp = try PostgresInventory(
      settings: database.settings, environment: database.environment, archiveFiles: maker)
    try backingUp.backup(to: "copy")
    #expect(maker.paths.withLock { $0 } == ["copy"])
    #expect(try copyDatabase.psql("SELECT count(*) FROM stock_movement") == "8")
  }
}

/// Hands out one PostgreSQL inventory as the "file" of any path, and remembers the paths asked for.
private final class DatabaseFiles: ArchiveFileMaker, @unchecked Sendable {
  let destination: PostgresInventory
  let paths = Mutex<[String]>([])

  init(destination: PostgresInventory) { self.destination = destination }

  func newFile(at path: String) -> any ArchiveDestination {
    paths.withLock { $0.append(path) }
    return destination
  }
}
