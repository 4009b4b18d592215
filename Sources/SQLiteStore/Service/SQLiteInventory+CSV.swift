import Foundation
import GRDB
import InventoryCore
import InventoryEngine

extension SQLiteInventory {
  /// Writes every item as CSV (RFC 4180, our column order), in id order, to `sink` in chunks.
  /// Returns the number of items.
  @discardableResult
  public func exportItems(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    try database.read { db in
      let names = try Self.categoryNames(db)
      let barcodes = try Self.fetchBarcodes(db, itemIDs: nil)
      let fieldValues = try Self.fetchAllFieldValues(db)
      var writer = ItemCSVWriter(fields: try Self.exportedFields(db), sink: sink)
      var count = 0
      let rows = try Row.fetchCursor(db, sql: "SELECT \(try Item.columns(in: db)) FROM item ORDER BY id")
      while let row = try rows.next() {
        let item = Item(row: row)
        try writer.write(
          item, categoryName: item.categoryID.flatMap { names[$0] },
          otherBarcodes: item.id.flatMap { barcodes[$0] } ?? [], fieldValues: item.id.flatMap { fieldValues[$0] } ?? [:]
        )
        count += 1
      }
      try writer.finish()
      return count
    }
  }

  /// Writes the reorder list (items below minimum, largest shortfall first) as CSV. Returns the count.
  @discardableResult
  public func exportReorderList(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    let items = try lowStockReport()
    let names = try database.read { db in try Self.categoryNames(db) }
    var writer = ReorderListCSVWriter(sink: sink)
    for item in items { try writer.write(item, categoryName: item.categoryID.flatMap { names[$0] }) }
    try writer.finish()
    return items.count
  }

  /// Applies a validated CSV in one transaction: all rows or none. With `dryRun` the transaction is
  /// rolled back and the summary says what would have happened.
  @discardableResult
  public func importItems(
    _ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy = .skip, dryRun: Bool = false,
    progress: ((Double) -> Void)? = nil
  ) throws -> ImportSummary {
    try importItems(csv, onDuplicate: policy, dryRun: dryRun, progress: progress, creatingInBulk: true)
  }

  /// `creatingInBulk: false` always takes the row-by-row path (tests compare the two).
  func importItems(
    _ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy, dryRun: Bool, progress: ((Double) -> Void)?,
    creatingInBulk: Bool
  ) throws -> ImportSummary {
    let time = timestamp()
    // A big file into an empty inventory is staged whole in a temporary table (`SQLiteBulkCreationStorage`): in a
    // file, so memory does not grow with it. Row by row, statement journals are better kept in memory.
    let staged =
      try creatingInBulk && csv.rowCount >= BulkSearchIndexing.minimumRows
      && database.read { db in try Row.fetchOne(db, sql: "SELECT 1 FROM item LIMIT 1") == nil }
    let summary = try database.write(commit: !dryRun, temporaryFiles: staged) { db in
      // A big import touches more pages than SQLite's default 2 MB cache holds; spilling them to the WAL
      // mid-transaction made import time grow with the square of the row count.
      let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
      try db.execute(sql: "PRAGMA cache_size = -\(Self.importCacheKiB)")
      defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
      var importer = try RowImporter(
        storage: SQLiteImportStorage(db: db, time: time, origin: origin), csv: csv, policy: policy)
      // Set for large imports: new items are indexed for search together at the end.
      let bulkIndexing = csv.rowCount >= BulkSearchIndexing.minimumRows ? try BulkSearchIndexing(db) : nil
      return try importer.importAll(dryRun: dryRun, progress: progress, finishing: { try bulkIndexing?.finish() }) {
        guard creatingInBulk else { return nil }
        return try SQLiteBulkCreationStorage.createAll(
          csv, in: db, time: time, station: origin.station, progress: progress)
      }
    }
    // A first load leaves the file's pages part-filled (rows grow as their opening stock lands, index entries
    // arrive out of order) and some free: packed, a 100,000-row file's database is 9 % smaller. The import has
    // committed, so a failure here (a full disk) only leaves the file as it is.
    if staged && !dryRun { try? database.compact() }
    return summary
  }

  /// SQLite's page cache during an import, in KiB: part of the import's peak memory, whatever the file's size.
  /// A million rows (59 MB) took 50.9 s with peak 384 MiB at 256 MiB, 54.8 s / 222 MiB at 128 MiB, 63.4 s /
  /// 140 MiB at 64 MiB (release build, 2 cores, load 3).
  public static let importCacheKiB = 131_072

  static func categoryNames(_ db: Database) throws -> [Int64: String] {
    var names: [Int64: String] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT id, name FROM category") { names[row[0]] = row[1] }
    return names
  }
}
