import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Creating an import's items set-wise on a PostgreSQL server (`BulkItemCreator` decides): the rows are
/// streamed into a temporary table with `COPY` (postgres-nio's `copyFrom`), then one statement creates the items
/// with their opening stock and their opening movements, in file order (schema v13's opening stock). The
/// schema's triggers and constraints still run for every row (limits, unique barcodes, search words), and it
/// checks set-wise that each quantity is the sum of its movements.
struct PostgresBulkCreationStorage: BulkCreationStorage {
  let link: PostgresLink
  let time: Int64
  /// Who imports: the movements are this station's.
  let origin: ActionOrigin

  static let stagingTable = "import_item"
  private static let stagingColumns = [
    "position", "id", "name", "sort_key", "barcode", "barcode_key", "quantity", "price_minor", "category_id",
    "minimum_quantity", "target_quantity", "notes", "words", "created_at", "updated_at",
  ]
  /// Separates an item's search words in the staging table: never part of a word (words are letters and
  /// digits), and no COPY syntax.
  private static let wordSeparator = "\u{1F}"
  /// How much COPY text is sent at a time.
  private static let copyChunkBytes = 1 << 20

  /// Creates every row, or returns nil with nothing changed (`BulkItemCreator.createAll`).
  ///
  /// - Parameter movesIDSequence: false for a dry run: the identity sequence is not transactional, so a
  ///   rolled-back import must leave it alone.
  static func createAll(
    _ csv: ItemCSVImport, in link: PostgresLink, time: Int64, origin: ActionOrigin, movesIDSequence: Bool,
    progress: ((Double) -> Void)?
  ) throws -> ImportSummary? {
    let storage = Self(link: link, time: time, origin: origin)
    guard let created = try BulkItemCreator(storage: storage, time: time).createAll(csv, progress: progress) else {
      return nil
    }
    if movesIDSequence, let largest = created.largestID {
      try PostgresInventory.raiseItemIDSequence(link, past: largest)
    }
    return created.summary
  }

  func category(named name: String) throws -> InventoryCore.Category? {
    try PostgresInventory.fetchCategory(link, named: name)
  }

  func addCategory(named name: String) throws -> InventoryCore.Category {
    try PostgresInventory.insertCategory(link, named: name, color: nil)
  }

  /// The identity sequence's last value: the caller has seen the inventory empty, and an item another station
  /// adds meanwhile makes the primary key refuse a row (the import then goes row by row).
  func largestItemIDGiven() throws -> Int64? { try PostgresInventory.lastItemIDGiven(link) }

  func beginSavepoint() throws { try link.query("SAVEPOINT bulk_item_creation") }

  func releaseSavepoint() throws { try link.query("RELEASE SAVEPOINT bulk_item_creation") }

  func rollBackSavepoint() throws { try link.query("ROLLBACK TO SAVEPOINT bulk_item_creation") }

  func beginStaging() throws -> Staging {
    try link.query(
      """
      CREATE TEMP TABLE import_item (
        position BIGINT PRIMARY KEY, id BIGINT NOT NULL, name TEXT NOT NULL, sort_key TEXT NOT NULL, barcode TEXT,
        barcode_key TEXT, quantity BIGINT NOT NULL, price_minor BIGINT, category_id BIGINT,
        minimum_quantity BIGINT NOT NULL, target_quantity BIGINT, notes TEXT NOT NULL, words TEXT NOT NULL,
        created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL
      ) ON COMMIT DROP
      """)
    return Staging(link: link)
  }

  /// The rows go to the server as they are read, one COPY per chunk: nothing grows with the file here.
  struct Staging: ItemStaging {
    let link: PostgresLink
    var text = CopyText()

    mutating func stage(_ item: StagedItem) throws {
      let valid = item.valid
      text.append(item.position)
      text.append(item.id)
      text.append(valid.name)
      text.append(Item.sortKey(for: valid.name))
      text.append(valid.barcode?.text)
      text.append(valid.barcode?.key)
      text.append(valid.quantity)
      text.append(valid.price?.minorUnits)
      text.append(valid.categoryID)
      text.append(valid.minimumQuantity)
      text.append(valid.targetQuantity)
      text.append(valid.notes)
      text.append(SearchWords.ofItem(valid).joined(separator: wordSeparator))
      text.append(item.createdAt)
      text.append(item.updatedAt)
      text.endRow()
      if text.buffer.readableBytes >= copyChunkBytes { try flush() }
    }

    mutating func flush() throws {
      try link.copy(into: stagingTable, columns: stagingColumns, chunks: [text.take()])
    }
  }

  func createStaged(
    _ staging: Staging, rowCount: Int, extraBarcodes: [ExtraBarcodes], progress: ((Double) -> Void)?
  ) throws {
    var staging = staging
    if staging.text.buffer.readableBytes > 0 { try staging.flush() }
    progress?(0.5)
    // Statements over every row: a deadline for the work, not for a server that stopped answering.
    let bulk = link.allowingWork(rows: rowCount)
    // Each item with its opening stock and its search words (own, no extra barcodes yet, its category's), and
    // that stock's movement, in one statement (schema v13): the schema checks set-wise that every quantity is
    // the sum of its item's movements and every item keeps the rules its row triggers would have applied, where
    // items inserted at 0 and their movements after ran the row trigger's UPDATE of an item (a dozen indexes)
    // per row. No JIT: compiling the statement takes longer than it saves.
    try link.query(
      """
      SELECT set_config(\(PostgresSchema.openingStockSetting), 'on', true), set_config('jit', 'off', true)
      """)
    try bulk.query(
      """
      WITH new_item AS (
        INSERT INTO item (id, name, sort_key, barcode, barcode_key, quantity, price_minor, category_id,
          minimum_quantity, target_quantity, notes, own_words, search_words, created_at, updated_at)
        SELECT staged.id, staged.name, sort_key, barcode, barcode_key, quantity, price_minor, category_id, minimum_quantity,
          target_quantity, notes, own_words, own_words || ''::tsvector || coalesce(category.words, ''::tsvector),
          created_at, updated_at
        FROM (SELECT *, array_to_tsvector(string_to_array(words, \(Self.wordSeparator))) AS own_words FROM import_item) staged
        LEFT JOIN category ON category.id = staged.category_id
        ORDER BY position
      )
      INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time)
      SELECT id, name, quantity, \(MovementReason.import.rawValue), \(ScanSource.import.rawValue), \(origin.station),
        \(time)
      FROM import_item WHERE quantity > 0 ORDER BY position
      """)
    try link.query("SELECT set_config(\(PostgresSchema.openingStockSetting), 'off', true)")
    progress?(0.8)
    for extra in extraBarcodes { try PostgresInventory.insertBarcodes(link, extra.barcodes, itemID: extra.itemID) }
    try link.query("DROP TABLE import_item")
    progress?(0.9)
  }

  /// A value (class 22) or a constraint (class 23) the server refuses.
  func isRowRefusal(_ error: any Error) -> Bool {
    guard let error = error as? PostgresStoreError else { return false }
    return ["22", "23"].contains(error.sqlState?.prefix(2) ?? "")
  }
}
