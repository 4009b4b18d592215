extension PostgresSchema {
  /// The transaction-local setting under which one statement inserts items with their opening stock and those
  /// items' movements together (`PostgresBulkCreationStorage`).
  static let openingStockSetting = "stockroom.opening_stock"

  /// Opening stock in one statement (issue 27). An import into an empty inventory inserted items at 0 and then
  /// their movements, whose row trigger UPDATEd each item (a new version of a row with a dozen indexes, per row):
  /// most of the import's time. With `stockroom.opening_stock` on:
  /// - an item may be inserted with a quantity, and movements inserted meanwhile do not move it again;
  /// - an inserted item's per-row triggers (search words, one code one item) are not run, and the end of the
  ///   statement checks their rules set-wise instead: each code's lock taken (in order) and no extra barcode with
  ///   it; search words = own || barcodes' || category's; quantity = the sum of the item's movements;
  /// - every item a movement went to must then have quantity = the sum of its movements, and those movements
  ///   must be imports.
  /// So the rules of v1, v4 and v9 still hold whoever sets the setting (psql included): the only way to use it
  /// is to insert items and their movements in one statement (a data-modifying WITH), and a statement that gets
  /// one wrong is refused whole. UPDATEs are checked row by row as before, and without the setting nothing
  /// changes.
  static let openingStock = PostgresMigration(
    name: "v13: opening stock in one statement",
    statements: [
      """
      CREATE FUNCTION stockroom_opening_stock() RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
        SELECT coalesce(current_setting('\(openingStockSetting)', true), '') = 'on'
      $$
      """,
      // v1's, v4's and v9's row triggers, each split into its UPDATE (as before) and its INSERT (not with the
      // setting on: the statement trigger below checks the same rules for all rows at once).
      "DROP TRIGGER item_quantity_by_movements ON item",
      """
      CREATE TRIGGER item_quantity_by_movements BEFORE UPDATE OF quantity ON item
        FOR EACH ROW EXECUTE FUNCTION stockroom_quantity_by_movements()
      """,
      """
      CREATE TRIGGER item_quantity_starts_at_zero BEFORE INSERT ON item
        FOR EACH ROW WHEN (NEW.quantity <> 0 AND NOT stockroom_opening_stock())
        EXECUTE FUNCTION stockroom_quantity_by_movements()
      """,
      "DROP TRIGGER item_search_words ON item",
      """
      CREATE TRIGGER item_search_words BEFORE UPDATE OF own_words, barcode_words, category_id ON item
        FOR EACH ROW EXECUTE FUNCTION stockroom_item_search_words()
      """,
      """
      CREATE TRIGGER item_search_words_of_new_item BEFORE INSERT ON item
        FOR EACH ROW WHEN (NOT stockroom_opening_stock()) EXECUTE FUNCTION stockroom_item_search_words()
      """,
      "DROP TRIGGER item_main_barcode_is_no_extra_barcode ON item",
      """
      CREATE TRIGGER item_main_barcode_is_no_extra_barcode BEFORE UPDATE OF barcode_key ON item
        FOR EACH ROW WHEN (NEW.barcode_key IS NOT NULL)
        EXECUTE FUNCTION stockroom_main_barcode_is_no_extra_barcode()
      """,
      """
      CREATE TRIGGER item_new_main_barcode_is_no_extra_barcode BEFORE INSERT ON item
        FOR EACH ROW WHEN (NEW.barcode_key IS NOT NULL AND NOT stockroom_opening_stock())
        EXECUTE FUNCTION stockroom_main_barcode_is_no_extra_barcode()
      """,
      "DROP TRIGGER stock_movement_applies ON stock_movement",
      """
      CREATE TRIGGER stock_movement_applies AFTER INSERT ON stock_movement
        FOR EACH ROW WHEN (NEW.item_id IS NOT NULL AND NOT stockroom_opening_stock())
        EXECUTE FUNCTION stockroom_movement_applies()
      """,
      // Joins over the statement's rows (hash joins for an import): the planner cannot see how many a transition
      // table holds, and a probe per row is what the setting is there to avoid.
      """
      CREATE FUNCTION stockroom_opening_items_keep_the_rules() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(\(barcodeLockClass), bucket) FROM (
          SELECT DISTINCT hashtext(barcode_key) & \(barcodeLockBuckets - 1) AS bucket FROM new_items
          WHERE barcode_key IS NOT NULL ORDER BY 1
        ) buckets;
        IF EXISTS (SELECT 1 FROM new_items n JOIN item_barcode b ON b.key = n.barcode_key) THEN
          RAISE EXCEPTION 'a new item''s barcode is an extra barcode of an item: a code belongs to one item'
            USING ERRCODE = 'unique_violation', CONSTRAINT = 'main_barcode_is_no_extra_barcode';
        END IF;
        IF EXISTS (
          SELECT 1 FROM new_items n LEFT JOIN category c ON c.id = n.category_id
          WHERE n.search_words IS DISTINCT FROM n.own_words || n.barcode_words || coalesce(c.words, ''::tsvector)
        ) THEN
          RAISE EXCEPTION 'opening stock: an item''s search words are its own, its barcodes'' and its category''s'
            USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        IF EXISTS (
          SELECT 1 FROM new_items n LEFT JOIN stock_movement m ON m.item_id = n.id
          GROUP BY n.id HAVING min(n.quantity) <> coalesce(sum(m.delta), 0)
        ) THEN
          RAISE EXCEPTION 'opening stock: an item''s quantity must be the sum of its movements, inserted with it'
            USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NULL;
      END
      $$
      """,
      """
      CREATE TRIGGER item_opening_stock_keeps_the_rules AFTER INSERT ON item
        REFERENCING NEW TABLE AS new_items
        FOR EACH STATEMENT WHEN (stockroom_opening_stock())
        EXECUTE FUNCTION stockroom_opening_items_keep_the_rules()
      """,
      """
      CREATE FUNCTION stockroom_opening_movements_match_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM new_movements WHERE item_id IS NOT NULL AND reason <> 'import')
          OR EXISTS (
            SELECT 1 FROM (SELECT DISTINCT item_id FROM new_movements WHERE item_id IS NOT NULL) moved
            JOIN item i ON i.id = moved.item_id JOIN stock_movement m ON m.item_id = i.id
            GROUP BY i.id HAVING min(i.quantity) <> sum(m.delta)
          ) THEN
          RAISE EXCEPTION 'opening stock: an item''s quantity must be the sum of its movements, inserted with it'
            USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NULL;
      END
      $$
      """,
      """
      CREATE TRIGGER stock_movement_opening_stock_is_its_item AFTER INSERT ON stock_movement
        REFERENCING NEW TABLE AS new_movements
        FOR EACH STATEMENT WHEN (stockroom_opening_stock())
        EXECUTE FUNCTION stockroom_opening_movements_match_items()
      """,
    ])
}
