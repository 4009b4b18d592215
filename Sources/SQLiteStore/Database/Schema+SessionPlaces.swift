import GRDB
import InventoryCore

/// Migration v22 (issue 23): where a session entry's units are and which lot, and counts of a location.
extension Schema {
  static let sessionPlacesMigration = "v22: locations and lots of session entries, counts of a location"

  /// A session entry keeps the location "here" was set to when it was scanned (NULL: the default location) and
  /// the lot a GS1 code named (batch, expiry, best-before date, serial; all NULL: stock without a lot), checked as
  /// the lot table checks them. A location with entries pointing at it can still be deleted once it is empty:
  /// the entries then name none (the default location; a trigger, as SQLite cannot add a column whose foreign
  /// key sets NULL and still drop it). Existing entries have no place, as they had none.
  static func sessionPlaces(_ db: Database) throws {
    let text = LotLimits.maximumTextLength
    // As v15's lot table: `date(x, '+0 days')` rolls a day past the month's end over, `date(x)` alone does not.
    func date(_ column: String) -> String {
      "\(column) TEXT CHECK (\(column) IS NULL OR (date(\(column), '+0 days') IS \(column) AND \(column) BETWEEN "
        + "'\(LotLimits.earliestYear)-01-01' AND '\(LotLimits.latestYear)-12-31'))"
    }
    try db.execute(
      sql: """
        ALTER TABLE stock_session_entry ADD COLUMN location_id INTEGER;  -- a location's id; NULL: the default
        ALTER TABLE stock_session_entry ADD COLUMN lot_batch TEXT
          CHECK (lot_batch IS NULL OR length(lot_batch) BETWEEN 1 AND \(text));
        ALTER TABLE stock_session_entry ADD COLUMN \(date("lot_expiry"));
        ALTER TABLE stock_session_entry ADD COLUMN \(date("lot_best_before"));
        ALTER TABLE stock_session_entry ADD COLUMN lot_serial TEXT
          CHECK (lot_serial IS NULL OR length(lot_serial) BETWEEN 1 AND \(text));
        -- A count of a location (and, with the flag, of those below it). Kept when the location goes: such a count
        -- then refuses to commit rather than count everywhere.
        ALTER TABLE stock_session ADD COLUMN scope_location_id INTEGER;
        ALTER TABLE stock_session ADD COLUMN scope_with_sublocations INTEGER NOT NULL DEFAULT 0
          CHECK (scope_with_sublocations IN (0, 1));
        CREATE INDEX stock_session_entry_by_location ON stock_session_entry(location_id)
          WHERE location_id IS NOT NULL;
        CREATE TRIGGER location_leaves_session_entries AFTER DELETE ON location
        BEGIN
          UPDATE stock_session_entry SET location_id = NULL WHERE location_id = OLD.id;
        END;
        CREATE TRIGGER stock_session_entry_location_exists BEFORE INSERT ON stock_session_entry
        WHEN NEW.location_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM location WHERE id = NEW.location_id)
        BEGIN
          SELECT RAISE(ABORT, 'a session entry''s location must exist');
        END;
        """)
  }

  /// False on a file still waiting for v22, opened for reading where it cannot be upgraded: entries have no place.
  static func hasSessionPlaces(_ db: Database) throws -> Bool {
    try db.columns(in: "stock_session_entry").contains { $0.name == "lot_serial" }
  }
}
