import GRDB
import InventoryCore

/// Migration v12 (issue 27): the inventory's totals kept by category, a version of the name order, an index of
/// the items whose stored values are out of range, and a smaller search index.
extension Schema {
  static let keptTotalsMigration = "v12: totals kept by category, a name-order version, a smaller search index"

  /// Splits an item's value (`quantity × price_minor`, at most 10^18 within `StockLimits`) in two parts whose
  /// sums stay in 64 bits until about 9 × 10^9 items: `value / 10^9` and `value % 10^9` (the reader joins them
  /// in 128 bits).
  static let valueSplit = 1_000_000_000

  /// `item_totals` holds, per category (0 for items without one), how many items, units and how much value
  /// there are, kept by triggers on every write that changes them (a foreign key setting `category_id` to NULL
  /// fires them too). Counting and summing a million items took 0.2-1.1 s on every start-up, every change of
  /// category filter and every change to the database; reading these rows costs the number of categories.
  /// `item_order_version` moves when an item is added, removed or renamed (not when its stock changes), so the
  /// search's name ranks (`NameOrderCache`) outlive scans.
  static func keptTotals(_ db: Database) throws {
    let value = { (row: String) in "coalesce(\(row).quantity * \(row).price_minor, 0)" }
    let upsert = { (row: String, sign: String) in
      """
      INSERT INTO item_totals (category_key, items, units, value_billions, value_rest)
        VALUES (coalesce(\(row).category_id, 0), \(sign)1, \(sign)\(row).quantity,
          \(sign)(\(value(row)) / \(valueSplit)), \(sign)(\(value(row)) % \(valueSplit)))
        ON CONFLICT (category_key) DO UPDATE SET items = items + excluded.items, units = units + excluded.units,
          value_billions = value_billions + excluded.value_billions, value_rest = value_rest + excluded.value_rest;
      """
    }
    try db.execute(
      sql: """
        CREATE TABLE item_totals (
          category_key INTEGER PRIMARY KEY,         -- category.id; 0 for items without a category
          items INTEGER NOT NULL,
          units INTEGER NOT NULL,                   -- Σ quantity
          value_billions INTEGER NOT NULL,          -- Σ (quantity × price_minor) / 10^9
          value_rest INTEGER NOT NULL               -- Σ (quantity × price_minor) % 10^9
        );
        \(rebuildTotalsSQL)
        CREATE TRIGGER item_totals_on_insert AFTER INSERT ON item BEGIN
          \(upsert("NEW", ""))
        END;
        CREATE TRIGGER item_totals_on_delete AFTER DELETE ON item BEGIN
          \(upsert("OLD", "-"))
        END;
        CREATE TRIGGER item_totals_on_update AFTER UPDATE OF quantity, price_minor, category_id ON item BEGIN
          \(upsert("OLD", "-"))
          \(upsert("NEW", ""))
        END;

        CREATE INDEX item_with_stored_value_problem ON item(id) WHERE \(storedValueProblem);

        CREATE TABLE item_order_version (version INTEGER NOT NULL);
        INSERT INTO item_order_version VALUES (0);
        CREATE TRIGGER item_order_on_insert AFTER INSERT ON item BEGIN
          UPDATE item_order_version SET version = version + 1;
        END;
        CREATE TRIGGER item_order_on_delete AFTER DELETE ON item BEGIN
          UPDATE item_order_version SET version = version + 1;
        END;
        CREATE TRIGGER item_order_on_rename AFTER UPDATE OF sort_key ON item WHEN OLD.sort_key IS NOT NEW.sort_key
        BEGIN
          UPDATE item_order_version SET version = version + 1;
        END;
        """)
    try smallerSearchIndex(db)
  }

  /// The search index again, with one prefix index instead of three and no column sizes: a million items' index
  /// took 201 MiB (122 of them the 1-, 2- and 3-character prefix indexes), now 140. A one-letter search still
  /// reads its prefix index (30 ms for a million matches); two and three letters read a range of the terms
  /// (a few ms), and nothing ranks matches by length (the list orders them). The triggers that keep it
  /// (v1, v8) name the table, so they stay as they are; the rows are indexed again as the bulk import does.
  static func smallerSearchIndex(_ db: Database) throws {
    try db.execute(
      sql: """
        DROP TABLE item_search;
        CREATE VIRTUAL TABLE item_search USING fts5(
          name, barcode, notes, category,
          tokenize = "unicode61 remove_diacritics 2", prefix = '1', columnsize = 0
        );
        INSERT INTO item_search (rowid, name, barcode, notes, category)
        SELECT id, name, \(searchedBarcodes(of: "item")), notes,
          coalesce((SELECT name FROM category WHERE category.id = item.category_id), '')
        FROM item;
        """)
  }

  /// An item row holding a value outside `StockLimits` (or not an integer): what an older version or another
  /// program may have written. Every start-up and command looks for such rows (to warn), which read every row
  /// (0.26 s at a million items); the partial index holds only them.
  static let storedValueProblem: String = {
    func outside(_ column: String, _ high: Int64, nullable: Bool) -> String {
      let check = "typeof(\(column)) <> 'integer' OR \(column) NOT BETWEEN 0 AND \(high)"
      return nullable ? "(\(column) IS NOT NULL AND (\(check)))" : "(\(check))"
    }
    let quantity = Int64(StockLimits.maximumQuantity)
    return """
      \(outside("quantity", quantity, nullable: false)) OR \(outside("minimum_quantity", quantity, nullable: false))
        OR \(outside("target_quantity", quantity, nullable: true))
        OR \(outside("price_minor", StockLimits.maximumPriceMinorUnits, nullable: true))
      """
  }()

  /// Recomputes `item_totals` from the items (the migration, and the health check's repair).
  static let rebuildTotalsSQL = """
    DELETE FROM item_totals;
    INSERT INTO item_totals (category_key, items, units, value_billions, value_rest)
      SELECT coalesce(category_id, 0), count(*), coalesce(sum(quantity), 0),
        coalesce(sum(coalesce(quantity * price_minor, 0) / \(valueSplit)), 0),
        coalesce(sum(coalesce(quantity * price_minor, 0) % \(valueSplit)), 0)
      FROM item GROUP BY coalesce(category_id, 0);
    """
}
