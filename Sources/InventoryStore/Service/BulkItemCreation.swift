import GRDB
import InventoryCore

/// Creates every row of an import into a database that has no items (a first load or a restore) with a
/// few statements instead of two or three per row.
///
/// Row at a time, each INSERT that fires triggers gets a statement journal, which copies every page the
/// statement touches (the item table, its seven indexes, the movement table) before changing it: most of
/// a 100,000-row import went to that copying. Here the rows are staged in a temporary table and created
/// by one INSERT … SELECT for items and one for their opening movements, in file order. The database's
/// triggers and constraints still run for every row (limits, quantity = sum of movements, foreign keys,
/// unique barcodes), and the result is what the row-by-row path gives: the same ids, categories, movements
/// and search entries.
///
/// Anything the row-by-row path would report as a problem (a row without a name, a row the database
/// refuses, an id an earlier row's new item took) makes `createAll` undo its work and return nil, so that
/// path runs and words every problem.
struct BulkItemCreation {
  private let db: Database
  private let time: Int64
  /// The station importing: its movements are this station's.
  private let station: String

  private init(db: Database, time: Int64, station: String) {
    self.db = db
    self.time = time
    self.station = station
  }

  /// Creates every row, or returns nil with nothing changed (see the type's comment).
  ///
  /// - Parameter progress: called with rising fractions below 1 (staging rows takes about the first 40 %,
  /// the inserts most of the rest; the caller reports 1 once search is indexed).
  static func createAll(
    _ csv: ItemCSVImport, in db: Database, time: Int64, station: String, progress: ((Double) -> Void)?
  ) throws -> ImportSummary? {
    guard csv.everyRowHasName else { return nil }
    let creation = BulkItemCreation(db: db, time: time, station: station)
    var summary: ImportSummary?
    do {
      try db.inSavepoint {
        summary = try creation.create(csv, progress: progress)
        return summary == nil ? .rollback : .commit
      }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
      return nil
    } catch is InventoryError {
      return nil  // a category name the store refuses: the row-by-row path names its line
    } catch is ItemBarcodeError {
      return nil  // an extra barcode another row's item has: the row-by-row path names its line
    }
    return summary
  }

  private func create(_ csv: ItemCSVImport, progress: ((Double) -> Void)?) throws -> ImportSummary? {
    guard var ids = try ItemIDSequence(db) else { return nil }
    var categories = ImportCategories()
    try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS \(Self.stagingTable) (\(Self.stagingColumns))")
    try db.execute(sql: "DELETE FROM \(Self.stagingTable)")
    let stage = try db.makeStatement(
      sql: "INSERT INTO \(Self.stagingTable) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
    var extraBarcodes: [(id: Int64, barcodes: [ItemBarcode])] = []
    var position = 0
    do {
      try csv.forEachRow { row in
        defer { position += 1 }
        guard let name = row.name, let id = ids.next(preferring: row.id) else { throw RowByRowNeeded() }
        if !row.otherBarcodes.isEmpty { extraBarcodes.append((id, row.otherBarcodes)) }
        let categoryID = try categories.id(named: row.categoryName, in: db)
        stage.setUncheckedArguments([
          id, name, Item.sortKey(for: name), row.barcode?.text, row.barcode?.key, row.quantity ?? 0,
          row.price?.minorUnits, categoryID, row.minimumQuantity ?? 0,
          row.targetQuantity, row.notes ?? "", row.createdAt?.epochMilliseconds ?? time,
          row.updatedAt?.epochMilliseconds ?? time,
        ])
        try stage.execute()
        if let progress, position % 1000 == 999 { progress(0.4 * Double(position + 1) / Double(csv.rowCount)) }
      }
    } catch is RowByRowNeeded {
      return nil
    }
    // As `InventoryService.insertItem` does: the item with quantity 0, then its opening stock as a movement.
    try db.execute(
      sql: """
        INSERT INTO item (id, name, sort_key, barcode, barcode_key, quantity, price_minor, category_id,
          minimum_quantity, target_quantity, notes, created_at, updated_at)
        SELECT id, name, sort_key, barcode, barcode_key, 0, price_minor, category_id,
          minimum_quantity, target_quantity, notes, created_at, updated_at
        FROM \(Self.stagingTable) ORDER BY position
        """)
    for (id, barcodes) in extraBarcodes { try InventoryService.insertBarcodes(db, barcodes, itemID: id) }
    progress?(0.7)
    try db.execute(
      sql: """
        INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time, station)
        SELECT id, name, quantity, ?, ?, ?, ? FROM \(Self.stagingTable) WHERE quantity > 0 ORDER BY position
        """,
      arguments: [MovementReason.import.rawValue, ScanSource.import.rawValue, time, station])
    progress?(0.8)
    try db.execute(sql: "DROP TABLE \(Self.stagingTable)")
    var summary = ImportSummary()
    summary.added = csv.rowCount
    summary.categoriesCreated = categories.created
    return summary
  }

  /// A row only the row-by-row path can word (see `createAll`).
  private struct RowByRowNeeded: Error {}

  static let stagingTable = "temp.bulk_created_item"
  private static let stagingColumns = """
    position INTEGER PRIMARY KEY, -- file order
    id INTEGER NOT NULL, name TEXT NOT NULL, sort_key TEXT NOT NULL, barcode TEXT,
    barcode_key TEXT, quantity INTEGER NOT NULL, price_minor INTEGER, category_id INTEGER,
    minimum_quantity INTEGER NOT NULL, target_quantity INTEGER, notes TEXT NOT NULL, created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
    """
}

/// The ids SQLite gives items inserted one at a time into `item` (INTEGER PRIMARY KEY AUTOINCREMENT), as
/// the row-by-row import inserts them: a row's own id, or for a row without one, one more than the largest
/// id the table has ever held (`sqlite_sequence`, raised by every id given). Known before the insert, so
/// each opening movement can name its item; the primary key still refuses a wrong one.
struct ItemIDSequence {
  private var largest: Int64
  private var taken: Set<Int64> = []

  /// Nil when the item table is not empty (ids taken there would need look-ups).
  init?(_ db: Database) throws {
    guard try Row.fetchOne(db, sql: "SELECT 1 FROM item LIMIT 1") == nil else { return nil }
    largest = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'item'") ?? 0
  }

  /// The id of the next item; nil where the row-by-row path must decide: a row whose own id an earlier
  /// row's new item already has, or an id past the largest possible one (SQLite then fails with
  /// "database or disk is full").
  mutating func next(preferring preferred: Int64?) -> Int64? {
    let id: Int64
    if let preferred {
      guard !taken.contains(preferred) else { return nil }
      id = preferred
    } else {
      let (following, overflow) = largest.addingReportingOverflow(1)
      guard !overflow else { return nil }
      id = following
    }
    largest = max(largest, id)
    taken.insert(id)
    return id
  }
}
