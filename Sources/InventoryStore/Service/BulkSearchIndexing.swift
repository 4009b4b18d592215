import GRDB

/// Large imports index their new items for search in one statement at the end instead of one trigger
/// run per row. FTS5 flushes its pending terms at every statement savepoint, so row-at-a-time indexing
/// wrote 100,000 tiny segments and kept merging them: 4.8 of an import's 7.7 seconds.
///
/// Inside the import's transaction the insert trigger is dropped and re-created from its own stored SQL
/// (so it can never drift from the schema); a rollback restores it like everything else.
struct BulkSearchIndexing {
  /// Below this many rows the per-row trigger is cheap enough.
  static let minimumRows = 1_000
  static let triggerName = "item_search_insert"

  /// The row the trigger would index for an item (must match Schema's item_search_insert: a test compares them).
  static let searchRowSelect = """
    SELECT id, name, \(Schema.searchedBarcodes(of: "item")), notes,
      coalesce((SELECT name FROM category WHERE category.id = item.category_id), '')
    FROM item
    """

  private let db: Database
  private let triggerSQL: String

  /// Suspends per-row indexing of inserted items.
  init(_ db: Database) throws {
    self.db = db
    triggerSQL =
      try String.fetchOne(
        db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?", arguments: [Self.triggerName])
      ?? ""
    try db.execute(sql: "DROP TRIGGER IF EXISTS \(Self.triggerName)")
    try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS bulk_indexed_item (id INTEGER PRIMARY KEY)")
    try db.execute(sql: "DELETE FROM bulk_indexed_item")
  }

  /// Records an item inserted while indexing is suspended.
  func itemInserted(_ id: Int64) throws {
    try db.cachedStatement(sql: "INSERT INTO bulk_indexed_item (id) VALUES (?)").execute(arguments: [id])
  }

  /// Records the items whose ids `select` returns, inserted together while indexing is suspended.
  func itemsInserted(selectingIDs select: String) throws {
    try db.execute(sql: "INSERT INTO bulk_indexed_item (id) \(select)")
  }

  /// Indexes every recorded item at once and restores the trigger.
  func finish() throws {
    try db.execute(
      sql: """
        INSERT INTO item_search (rowid, name, barcode, notes, category)
        \(Self.searchRowSelect) WHERE id IN (SELECT id FROM bulk_indexed_item)
        """)
    try db.execute(sql: "DELETE FROM bulk_indexed_item")
    if !triggerSQL.isEmpty { try db.execute(sql: triggerSQL) }
  }
}
