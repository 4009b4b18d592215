import GRDB

/// Large imports index their new items for search in one statement at the end instead of one trigger
/// run per row. FTS5 flushes its pending terms at every statement savepoint, so row-at-a-time indexing
/// wrote 100,000 tiny segments and kept merging them: 4.8 of an import's 7.7 seconds.
///
/// Inside the import's transaction the search triggers (`Schema.searchTriggers`, `fieldSearchTriggers`) are dropped and re-created
/// from their own stored SQL (so they can never drift from the schema); a rollback restores them like
/// everything else. Meanwhile temporary triggers note every item whose search row must be written at the end,
/// and unindex an item already indexed before anything the index reads of it changes (the index keeps no text
/// of its own: it must be told what to remove while the items still say it).
struct BulkSearchIndexing {
  /// Below this many rows the per-row trigger is cheap enough.
  static let minimumRows = 1_000
  /// Unqualified: a trigger may not name the schema of a table it writes.
  static let pending = "bulk_indexed_item"

  private let db: Database
  private let triggerSQL: [String]

  /// Suspends per-row indexing of inserted and changed items.
  init(_ db: Database) throws {
    self.db = db
    let names = (Schema.searchTriggers + Schema.fieldSearchTriggers).map { "'\($0.name)'" }.joined(separator: ", ")
    let stored = try Row.fetchAll(
      db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (\(names))")
    triggerSQL = stored.compactMap { $0[1] as String? }
    for row in stored {
      guard let name = row[0] as String? else { continue }
      try db.execute(sql: "DROP TRIGGER \(name)")
    }
    try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS bulk_indexed_item (id INTEGER PRIMARY KEY)")
    try db.execute(sql: "DELETE FROM \(Self.pending)")
    // A file before v20 has no field triggers to stand in for.
    let fieldTriggers = try db.triggerExists("item_field_value_search_insert") ? Self.fieldTemporaryTriggers : []
    for (name, sql) in Self.temporaryTriggers + fieldTriggers {
      try db.execute(sql: "DROP TRIGGER IF EXISTS temp.\(name)")
      try db.execute(sql: "CREATE TEMP TRIGGER \(name) \(sql)")
    }
  }

  /// Indexes every noted item at once and restores the triggers.
  func finish() throws {
    try db.execute(sql: Schema.indexSearch("id IN (SELECT id FROM \(Self.pending))"))
    try db.execute(sql: "DELETE FROM \(Self.pending)")
    for (name, _) in Self.temporaryTriggers + Self.fieldTemporaryTriggers {
      try db.execute(sql: "DROP TRIGGER IF EXISTS temp.\(name)")
    }
    for sql in triggerSQL { try db.execute(sql: sql) }
  }

  /// The items of `items` (a condition on `item_search_source.id`) not yet noted: the ones the index holds.
  private static func indexed(_ items: String) -> String {
    "(\(items)) AND id NOT IN (SELECT id FROM \(pending))"
  }

  /// Unindexes the items of `items` the index holds and notes them all (`ids`: a SELECT or VALUES of their ids).
  private static func note(_ items: String, ids: String) -> String {
    "\(Schema.unindexSearch(indexed(items))) INSERT OR IGNORE INTO \(pending) (id) \(ids);"
  }

  /// Values written and fields removed or restored (the search reads text and choice values, v20).
  private static let fieldTemporaryTriggers: [(name: String, sql: String)] = {
    let ofField = "SELECT item_id FROM item_field_value WHERE field_id = OLD.id"
    return [
      (
        "bulk_search_field_value_insert",
        "BEFORE INSERT ON main.item_field_value BEGIN \(note("id = NEW.item_id", ids: "VALUES (NEW.item_id)")) END"
      ),
      (
        "bulk_search_field_value_update",
        """
        BEFORE UPDATE ON main.item_field_value BEGIN
          \(note("id IN (OLD.item_id, NEW.item_id)", ids: "VALUES (OLD.item_id), (NEW.item_id)"))
        END
        """
      ),
      (
        "bulk_search_field_value_delete",
        "BEFORE DELETE ON main.item_field_value BEGIN \(note("id = OLD.item_id", ids: "VALUES (OLD.item_id)")) END"
      ),
      (
        "bulk_search_field_removal",
        """
        BEFORE UPDATE OF removed_at, kind ON main.custom_field BEGIN
          \(note("id IN (\(ofField))", ids: ofField))
        END
        """
      ),
    ]
  }()

  private static let temporaryTriggers: [(name: String, sql: String)] = {
    let ofCategory = "SELECT id FROM item WHERE category_id = OLD.id"
    return [
      (
        "bulk_search_item_insert",
        "AFTER INSERT ON main.item BEGIN INSERT OR IGNORE INTO \(pending) VALUES (NEW.id); END"
      ),
      (
        "bulk_search_item_update",
        """
        BEFORE UPDATE OF \(Schema.searchedItemColumns) ON main.item BEGIN
          \(note("id = OLD.id", ids: "VALUES (OLD.id), (NEW.id)"))
        END
        """
      ),
      (
        "bulk_search_item_delete", "BEFORE DELETE ON main.item BEGIN \(note("id = OLD.id", ids: "VALUES (OLD.id)")) END"
      ),
      (
        "bulk_search_category_rename",
        "BEFORE UPDATE OF name ON main.category BEGIN \(note("id IN (\(ofCategory))", ids: ofCategory)) END"
      ),
      (
        "bulk_search_category_delete",
        "BEFORE DELETE ON main.category BEGIN \(note("id IN (\(ofCategory))", ids: ofCategory)) END"
      ),
      (
        "bulk_search_barcode_insert",
        "BEFORE INSERT ON main.item_barcode BEGIN \(note("id = NEW.item_id", ids: "VALUES (NEW.item_id)")) END"
      ),
      (
        "bulk_search_barcode_delete",
        "BEFORE DELETE ON main.item_barcode BEGIN \(note("id = OLD.item_id", ids: "VALUES (OLD.item_id)")) END"
      ),
      (
        "bulk_search_barcode_update",
        """
        BEFORE UPDATE OF item_id, code, key ON main.item_barcode BEGIN
          \(note("id IN (OLD.item_id, NEW.item_id)", ids: "VALUES (OLD.item_id), (NEW.item_id)"))
        END
        """
      ),
    ]
  }()
}
