import InventoryCore
import TestSupport
import Testing

extension Store {
  /// The inventory (or another station's) with its custom fields role, which every backend has.
  func fields(station: String? = nil) throws -> any Inventory & CustomFieldInventory {
    let inventory = try station.map { try self.station($0) } ?? self.inventory
    return try #require(inventory as? any Inventory & CustomFieldInventory)
  }

  /// The item's values by field name, as shown (`none` for no value).
  func shownValues(of itemID: Int64) throws -> [String: String] {
    Dictionary(uniqueKeysWithValues: try fields().fieldValues(ofItem: itemID).map { ($0.field.name, $0.shown) })
  }
}

extension Backend {
  /// SQL that takes a database back to the schema before custom fields (v22, v21, v18 and v17 undone and forgotten).
  var beforeCustomFields: String {
    description == "SQLite"
      ? WaveOneDatabase.undoV23 + WaveOneDatabase.undoV22 + WaveOneDatabase.undoV20 + WaveOneDatabase.undoV19
        + WaveOneDatabase.undoV21 + WaveOneDatabase.undoV18 + WaveOneDatabase.undoV17
      : Backend.postgresBeforeFieldSearch + """
        ALTER TABLE stock_session_entry DROP COLUMN location_id, DROP COLUMN lot_batch, DROP COLUMN lot_expiry,
          DROP COLUMN lot_best_before, DROP COLUMN lot_serial;
        ALTER TABLE stock_session DROP COLUMN scope_location_id, DROP COLUMN scope_with_sublocations;
        DELETE FROM stockroom_migrations WHERE name LIKE 'v22:%';
        DROP TABLE stock_alert_delivery; DROP TABLE alert_channel; DROP TABLE stock_alert;
        DELETE FROM stockroom_migrations WHERE name LIKE 'v18:%' OR name LIKE 'v21:%' OR name LIKE 'v19:%';
        DROP TABLE item_field_value; DROP TABLE custom_field; DROP FUNCTION stockroom_custom_field_count_is_limited();
        DELETE FROM stockroom_migrations WHERE name LIKE 'v17:%';
        """
  }
}

extension Backend {
  /// Takes a PostgreSQL database back to before v20 (field values searched and sorted): v8's search words again.
  static let postgresBeforeFieldSearch = """
    DROP INDEX item_field_value_by_value; DROP INDEX item_field_value_by_number;
    DROP TRIGGER item_search_words ON item;
    CREATE TRIGGER item_search_words BEFORE UPDATE OF own_words, barcode_words, category_id ON item
      FOR EACH ROW EXECUTE FUNCTION stockroom_item_search_words();
    CREATE OR REPLACE FUNCTION stockroom_item_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_words := NEW.own_words || NEW.barcode_words
        || coalesce((SELECT words FROM category WHERE id = NEW.category_id), ''::tsvector);
      RETURN NEW;
    END
    $$;
    CREATE OR REPLACE FUNCTION stockroom_category_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE item SET search_words = own_words || barcode_words || NEW.words WHERE category_id = NEW.id;
      RETURN NULL;
    END
    $$;
    DROP FUNCTION stockroom_field_value_search() CASCADE; DROP FUNCTION stockroom_custom_field_search() CASCADE;
    DROP FUNCTION stockroom_field_value_words() CASCADE; DROP FUNCTION stockroom_item_field_words(BIGINT);
    DROP FUNCTION stockroom_value_words(TEXT); DROP FUNCTION stockroom_field_number(TEXT);
    ALTER TABLE item DROP COLUMN field_words; ALTER TABLE item_field_value DROP COLUMN words;
    DELETE FROM stockroom_migrations WHERE name LIKE 'v20:%';
    """
}

/// The custom field error `body` throws, or nil.
func fieldError(_ body: () throws -> Void) -> CustomFieldError? {
  do {
    try body()
    return nil
  } catch { return error as? CustomFieldError }
}
