import GRDB

/// Migration v13 (issue 27): a smaller file. The search index keeps no copy of the text it indexes (it reads the
/// items through a view) and no positions of its terms, two indexes no longer hold the id twice, and the
/// movements' index of `undoes_id` holds only the movements that undo one.
extension Schema {
  static let smallerDatabaseMigration = "v13: search index over the items themselves, smaller indexes"

  /// What the search index holds for each item, computed from the item (its main and extra barcodes, its
  /// category's name): the search index's external content. Every trigger below indexes and unindexes its rows.
  static let searchSource = "item_search_source"
  static let searchColumns = "name, barcode, notes, category"

  /// Indexes the search rows of the items matching `items` (a condition on `item_search_source.id`).
  static func indexSearch(_ items: String) -> String {
    "INSERT INTO item_search (rowid, \(searchColumns)) SELECT id, \(searchColumns) FROM \(searchSource) WHERE \(items);"
  }

  /// Removes the search rows of the items matching `items`, as the view gives them now: the index keeps no text
  /// of its own, so this must run before the items (or what the view reads of them) change.
  static func unindexSearch(_ items: String) -> String {
    """
    INSERT INTO item_search (item_search, rowid, \(searchColumns))
      SELECT 'delete', id, \(searchColumns) FROM \(searchSource) WHERE \(items);
    """
  }

  /// The columns of `item` the search index reads (an update of `id` moves the row).
  static let searchedItemColumns = "id, name, barcode, barcode_key, notes, category_id"

  /// The items of category `row` (`OLD` or `NEW` in a trigger on `category`).
  static func itemsOfCategory(_ row: String) -> String {
    "id IN (SELECT id FROM item WHERE category_id = \(row).id)"
  }

  /// The triggers that keep the search index, by name: each change to what the view gives for an item is
  /// bracketed by unindexing (before) and indexing (after). A deleted category's items are indexed without it
  /// before the foreign key sets their category to NULL (which runs once the category row is gone).
  static let searchTriggers: [(name: String, sql: String)] = [
    ("item_search_insert", "AFTER INSERT ON item BEGIN \(indexSearch("id = NEW.id")) END"),
    (
      "item_search_update_before",
      "BEFORE UPDATE OF \(searchedItemColumns) ON item BEGIN \(unindexSearch("id = OLD.id")) END"
    ),
    ("item_search_update", "AFTER UPDATE OF \(searchedItemColumns) ON item BEGIN \(indexSearch("id = NEW.id")) END"),
    ("item_search_delete", "BEFORE DELETE ON item BEGIN \(unindexSearch("id = OLD.id")) END"),
    (
      "item_search_category_rename_before",
      "BEFORE UPDATE OF name ON category BEGIN \(unindexSearch(itemsOfCategory("OLD"))) END"
    ),
    (
      "item_search_category_rename",
      "AFTER UPDATE OF name ON category BEGIN \(indexSearch(itemsOfCategory("NEW"))) END"
    ),
    (
      "item_search_category_delete",
      """
      BEFORE DELETE ON category BEGIN
        \(unindexSearch(itemsOfCategory("OLD")))
        INSERT INTO item_search (rowid, \(searchColumns))
          SELECT id, name, barcode, notes, '' FROM \(searchSource) WHERE \(itemsOfCategory("OLD"));
      END
      """
    ),
    (
      "item_barcode_search_insert_before",
      "BEFORE INSERT ON item_barcode BEGIN \(unindexSearch("id = NEW.item_id")) END"
    ),
    ("item_barcode_search_insert", "AFTER INSERT ON item_barcode BEGIN \(indexSearch("id = NEW.item_id")) END"),
    (
      "item_barcode_search_delete_before",
      "BEFORE DELETE ON item_barcode BEGIN \(unindexSearch("id = OLD.item_id")) END"
    ),
    ("item_barcode_search_delete", "AFTER DELETE ON item_barcode BEGIN \(indexSearch("id = OLD.item_id")) END"),
    (
      "item_barcode_search_update_before",
      """
      BEFORE UPDATE OF item_id, code, key ON item_barcode BEGIN
        \(unindexSearch("id IN (OLD.item_id, NEW.item_id)"))
      END
      """
    ),
    (
      "item_barcode_search_update",
      """
      AFTER UPDATE OF item_id, code, key ON item_barcode BEGIN
        \(indexSearch("id IN (OLD.item_id, NEW.item_id)"))
      END
      """
    ),
  ]

  /// The search index as FTS5 external content over `item_search_source`: it kept a copy of every item's name,
  /// barcodes, notes and category name (8 of a 100,000-item database's 63 MiB). Searches read only the index,
  /// as before. It keeps which items hold a term, not where (`detail = none`: 8.9 MiB became 3.4): a search is
  /// words each matched as a prefix anywhere in the item (`ItemQuery.ftsPattern` splits them as the tokenizer
  /// does, so none is a phrase), never a phrase, a column or a rank. Two indexes named `id` as their last
  /// column, which every index already ends with (SQLite appends the rowid): it was stored twice, and the
  /// orders they serve read them the same way.
  static func smallerDatabase(_ db: Database) throws {
    let oldTriggers = [
      "item_search_insert", "item_search_update", "item_search_delete", "item_search_category_rename",
      "item_barcode_search_insert", "item_barcode_search_delete", "item_barcode_search_update",
    ]
    try db.execute(sql: oldTriggers.map { "DROP TRIGGER IF EXISTS \($0);" }.joined(separator: "\n"))
    try db.execute(
      sql: """
        DROP TABLE item_search;
        CREATE VIEW \(searchSource) (id, \(searchColumns)) AS
          SELECT id, name, \(searchedBarcodes(of: "item")), notes,
            coalesce((SELECT name FROM category WHERE category.id = item.category_id), '')
          FROM item;
        CREATE VIRTUAL TABLE item_search USING fts5(
          \(searchColumns),
          content = '\(searchSource)', content_rowid = 'id',
          tokenize = "unicode61 remove_diacritics 2", prefix = '1', columnsize = 0, detail = none
        );
        INSERT INTO item_search (item_search) VALUES ('rebuild');

        DROP INDEX item_by_last_count;
        CREATE INDEX item_by_last_count ON item(coalesce(last_counted_at, -1), sort_key);
        """)
    for trigger in searchTriggers {
      try db.execute(sql: "CREATE TRIGGER \(trigger.name) \(trigger.sql);")
    }
    try rebuildMovements(db)
  }

  /// `undoes_id` was UNIQUE in its column (v1), which SQLite keeps as an index of every movement, nearly all of
  /// them NULL (0.8 of a 100,000-item database's 43 MiB); a partial unique index holds only the movements that
  /// undo one, with the same guarantee, and serves the same look-ups. A column's constraint cannot be dropped,
  /// so the table is built again (a migration runs with foreign keys off), its triggers as they were, its id
  /// sequence kept. The station index holds the id once.
  private static func rebuildMovements(_ db: Database) throws {
    let triggers = try String.fetchAll(
      db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'stock_movement' ORDER BY rowid")
    let sequence = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'stock_movement'")
    let columns = "id, item_id, item_name, delta, reason, source, time, undoes_id, deleted_item_id, station"
    try db.execute(
      sql: """
        CREATE TABLE stock_movement_rebuilt (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          item_id INTEGER REFERENCES item(id) ON DELETE SET NULL,
          item_name TEXT NOT NULL,
          delta INTEGER NOT NULL CHECK (delta <> 0),
          reason TEXT NOT NULL,
          source TEXT NOT NULL,
          time INTEGER NOT NULL,
          undoes_id INTEGER REFERENCES stock_movement(id),   -- unique: stock_movement_undone_once
          deleted_item_id INTEGER,
          station TEXT CHECK (station IS NULL OR length(station) BETWEEN 1 AND 64)
        );
        INSERT INTO stock_movement_rebuilt (\(columns)) SELECT \(columns) FROM stock_movement ORDER BY id;
        DROP TABLE stock_movement;
        ALTER TABLE stock_movement_rebuilt RENAME TO stock_movement;
        CREATE INDEX stock_movement_by_item ON stock_movement(item_id);
        CREATE INDEX stock_movement_by_deleted_item ON stock_movement(deleted_item_id) WHERE deleted_item_id IS NOT NULL;
        CREATE INDEX stock_movement_by_station ON stock_movement(station);
        CREATE UNIQUE INDEX stock_movement_undone_once ON stock_movement(undoes_id) WHERE undoes_id IS NOT NULL;
        """)
    for sql in triggers { try db.execute(sql: sql) }
    let copied = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'stock_movement'")
    if let largest = [sequence, copied].compactMap({ $0 }).max() {
      try db.execute(sql: "DELETE FROM sqlite_sequence WHERE name = 'stock_movement'")
      try db.execute(sql: "INSERT INTO sqlite_sequence (name, seq) VALUES ('stock_movement', ?)", arguments: [largest])
    }
  }
}
