/// SQL that turns a database made now back into what wave 1 (only migration v1) left: no limit triggers,
/// no action journal, no later migration records. Tests use it to open "an older version's" database;
/// a new migration adds its own undoing here.
public enum WaveOneDatabase {
  public static let downgradeSQL = """
    DROP TRIGGER IF EXISTS stock_movement_delta_in_range; DROP TRIGGER IF EXISTS item_quantity_in_range;
    DROP TRIGGER IF EXISTS item_values_in_range_on_insert; DROP TRIGGER IF EXISTS item_values_in_range_on_update;
    DROP TABLE IF EXISTS action;
    DROP INDEX IF EXISTS stock_movement_by_deleted_item; DROP INDEX IF EXISTS scan_by_deleted_item;
    ALTER TABLE stock_movement DROP COLUMN deleted_item_id; ALTER TABLE scan DROP COLUMN deleted_item_id;
    \(undoV14)
    \(undoV13)
    \(undoV12)
    \(undoV11)
    \(undoV10)
    \(undoV9)
    \(undoV8)
    \(undoV7)
    \(undoV6)
    \(undoV5)
    DELETE FROM grdb_migrations WHERE identifier NOT LIKE 'v1:%';
    """
}

extension WaveOneDatabase {
  /// Undoes every migration after v14, newest first: each later migration adds its undoing here, so a test that
  /// goes back to v14 or before starts from a database no newer than that.
  public static let undoAfterV14 = """
    \(undoAfterV15)
    \(undoV15)
    """

  /// Undoes every migration after v15, newest first (a database as lots left it).
  public static let undoAfterV15 = """
    \(undoV23)
    \(undoV22)
    \(undoV20)
    \(undoV19)
    \(undoV21)
    \(undoV18)
    \(undoV17)
    \(undoV16)
    """

  /// Undoes migration v23 alone: items without their own expiry window.
  public static let undoV23 = """
    DROP INDEX IF EXISTS item_by_expiry_window; ALTER TABLE item DROP COLUMN expiry_window_days;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v23:%';
    """

  /// Undoes migration v20 alone: the search index reads an item's notes without its field values again (as v13
  /// made it), rebuilt, no triggers on values and fields keep it, and the values are not indexed for sorting.
  public static let undoV20 = """
    DROP TRIGGER IF EXISTS item_field_value_search_insert_before; DROP TRIGGER IF EXISTS item_field_value_search_insert;
    DROP TRIGGER IF EXISTS item_field_value_search_update_before; DROP TRIGGER IF EXISTS item_field_value_search_update;
    DROP TRIGGER IF EXISTS item_field_value_search_delete_before; DROP TRIGGER IF EXISTS item_field_value_search_delete;
    DROP TRIGGER IF EXISTS custom_field_search_before; DROP TRIGGER IF EXISTS custom_field_search;
    DROP INDEX IF EXISTS item_field_value_by_value; DROP INDEX IF EXISTS item_field_value_by_number;
    DROP VIEW IF EXISTS item_search_source;
    CREATE VIEW item_search_source (id, name, barcode, notes, category) AS
      SELECT id, name, \(searchedBarcodes("item")), notes,
        coalesce((SELECT name FROM category WHERE category.id = item.category_id), '')
      FROM item;
    INSERT INTO item_search (item_search) VALUES ('rebuild');
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v20:%';
    """

  /// Undoes migration v17 alone: no custom fields (a database made by the schema before them).
  public static let undoV17 = """
    DROP TABLE IF EXISTS item_field_value; DROP TABLE IF EXISTS custom_field;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v17:%';
    """

  /// Undoes migration v16 alone: locations without label codes.
  public static let undoV16 = """
    DROP INDEX IF EXISTS location_label_code; ALTER TABLE location DROP COLUMN label_code;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v16:%';
    """

  /// Undoes migration v19 alone (registered after v21): no delivery per alert channel.
  public static let undoV19 = """
    DROP TABLE IF EXISTS stock_alert_delivery; DROP TABLE IF EXISTS alert_channel;
    DROP INDEX IF EXISTS stock_alert_by_raised_at; DELETE FROM grdb_migrations WHERE identifier LIKE 'v19:%';
    """

  /// Undoes migration v22 alone: session entries without a location or lot.
  public static let undoV22 = """
    DROP TRIGGER IF EXISTS location_leaves_session_entries; DROP TRIGGER IF EXISTS stock_session_entry_location_exists;
    DROP INDEX IF EXISTS stock_session_entry_by_location;
    ALTER TABLE stock_session_entry DROP COLUMN location_id; ALTER TABLE stock_session_entry DROP COLUMN lot_batch;
    ALTER TABLE stock_session_entry DROP COLUMN lot_expiry; ALTER TABLE stock_session_entry DROP COLUMN lot_best_before;
    ALTER TABLE stock_session_entry DROP COLUMN lot_serial;
    ALTER TABLE stock_session DROP COLUMN scope_location_id;
    ALTER TABLE stock_session DROP COLUMN scope_with_sublocations;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v22:%';
    """

  /// Undoes migration v21 alone (its table goes with v18's undo): the record that it ran.
  public static let undoV21 = """
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v21:%';
    """

  /// Undoes migration v18 alone: no stock alerts.
  public static let undoV18 = """
    DROP TABLE IF EXISTS stock_alert; DELETE FROM grdb_migrations WHERE identifier LIKE 'v18:%';
    """

  /// Undoes migration v15 alone: no lots, movements without one (a database made by the schema before lots).
  public static let undoV15 = """
    DROP TRIGGER IF EXISTS stock_movement_lot_is_its_own; DROP TRIGGER IF EXISTS stock_movement_without_lot_holds;
    DROP TRIGGER IF EXISTS stock_movement_in_lot; DROP TRIGGER IF EXISTS stock_movement_lot_is_append_only;
    DROP TRIGGER IF EXISTS lot_forgets_its_movements;
    DROP INDEX IF EXISTS stock_movement_by_lot; DROP INDEX IF EXISTS stock_movement_parts;
    ALTER TABLE stock_movement DROP COLUMN lot_id; ALTER TABLE stock_movement DROP COLUMN part_of_id;
    DROP TABLE IF EXISTS lot;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v15:%';
    """

  /// Undoes migration v14 (and every later one, `undoAfterV14`): no locations, no stock per location, movements
  /// without one (a database made by the schema before locations).
  public static let undoV14 = """
    \(undoAfterV14)
    DROP TRIGGER IF EXISTS location_is_not_under_itself; DROP TRIGGER IF EXISTS location_forgets_its_movements;
    DROP TRIGGER IF EXISTS location_is_deleted_empty;
    DROP TRIGGER IF EXISTS stock_movement_location_is_kept; DROP TRIGGER IF EXISTS stock_movement_default_location_holds;
    DROP TRIGGER IF EXISTS stock_movement_places; DROP TRIGGER IF EXISTS stock_movement_places_again;
    DROP TRIGGER IF EXISTS stock_movement_location_is_append_only;
    DROP INDEX IF EXISTS stock_movement_by_location; ALTER TABLE stock_movement DROP COLUMN location_id;
    DROP TABLE IF EXISTS location_stock; DROP TABLE IF EXISTS location;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v14:%';
    """

  /// Undoes migration v13 alone: the search index keeps its own copy of the text again (as v12 left it, with
  /// the triggers of v1 and v8), and two indexes end with the id again. The movements table stays as v13 built
  /// it (its partial unique index of `undoes_id` guarantees what the column's constraint did).
  public static let undoV13 = """
    DROP TRIGGER IF EXISTS item_search_insert; DROP TRIGGER IF EXISTS item_search_update_before;
    DROP TRIGGER IF EXISTS item_search_update; DROP TRIGGER IF EXISTS item_search_delete;
    DROP TRIGGER IF EXISTS item_search_category_rename_before; DROP TRIGGER IF EXISTS item_search_category_rename;
    DROP TRIGGER IF EXISTS item_search_category_delete;
    DROP TRIGGER IF EXISTS item_barcode_search_insert_before; DROP TRIGGER IF EXISTS item_barcode_search_insert;
    DROP TRIGGER IF EXISTS item_barcode_search_delete_before; DROP TRIGGER IF EXISTS item_barcode_search_delete;
    DROP TRIGGER IF EXISTS item_barcode_search_update_before; DROP TRIGGER IF EXISTS item_barcode_search_update;
    DROP TABLE IF EXISTS item_search; DROP VIEW IF EXISTS item_search_source;
    CREATE VIRTUAL TABLE item_search USING fts5(
      name, barcode, notes, category,
      tokenize = "unicode61 remove_diacritics 2", prefix = '1', columnsize = 0
    );
    INSERT INTO item_search (rowid, name, barcode, notes, category)
      SELECT id, name, \(searchedBarcodes("item")), notes,
        coalesce((SELECT name FROM category WHERE category.id = item.category_id), '')
      FROM item;
    CREATE TRIGGER item_search_insert AFTER INSERT ON item BEGIN
      INSERT INTO item_search(rowid, name, barcode, notes, category) VALUES (
        NEW.id, NEW.name, \(searchedBarcodes("NEW")), NEW.notes,
        coalesce((SELECT name FROM category WHERE id = NEW.category_id), ''));
    END;
    CREATE TRIGGER item_search_update AFTER UPDATE OF name, barcode, barcode_key, notes, category_id ON item BEGIN
      UPDATE item_search SET
        name = NEW.name,
        barcode = \(searchedBarcodes("NEW")),
        notes = NEW.notes,
        category = coalesce((SELECT name FROM category WHERE id = NEW.category_id), '')
      WHERE rowid = NEW.id;
    END;
    CREATE TRIGGER item_search_delete AFTER DELETE ON item BEGIN
      DELETE FROM item_search WHERE rowid = OLD.id;
    END;
    CREATE TRIGGER item_search_category_rename AFTER UPDATE OF name ON category BEGIN
      UPDATE item_search SET category = NEW.name WHERE rowid IN (SELECT id FROM item WHERE category_id = NEW.id);
    END;
    CREATE TRIGGER item_barcode_search_insert AFTER INSERT ON item_barcode BEGIN
      UPDATE item_search SET barcode = (SELECT \(searchedBarcodes("item")) FROM item WHERE id = NEW.item_id)
      WHERE rowid = NEW.item_id;
    END;
    CREATE TRIGGER item_barcode_search_delete AFTER DELETE ON item_barcode BEGIN
      UPDATE item_search SET barcode = (SELECT \(searchedBarcodes("item")) FROM item WHERE id = OLD.item_id)
      WHERE rowid = OLD.item_id;
    END;
    CREATE TRIGGER item_barcode_search_update AFTER UPDATE OF item_id, code, key ON item_barcode BEGIN
      UPDATE item_search SET barcode = (SELECT \(searchedBarcodes("item")) FROM item WHERE id = OLD.item_id)
      WHERE rowid = OLD.item_id;
      UPDATE item_search SET barcode = (SELECT \(searchedBarcodes("item")) FROM item WHERE id = NEW.item_id)
      WHERE rowid = NEW.item_id;
    END;
    DROP INDEX IF EXISTS item_by_last_count;
    CREATE INDEX item_by_last_count ON item(coalesce(last_counted_at, -1), sort_key, id);
    DROP INDEX IF EXISTS stock_movement_by_station; CREATE INDEX stock_movement_by_station ON stock_movement(station, id);
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v13:%';
    """

  /// What v8 to v12 index as an item's barcodes for the item row `row` (as `Schema.searchedBarcodes(of:)`).
  static func searchedBarcodes(_ row: String) -> String {
    """
    coalesce(\(row).barcode, '') || ' ' || coalesce(\(row).barcode_key, '')
      || coalesce((SELECT group_concat(' ' || code || ' ' || key, '') FROM item_barcode
                   WHERE item_barcode.item_id = \(row).id), '')
    """
  }

  /// Undoes migration v12 alone (kept totals and the name-order version, with their triggers).
  public static let undoV12 = """
    DROP TRIGGER IF EXISTS item_totals_on_insert; DROP TRIGGER IF EXISTS item_totals_on_delete;
    DROP TRIGGER IF EXISTS item_totals_on_update; DROP TABLE IF EXISTS item_totals;
    DROP TRIGGER IF EXISTS item_order_on_insert; DROP TRIGGER IF EXISTS item_order_on_delete;
    DROP TRIGGER IF EXISTS item_order_on_rename; DROP TABLE IF EXISTS item_order_version;
    DROP INDEX IF EXISTS item_with_stored_value_problem;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v12:%';
    """

  /// Undoes migration v11 alone (operation ids).
  public static let undoV11 = """
    DROP TABLE IF EXISTS operation; DELETE FROM grdb_migrations WHERE identifier LIKE 'v11:%';
    """

  /// Undoes migration v10 alone (its indexes; the sort keys it recomputed stay, as good as any older ones).
  public static let undoV10 = """
    DROP INDEX IF EXISTS item_by_minimum; DROP INDEX IF EXISTS item_by_barcode;
    DROP INDEX IF EXISTS item_without_barcode; DROP INDEX IF EXISTS item_without_price;
    DROP INDEX IF EXISTS item_by_quantity; CREATE INDEX item_by_quantity ON item(quantity);
    DROP INDEX IF EXISTS item_low_stock;
    CREATE INDEX item_low_stock ON item(minimum_quantity - quantity) WHERE quantity < minimum_quantity;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v10:%';
    """

  /// Undoes migration v9 alone (stock sessions and items' last-counted time).
  public static let undoV9 = """
    DROP TABLE IF EXISTS stock_session_choice; DROP TABLE IF EXISTS stock_session_entry;
    DROP TABLE IF EXISTS stock_session; DROP INDEX IF EXISTS item_by_last_count;
    ALTER TABLE item DROP COLUMN last_counted_at; DELETE FROM grdb_migrations WHERE identifier LIKE 'v9:%';
    """

  /// Undoes migration v7 alone (the station columns of movements and scans).
  public static let undoV7 = """
    DROP INDEX IF EXISTS stock_movement_by_station; DROP INDEX IF EXISTS scan_by_station;
    ALTER TABLE stock_movement DROP COLUMN station; ALTER TABLE scan DROP COLUMN station;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v7:%';
    """

  /// Undoes migration v6 alone (the created-codes list).
  public static let undoV6 = """
    DROP TABLE IF EXISTS created_code; DELETE FROM grdb_migrations WHERE identifier LIKE 'v6:%';
    """

  /// Undoes migration v5 alone (GS1 columns of scans), for tests of an earlier migration on a newer file.
  public static let undoV5 = """
    ALTER TABLE scan DROP COLUMN gs1; ALTER TABLE scan DROP COLUMN gtin; ALTER TABLE scan DROP COLUMN expiry;
    ALTER TABLE scan DROP COLUMN best_before; ALTER TABLE scan DROP COLUMN batch; ALTER TABLE scan DROP COLUMN serial;
    ALTER TABLE scan DROP COLUMN unit_count; DELETE FROM grdb_migrations WHERE identifier LIKE 'v5:%';
    """
}

extension WaveOneDatabase {
  /// Undoes migration v8 alone (extra barcodes): their table and triggers go, and the search triggers are put
  /// back as v1 made them.
  public static let undoV8 = """
    DROP TABLE IF EXISTS item_barcode;
    DROP TRIGGER IF EXISTS item_main_barcode_is_no_extra_barcode;
    DROP TRIGGER IF EXISTS item_main_barcode_key_is_no_extra_barcode;
    DROP TRIGGER IF EXISTS item_search_insert;
    CREATE TRIGGER item_search_insert AFTER INSERT ON item BEGIN
      INSERT INTO item_search(rowid, name, barcode, notes, category) VALUES (
        NEW.id, NEW.name, coalesce(NEW.barcode, '') || ' ' || coalesce(NEW.barcode_key, ''), NEW.notes,
        coalesce((SELECT name FROM category WHERE id = NEW.category_id), ''));
    END;
    DROP TRIGGER IF EXISTS item_search_update;
    CREATE TRIGGER item_search_update AFTER UPDATE OF name, barcode, barcode_key, notes, category_id ON item BEGIN
      UPDATE item_search SET
        name = NEW.name,
        barcode = coalesce(NEW.barcode, '') || ' ' || coalesce(NEW.barcode_key, ''),
        notes = NEW.notes,
        category = coalesce((SELECT name FROM category WHERE id = NEW.category_id), '')
      WHERE rowid = NEW.id;
    END;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v8:%';
    """
}
