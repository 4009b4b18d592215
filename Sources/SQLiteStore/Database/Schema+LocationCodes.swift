import GRDB
import InventoryCore

/// Migration v16 (issue 23): every location's label code (`LocationCode`), unique, kept with the location so
/// a printed label names the same place for good. Existing locations get theirs from their id, as new ones do.
extension Schema {
  static let locationCodesMigration = "v16: location label codes"

  static func locationCodes(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE location ADD COLUMN label_code TEXT
          CHECK (label_code IS NULL OR length(label_code) <= \(LocationLimits.maximumCodeLength));
        UPDATE location SET label_code = '\(LocationCode.prefix)' || id;
        CREATE UNIQUE INDEX location_label_code ON location(label_code);
        """)
  }
}
