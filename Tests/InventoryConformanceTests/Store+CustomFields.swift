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
      ? WaveOneDatabase.undoV22 + WaveOneDatabase.undoV21 + WaveOneDatabase.undoV18 + WaveOneDatabase.undoV17
      : """
      ALTER TABLE stock_session_entry DROP COLUMN location_id, DROP COLUMN lot_batch, DROP COLUMN lot_expiry,
        DROP COLUMN lot_best_before, DROP COLUMN lot_serial;
      ALTER TABLE stock_session DROP COLUMN scope_location_id, DROP COLUMN scope_with_sublocations;
      DELETE FROM stockroom_migrations WHERE name LIKE 'v22:%';
      DROP TABLE stock_alert; DELETE FROM stockroom_migrations WHERE name LIKE 'v18:%' OR name LIKE 'v21:%';
      DROP TABLE item_field_value; DROP TABLE custom_field; DROP FUNCTION stockroom_custom_field_count_is_limited();
      DELETE FROM stockroom_migrations WHERE name LIKE 'v17:%';
      """
  }
}

/// The custom field error `body` throws, or nil.
func fieldError(_ body: () throws -> Void) -> CustomFieldError? {
  do {
    try body()
    return nil
  } catch { return error as? CustomFieldError }
}
