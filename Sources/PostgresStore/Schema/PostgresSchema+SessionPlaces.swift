import InventoryCore

extension PostgresSchema {
  /// Where a session entry's units are and which lot (issue 23): the location "here" was set to when it was
  /// scanned (NULL: the default location) and the lot details a GS1 code named (all NULL: stock without a lot),
  /// checked as the lot table checks them. A location can still be deleted once empty: its entries then name
  /// none. Existing entries have no place, as they had none.
  static let sessionPlaces = PostgresMigration(
    name: "v22: locations and lots of session entries, counts of a location",
    statements: [
      """
      ALTER TABLE stock_session_entry
        ADD COLUMN location_id BIGINT REFERENCES location(id) ON DELETE SET NULL,
        ADD COLUMN lot_batch TEXT COLLATE "C" CONSTRAINT stock_session_entry_lot_batch_is_usable
          CHECK (length(lot_batch) BETWEEN 1 AND \(LotLimits.maximumTextLength)),
        ADD COLUMN lot_expiry DATE CONSTRAINT stock_session_entry_lot_expiry_in_range
          CHECK (lot_expiry BETWEEN '\(earliestLotDate)' AND '\(latestLotDate)'),
        ADD COLUMN lot_best_before DATE CONSTRAINT stock_session_entry_lot_best_before_in_range
          CHECK (lot_best_before BETWEEN '\(earliestLotDate)' AND '\(latestLotDate)'),
        ADD COLUMN lot_serial TEXT COLLATE "C" CONSTRAINT stock_session_entry_lot_serial_is_usable
          CHECK (length(lot_serial) BETWEEN 1 AND \(LotLimits.maximumTextLength))
      """,
      // A count of a location (and, with the flag, of those below it). Kept when the location goes: such a
      // count then refuses to commit rather than count everywhere.
      """
      ALTER TABLE stock_session
        ADD COLUMN scope_location_id BIGINT,
        ADD COLUMN scope_with_sublocations BOOLEAN NOT NULL DEFAULT false
      """,
      """
      CREATE INDEX stock_session_entry_by_location ON stock_session_entry (location_id)
        WHERE location_id IS NOT NULL
      """,
    ])
}
