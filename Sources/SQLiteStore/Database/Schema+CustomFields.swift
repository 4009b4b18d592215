import GRDB
import InventoryCore

/// Migration v17 (issue 24): the shop's own fields and each item's values of them.
extension Schema {
  static let customFieldsMigration = "v17: custom fields"

  /// A field is a row of `custom_field`; its kind's details are columns (a number's unit and range, a choice's
  /// list, one choice a line). A removed field keeps its row (`removed_at`) and its values, so the removal can be
  /// undone; names are unique among the fields in use, ignoring case. A value is canonical text
  /// (`CustomFieldKind.canonicalValue`), one row per item and field, deleted with either. Deleting a category
  /// makes its fields every item's (SET NULL) rather than dropping their values. `CustomFieldLimits` are
  /// checked again here.
  static func customFields(_ db: Database) throws {
    typealias Limits = CustomFieldLimits
    let choicesLength = Limits.maximumChoices * (Limits.maximumChoiceLength + 1)
    try db.execute(
      sql: """
        CREATE TABLE custom_field (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= \(Limits.maximumNameLength)),
          name_key TEXT NOT NULL,                   -- CustomField.nameKey
          kind TEXT NOT NULL CHECK (kind IN ('text', 'number', 'date', 'yesno', 'choice')),
          unit TEXT CHECK (unit IS NULL OR length(unit) BETWEEN 1 AND \(Limits.maximumUnitLength)),
          minimum TEXT CHECK (minimum IS NULL OR length(minimum) <= \(Limits.maximumDigits + 2)),
          maximum TEXT CHECK (maximum IS NULL OR length(maximum) <= \(Limits.maximumDigits + 2)),
          choices TEXT NOT NULL DEFAULT '' CHECK (length(choices) <= \(choicesLength)),
          category_id INTEGER REFERENCES category(id) ON DELETE SET NULL,
          required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
          default_value TEXT CHECK (default_value IS NULL OR length(default_value) BETWEEN 1 AND \(Limits.maximumValueLength)),
          position INTEGER NOT NULL,
          removed_at INTEGER                        -- Unix epoch milliseconds; NULL: in use
        );
        CREATE UNIQUE INDEX custom_field_name_in_use ON custom_field(name_key) WHERE removed_at IS NULL;
        CREATE TRIGGER custom_field_count_is_limited BEFORE INSERT ON custom_field
        WHEN NEW.removed_at IS NULL
          AND (SELECT count(*) FROM custom_field WHERE removed_at IS NULL) >= \(Limits.maximumFields)
        BEGIN
          SELECT RAISE(ABORT, 'an inventory has at most \(Limits.maximumFields) fields');
        END;
        CREATE TRIGGER custom_field_restore_is_limited BEFORE UPDATE OF removed_at ON custom_field
        WHEN NEW.removed_at IS NULL AND OLD.removed_at IS NOT NULL
          AND (SELECT count(*) FROM custom_field WHERE removed_at IS NULL) >= \(Limits.maximumFields)
        BEGIN
          SELECT RAISE(ABORT, 'an inventory has at most \(Limits.maximumFields) fields');
        END;

        CREATE TABLE item_field_value (
          item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
          field_id INTEGER NOT NULL REFERENCES custom_field(id) ON DELETE CASCADE,
          value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND \(Limits.maximumValueLength)),
          PRIMARY KEY (item_id, field_id)
        ) WITHOUT ROWID;
        CREATE INDEX item_field_value_by_field ON item_field_value(field_id);
        """)
  }
}
