import InventoryCore

extension PostgresSchema {
  /// Every location's label code (`LocationCode`), unique, kept with the location so a printed label names the
  /// same place for good; existing locations get theirs from their id, as new ones do.
  static let locationCodes = PostgresMigration(
    name: "v16: location label codes",
    statements: [
      """
      ALTER TABLE location ADD COLUMN label_code TEXT COLLATE "C"
        CONSTRAINT location_label_code_is_usable CHECK (length(label_code) <= \(LocationLimits.maximumCodeLength))
      """,
      "UPDATE location SET label_code = '\(LocationCode.prefix)' || id",
      "CREATE UNIQUE INDEX location_label_code ON location (label_code)",
    ])
}
