import Foundation
import GRDB
import InventoryCore

extension InventoryService {
  /// Writes every item as CSV (RFC 4180, our column order), in id order, to `sink` in chunks.
  /// Returns the number of items.
  @discardableResult
  public func exportItems(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    try database.read { db in
      let names = try Self.categoryNames(db)
      let barcodes = try Self.fetchBarcodes(db, itemIDs: nil)
      var writer = ItemCSVWriter(sink: sink)
      var count = 0
      let rows = try Row.fetchCursor(db, sql: "SELECT \(try Item.columns(in: db)) FROM item ORDER BY id")
      while let row = try rows.next() {
        let item = Item(row: row)
        try writer.write(
          item, categoryName: item.categoryID.flatMap { names[$0] },
          otherBarcodes: item.id.flatMap { barcodes[$0] } ?? [])
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
    // A big file into an empty inventory is staged whole in a temporary table (`BulkItemCreation`): in a file,
    // so memory does not grow with it. Row by row, statement journals are better kept in memory.
    let staged =
      try creatingInBulk && csv.rowCount >= BulkSearchIndexing.minimumRows
      && database.read { db in try Row.fetchOne(db, sql: "SELECT 1 FROM item LIMIT 1") == nil }
    let summary = try database.write(commit: !dryRun, temporaryFiles: staged) { db in
      // A big import touches more pages than SQLite's default 2 MB cache holds; spilling them to the WAL
      // mid-transaction made import time grow with the square of the row count.
      let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
      try db.execute(sql: "PRAGMA cache_size = -\(Self.importCacheKiB)")
      defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
      var importer = try RowImporter(db: db, csv: csv, policy: policy, time: time, station: origin.station)
      if csv.rowCount >= BulkSearchIndexing.minimumRows { importer.bulkIndexing = try BulkSearchIndexing(db) }
      var summary: ImportSummary
      if creatingInBulk, importer.startedEmpty,
        let created = try BulkItemCreation.createAll(
          csv, in: db, time: time, station: origin.station, progress: progress)
      {
        summary = created
      } else {
        try importer.applyAll(progress: progress)
        summary = importer.summary
      }
      try importer.bulkIndexing?.finish()
      progress?(1)
      summary.warnings = csv.warnings
      summary.dryRun = dryRun
      return summary
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

/// A row the database state refuses, worded with its column (`quantity: …`).
struct RowProblem: Error {
  var message: String

  init(_ column: ItemCSVColumn, _ message: String) { self.message = "\(column.rawValue): \(message)" }

  /// The row's barcode belongs to `owner`'s item (as its main barcode or an extra one), not to item `id` (a
  /// new item when nil).
  static func barcodeTaken(_ code: ProductCode, by owner: CodeMatch, notTo id: Int64? = nil) -> RowProblem {
    let kind = owner.isMainBarcode ? "" : " as an extra barcode"
    return RowProblem(
      .barcode,
      "\(code.text) already belongs to \"\(owner.item.name)\" (id \(owner.item.id ?? 0))\(kind)"
        + (id.map { ", not to id \($0)" } ?? ""))
  }
}

/// Applies rows one by one inside the import's transaction.
private struct RowImporter {
  let db: Database
  let csv: ItemCSVImport
  let policy: DuplicatePolicy
  let time: Int64
  /// Where the import runs: its movements are this station's.
  let station: String
  var summary = ImportSummary()
  var categories = ImportCategories()
  /// The database had no items when the import began: no row can match an item that existed before
  /// (the reader has already refused files with a barcode or id twice), so rows need no look-up.
  let startedEmpty: Bool
  /// Items this import created: a later row is never matched to them by name (two rows, two items).
  var createdIDs: Set<Int64> = []
  /// Set for large imports: new items are indexed for search together at the end.
  var bulkIndexing: BulkSearchIndexing?

  init(db: Database, csv: ItemCSVImport, policy: DuplicatePolicy, time: Int64, station: String) throws {
    self.db = db
    self.csv = csv
    self.policy = policy
    self.time = time
    self.station = station
    startedEmpty = try Row.fetchOne(db, sql: "SELECT 1 FROM item LIMIT 1") == nil
  }

  /// Applies every row, collecting each one's problem; throws `ImportRefused` with all of them.
  mutating func applyAll(progress: ((Double) -> Void)?) throws {
    var problems: [CSVProblem] = []
    var index = 0
    try csv.forEachRow { row in
      defer { index += 1 }
      do { try apply(row) } catch let problem as RowProblem {
        problems.append(CSVProblem(line: row.line, message: problem.message))
      } catch let error as InventoryError {
        problems.append(CSVProblem(line: row.line, message: error.description))
      } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
        // The database's own checks are a backstop behind the ones above; still name the line.
        problems.append(
          CSVProblem(line: row.line, message: "the database refused this row (\(error.message ?? "a constraint"))"))
      }
      if let progress, index % 1000 == 999 { progress(Double(index + 1) / Double(csv.rowCount)) }
    }
    if !problems.isEmpty { throw ImportRefused(problems: problems) }
    summary.categoriesCreated = categories.created
  }

  mutating func apply(_ row: ItemCSVRow) throws {
    if let existing = try existingItem(for: row), let id = existing.id {
      try merge(row, into: existing, id: id)
    } else {
      try create(row)
    }
  }

  /// By id, then barcode, then (for rows with neither) name: see `DuplicatePolicy`.
  private func existingItem(for row: ItemCSVRow) throws -> Item? {
    if startedEmpty { return nil }
    if let id = row.id, let item = try InventoryService.fetchItem(db, id: id) { return item }
    if let code = row.barcode {
      guard let match = try InventoryService.fetchMatch(db, code: code) else { return nil }
      // A row is matched by its item's main barcode; another item's extra barcode is not this row's item.
      guard match.isMainBarcode else { throw RowProblem.barcodeTaken(code, by: match) }
      return match.item
    }
    guard row.id == nil, let name = row.name else { return nil }
    let candidates = try Row.fetchAll(
      // Without INDEXED BY, SQLite picks the unique barcode_key index for "IS NULL" and walks every
      // barcode-less item for each row (import time grew with the square of the row count).
      db.cachedStatement(
        sql:
          "SELECT \(try Item.columns(in: db)) FROM item INDEXED BY item_by_sort_key WHERE sort_key = ? AND barcode_key IS NULL"
      ),
      arguments: [Item.sortKey(for: name)]
    ).map(Item.init(row:))
    return candidates.first { $0.id.map { !createdIDs.contains($0) } ?? false }
  }

  private mutating func create(_ row: ItemCSVRow) throws {
    guard let name = row.name else {
      throw InventoryError.itemNotFound(
        row.barcode.map { "barcode \($0.text) (and the row has no name to create an item with)" }
          ?? row.id.map { "id \($0) (and the row has no name to create an item with)" }
          ?? "this row (it has no name)")
    }
    let valid = ItemDraft.Valid(
      name: name, barcode: row.barcode, quantity: row.quantity ?? 0, price: row.price,
      categoryID: try categoryID(row.categoryName), minimumQuantity: row.minimumQuantity ?? 0,
      targetQuantity: row.targetQuantity, notes: row.notes ?? "")
    // existingItem(for:) has just looked the barcode up, and categoryID(_:) fetched or made the category.
    let id = try InventoryService.insertItem(
      db, valid, time: time, reason: .import, source: .import, station: station, preferredID: row.id,
      createdAt: row.createdAt?.epochMilliseconds, updatedAt: row.updatedAt?.epochMilliseconds, verified: true)
    try replaceBarcodes(of: id, with: row)
    createdIDs.insert(id)
    summary.added += 1
  }

  /// Gives item `id` the row's extra barcodes in place of its own, when the file has the column (an empty
  /// cell removes them). A code another item has is refused with the column's name.
  private func replaceBarcodes(of id: Int64, with row: ItemCSVRow) throws {
    guard csv.contains(.otherBarcodes) else { return }
    try db.execute(sql: "DELETE FROM item_barcode WHERE item_id = ?", arguments: [id])
    do { try InventoryService.insertBarcodes(db, row.otherBarcodes, itemID: id) } catch let error as ItemBarcodeError {
      throw RowProblem(.otherBarcodes, error.description)
    }
  }

  private mutating func merge(_ row: ItemCSVRow, into existing: Item, id: Int64) throws {
    switch policy {
    case .skip:
      summary.skipped += 1
    case .add:
      if let quantity = row.quantity, quantity > 0 {
        try checkQuantityIsRepaired(existing)
        guard StockLimits.quantity(existing.quantity, adding: quantity) != nil else {
          throw RowProblem(
            .quantity,
            "adding \(quantity) to \"\(existing.name)\" (id \(id), \(existing.quantity) in stock) would pass the "
              + "maximum of \(StockLimits.maximumQuantityText)")
        }
        try InventoryService.insertMovement(
          db, itemID: id, itemName: existing.name, delta: quantity, reason: .import, source: .import, time: time,
          station: station)
        try db.cachedStatement(sql: "UPDATE item SET updated_at = ? WHERE id = ?").execute(arguments: [time, id])
      }
      summary.restocked += 1
    case .update:
      try update(existing, id: id, from: row)
      summary.updated += 1
    }
  }

  /// Overwrites the columns the file has (an empty cell clears an optional value); the quantity is set
  /// through a movement, so history shows the import.
  private mutating func update(_ existing: Item, id: Int64, from row: ItemCSVRow) throws {
    var item = existing
    if csv.contains(.name), let name = row.name { item.name = name }
    // The file's extra barcodes replace the item's before its barcode changes: one of them may become it.
    if csv.contains(.otherBarcodes) {
      try db.execute(sql: "DELETE FROM item_barcode WHERE item_id = ?", arguments: [id])
    }
    if csv.contains(.barcode) {
      if let code = row.barcode, let owner = try InventoryService.fetchMatch(db, code: code),
        owner.item.id != id || !owner.isMainBarcode
      {
        throw owner.item.id == id
          ? RowProblem(.barcode, "\(code.text) is an extra barcode of this item already (id \(id))")
          : RowProblem.barcodeTaken(code, by: owner, notTo: id)
      }
      item.barcode = row.barcode?.text
    }
    if csv.contains(.category) { item.categoryID = try categoryID(row.categoryName) }
    if csv.contains(.minimum) { item.minimumQuantity = row.minimumQuantity ?? 0 }
    if csv.contains(.target) { item.targetQuantity = row.targetQuantity }
    if csv.contains(.price) { item.price = row.price }
    if csv.contains(.notes) { item.notes = row.notes ?? "" }
    let barcodeKey = csv.contains(.barcode) ? row.barcode?.key : nil
    try db.cachedStatement(
      sql: """
        UPDATE item SET name = ?, sort_key = ?, category_id = ?, minimum_quantity = ?, target_quantity = ?,
          price_minor = ?, notes = ?, updated_at = ?,
          barcode = CASE WHEN ? THEN ? ELSE barcode END, barcode_key = CASE WHEN ? THEN ? ELSE barcode_key END
        WHERE id = ?
        """
    ).execute(arguments: [
      item.name, Item.sortKey(for: item.name), item.categoryID, item.minimumQuantity, item.targetQuantity,
      item.price?.minorUnits, item.notes, time, csv.contains(.barcode), item.barcode, csv.contains(.barcode),
      barcodeKey, id,
    ])
    try replaceBarcodes(of: id, with: row)
    guard csv.contains(.quantity), let quantity = row.quantity else { return }
    if existing.storedValueProblems.contains(where: { $0.field == .quantity }) {
      try InventoryService.repairQuantity(db, existing, to: quantity, source: .import, time: time, station: station)
    } else if quantity != existing.quantity {
      try InventoryService.insertMovement(
        db, itemID: id, itemName: item.name, delta: quantity - existing.quantity, reason: .import, source: .import,
        time: time, station: station)
    }
  }

  private func checkQuantityIsRepaired(_ item: Item) throws {
    guard item.storedValueProblems.contains(where: { $0.field == .quantity }) else { return }
    throw RowProblem(.quantity, InventoryError.storedValueOutOfRange(item).description)
  }

  private mutating func categoryID(_ name: String?) throws -> Int64? { try categories.id(named: name, in: db) }
}
