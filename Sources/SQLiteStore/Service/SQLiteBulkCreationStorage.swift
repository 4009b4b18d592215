import GRDB
import InventoryCore
import InventoryEngine

/// Creating an import's items set-wise in a SQLite database that has none (`BulkItemCreator` decides).
///
/// Row at a time, each INSERT that fires triggers gets a statement journal, which copies every page the
/// statement touches (the item table, its seven indexes, the movement table) before changing it: most of
/// a 100,000-row import went to that copying. Here the rows are staged in a temporary table and created
/// by one INSERT … SELECT for items and one for their opening movements, in file order. The database's
/// triggers and constraints still run for every row (limits, quantity = sum of movements, foreign keys,
/// unique barcodes).
struct SQLiteBulkCreationStorage: BulkCreationStorage {
  let db: Database
  let time: Int64
  /// The station importing: its movements are this station's.
  let station: String

  static let stagingTable = "temp.bulk_created_item"
  private static let stagingColumns = """
    position INTEGER PRIMARY KEY, -- file order
    id INTEGER NOT NULL, name TEXT NOT NULL, sort_key TEXT NOT NULL, barcode TEXT,
    barcode_key TEXT, quantity INTEGER NOT NULL, price_minor INTEGER, category_id INTEGER,
    minimum_quantity INTEGER NOT NULL, target_quantity INTEGER, notes TEXT NOT NULL, created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
    """
  private static let savepoint = "bulk_item_creation"

  /// Creates every row, or returns nil with nothing changed (`BulkItemCreator.createAll`).
  static func createAll(
    _ csv: ItemCSVImport, in db: Database, time: Int64, station: String, progress: ((Double) -> Void)?
  ) throws -> ImportSummary? {
    try BulkItemCreator(storage: Self(db: db, time: time, station: station), time: time)
      .createAll(csv, progress: progress)?.summary
  }

  func category(named name: String) throws -> InventoryCore.Category? {
    try SQLiteInventory.fetchCategory(db, named: name)
  }

  func addCategory(named name: String) throws -> InventoryCore.Category {
    try SQLiteInventory.insertCategory(db, named: name, color: nil)
  }

  /// `item` is INTEGER PRIMARY KEY AUTOINCREMENT: `sqlite_sequence` holds the largest id it has ever held.
  /// Nil when the table has items (ids taken there would need look-ups).
  func largestItemIDGiven() throws -> Int64? {
    guard try Row.fetchOne(db, sql: "SELECT 1 FROM item LIMIT 1") == nil else { return nil }
    return try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'item'") ?? 0
  }

  func beginSavepoint() throws { try db.execute(sql: "SAVEPOINT \(Self.savepoint)") }

  func releaseSavepoint() throws { try db.execute(sql: "RELEASE SAVEPOINT \(Self.savepoint)") }

  /// SQLite keeps a savepoint it rolled back to: it is released too, as `Database.inSavepoint` does.
  func rollBackSavepoint() throws {
    try db.execute(sql: "ROLLBACK TO SAVEPOINT \(Self.savepoint); RELEASE SAVEPOINT \(Self.savepoint)")
  }

  func beginStaging() throws -> Staging {
    try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS \(Self.stagingTable) (\(Self.stagingColumns))")
    try db.execute(sql: "DELETE FROM \(Self.stagingTable)")
    return Staging(
      statement: try db.makeStatement(
        sql: "INSERT INTO \(Self.stagingTable) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"))
  }

  /// The rows in the staging table, in file order (its `position`).
  struct Staging: ItemStaging {
    let statement: Statement

    func stage(_ item: StagedItem) throws {
      let valid = item.valid
      statement.setUncheckedArguments([
        item.id, valid.name, Item.sortKey(for: valid.name), valid.barcode?.text, valid.barcode?.key, valid.quantity,
        valid.price?.minorUnits, valid.categoryID, valid.minimumQuantity, valid.targetQuantity, valid.notes,
        item.createdAt, item.updatedAt,
      ])
      try statement.execute()
    }
  }

  func createStaged(
    _ staging: Staging, rowCount: Int, extraBarcodes: [ExtraBarcodes], progress: ((Double) -> Void)?
  ) throws {
    // As `SQLiteInventory.insertItem` does: the item with quantity 0, then its opening stock as a movement.
    try db.execute(
      sql: """
        INSERT INTO item (id, name, sort_key, barcode, barcode_key, quantity, price_minor, category_id,
          minimum_quantity, target_quantity, notes, created_at, updated_at)
        SELECT id, name, sort_key, barcode, barcode_key, 0, price_minor, category_id,
          minimum_quantity, target_quantity, notes, created_at, updated_at
        FROM \(Self.stagingTable) ORDER BY position
        """)
    for extra in extraBarcodes { try SQLiteInventory.insertBarcodes(db, extra.barcodes, itemID: extra.itemID) }
    progress?(0.7)
    try db.execute(
      sql: """
        INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time, station)
        SELECT id, name, quantity, ?, ?, ?, ? FROM \(Self.stagingTable) WHERE quantity > 0 ORDER BY position
        """,
      arguments: [MovementReason.import.rawValue, ScanSource.import.rawValue, time, station])
    progress?(0.8)
    try db.execute(sql: "DROP TABLE \(Self.stagingTable)")
  }

  func isRowRefusal(_ error: any Error) -> Bool {
    (error as? DatabaseError)?.resultCode == .SQLITE_CONSTRAINT
  }
}
