import Foundation
import InventoryCore
import PostgresNIO

/// Creates every row of an import into an inventory that has no items (a first load, a restore) with a few
/// statements instead of two or three round trips per row, as SQLite's `BulkItemCreation` does: the rows
/// are streamed into a temporary table with `COPY` (postgres-nio's `copyFrom`), then one statement creates the
/// items with their opening stock and their opening movements, in file order (schema v13's opening stock). The
/// schema's triggers and constraints still run for every row (limits, unique barcodes, search words), it checks
/// set-wise that each quantity is the sum of its movements, and the result is what the row-by-row path gives:
/// the same ids, categories, movements and search words.
///
/// Anything the row-by-row path would report as a problem (a row without a name, a row the database refuses,
/// an id an earlier row's new item took) makes `createAll` roll back to its savepoint and return nil, so that
/// path runs and words every problem.
enum PostgresBulkItemCreation {
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

  /// A row only the row-by-row path can word (see `createAll`).
  private struct RowByRowNeeded: Error {}

  /// Creates every row, or returns nil with nothing changed (see the type's comment).
  ///
  /// - Parameters:
  ///   - movesIDSequence: false for a dry run: the identity sequence is not transactional, so a rolled-back
  ///     import must leave it alone.
  ///   - progress: called with rising fractions below 1 (preparing rows about the first 40 %).
  static func createAll(
    _ csv: ItemCSVImport, in link: PostgresLink, time: Int64, origin: ActionOrigin, movesIDSequence: Bool,
    progress: ((Double) -> Void)?
  ) throws -> ImportSummary? {
    guard csv.everyRowHasName else { return nil }
    try link.query("SAVEPOINT bulk_item_creation")
    do {
      guard let summary = try create(csv, in: link, time: time, origin: origin, progress: progress) else {
        try link.query("ROLLBACK TO SAVEPOINT bulk_item_creation")
        return nil
      }
      try link.query("RELEASE SAVEPOINT bulk_item_creation")
      if movesIDSequence, let largest = summary.largestID {
        try PostgresInventory.raiseItemIDSequence(link, past: largest)
      }
      return summary.summary
    } catch let error as PostgresStoreError where ["22", "23"].contains(error.sqlState?.prefix(2) ?? "") {
      try link.query("ROLLBACK TO SAVEPOINT bulk_item_creation")  // a row the database refuses: worded row by row
      return nil
    } catch is InventoryError {
      try link.query("ROLLBACK TO SAVEPOINT bulk_item_creation")  // a category name the store refuses
      return nil
    } catch is ItemBarcodeError {
      try link.query("ROLLBACK TO SAVEPOINT bulk_item_creation")  // an extra barcode an item has: worded row by row
      return nil
    }
  }

  private static func create(
    _ csv: ItemCSVImport, in link: PostgresLink, time: Int64, origin: ActionOrigin, progress: ((Double) -> Void)?
  ) throws -> (summary: ImportSummary, largestID: Int64?)? {
    var ids = ItemIDSequence(largest: try PostgresInventory.lastItemIDGiven(link))
    var categories = PostgresImportCategories()
    var text = CopyText()
    var extraBarcodes: [(id: Int64, barcodes: [ItemBarcode])] = []
    try link.query(
      """
      CREATE TEMP TABLE import_item (
        position BIGINT PRIMARY KEY, id BIGINT NOT NULL, name TEXT NOT NULL, sort_key TEXT NOT NULL, barcode TEXT,
        barcode_key TEXT, quantity BIGINT NOT NULL, price_minor BIGINT, category_id BIGINT,
        minimum_quantity BIGINT NOT NULL, target_quantity BIGINT, notes TEXT NOT NULL, words TEXT NOT NULL,
        created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL
      ) ON COMMIT DROP
      """)
    var position = 0
    do {
      // The rows go to the server as they are read, one COPY per chunk: nothing grows with the file here.
      try csv.forEachRow { row in
        defer { position += 1 }
        guard let name = row.name, let id = ids.next(preferring: row.id) else { throw RowByRowNeeded() }
        if !row.otherBarcodes.isEmpty { extraBarcodes.append((id, row.otherBarcodes)) }
        let categoryID = try categories.id(named: row.categoryName, in: link)
        let valid = ItemDraft.Valid(
          name: name, barcode: row.barcode, quantity: row.quantity ?? 0, price: row.price, categoryID: categoryID,
          minimumQuantity: row.minimumQuantity ?? 0, targetQuantity: row.targetQuantity, notes: row.notes ?? "")
        text.append(position)
        text.append(id)
        text.append(name)
        text.append(Item.sortKey(for: name))
        text.append(row.barcode?.text)
        text.append(row.barcode?.key)
        text.append(valid.quantity)
        text.append(row.price?.minorUnits)
        text.append(categoryID)
        text.append(valid.minimumQuantity)
        text.append(row.targetQuantity)
        text.append(valid.notes)
        text.append(SearchWords.ofItem(valid).joined(separator: wordSeparator))
        text.append(row.createdAt?.epochMilliseconds ?? time)
        text.append(row.updatedAt?.epochMilliseconds ?? time)
        text.endRow()
        if text.buffer.readableBytes >= copyChunkBytes {
          try link.copy(into: stagingTable, columns: stagingColumns, chunks: [text.take()])
        }
        if let progress, position % 1000 == 999 { progress(0.4 * Double(position + 1) / Double(csv.rowCount)) }
      }
    } catch is RowByRowNeeded {
      return nil
    }
    if text.buffer.readableBytes > 0 {
      try link.copy(into: stagingTable, columns: stagingColumns, chunks: [text.take()])
    }
    progress?(0.5)
    // Statements over every row: a deadline for the work, not for a server that stopped answering.
    let bulk = link.allowingWork(rows: position)
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
        FROM (SELECT *, array_to_tsvector(string_to_array(words, \(wordSeparator))) AS own_words FROM import_item) staged
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
    for (id, barcodes) in extraBarcodes { try PostgresInventory.insertBarcodes(link, barcodes, itemID: id) }
    try link.query("DROP TABLE import_item")
    progress?(0.9)
    var summary = ImportSummary()
    summary.added = csv.rowCount
    summary.categoriesCreated = categories.created
    return (summary, ids.largestGiven)
  }
}

/// The ids items inserted one at a time would get, as SQLite's `ItemIDSequence` gives them: a row's own id,
/// or for a row without one, one more than the largest id the identity sequence has given (or an earlier
/// row took). Known before the insert, so each opening movement can name its item; the primary key still
/// refuses a wrong one (another station adding an item meanwhile), and the import then goes row by row.
struct ItemIDSequence {
  private var largest: Int64
  private var taken: Set<Int64> = []
  /// The largest id handed out, when one was.
  private(set) var largestGiven: Int64?

  init(largest: Int64) { self.largest = largest }

  /// The id of the next item; nil where the row-by-row path must decide: a row whose own id an earlier row's
  /// new item already has, or no id left.
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
    largestGiven = max(largestGiven ?? id, id)
    taken.insert(id)
    return id
  }
}
