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
    \(undoV9)
    \(undoV7)
    \(undoV6)
    \(undoV5)
    DELETE FROM grdb_migrations WHERE identifier NOT LIKE 'v1:%';
    """
}

extension WaveOneDatabase {
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
