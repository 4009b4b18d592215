import Foundation
import InventoryCore
import PostgresNIO

/// Creates every row of an import into an inventory that has no items (a first load, a restore) with a few
/// statements instead of two or three round trips per row, as SQLite's `BulkItemCreation` does: the rows
/// are streamed into a temporary table with `COPY` (postgres-nio's `copyFrom`), then one INSERT … SELECT
/// creates the items and one their opening movements, in file order. The schema's triggers and constraints
/// still run for every row (limits, quantity = sum of movements, unique barcodes), and the result is what the
/// row-by-row path gives: the same ids, categories, movements and search words.
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
    // As `insertItem` does: the item with quantity 0, then its opening stock as a movement.
    try bulk.query(
      """
      INSERT INTO item (id, name, sort_key, barcode, barcode_key, price_minor, category_id, minimum_quantity,
        target_quantity, notes, own_words, created_at, updated_at)
      SELECT id, name, sort_key, barcode, barcode_key, price_minor, category_id, minimum_quantity, target_quantity,
        notes, array_to_tsvector(string_to_array(words, \(wordSeparator))), created_at, updated_at
      FROM import_item ORDER BY position
      """)
    for (id, barcodes) in extraBarcodes { try PostgresInventory.insertBarcodes(link, barcodes, itemID: id) }
    progress?(0.7)
    // The opening movements go in detached (their item in `deleted_item_id` meanwhile) and are attached in one
    // statement: the schema's statement trigger then moves each item's quantity once, where a movement inserted
    // attached would run the row trigger's UPDATE of its item 100,000 times.
    try bulk.query(
      """
      INSERT INTO stock_movement (item_id, deleted_item_id, item_name, delta, reason, source, station, time)
      SELECT NULL, id, name, quantity, \(MovementReason.import.rawValue), \(ScanSource.import.rawValue),
        \(origin.station), \(time)
      FROM import_item WHERE quantity > 0 ORDER BY position
      """)
    try bulk.query(
      """
      UPDATE stock_movement SET item_id = deleted_item_id, deleted_item_id = NULL
      WHERE item_id IS NULL AND deleted_item_id IN (SELECT id FROM import_item WHERE quantity > 0)
      """)
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
