import GRDB
import InventoryCore

/// Migration v14 (issue 23): a tree of locations and each item's stock at them.
extension Schema {
  static let locationsMigration = "v14: locations and stock per location"

  /// The stock of an item at a location other than the default is a row of `location_stock`, kept by the
  /// movements as `item.quantity` is: a movement names its location (`location_id`, NULL for the default), and
  /// the triggers below apply it to that row. The default location holds the rest (`item.quantity` minus the
  /// rows), so an inventory that never uses locations has no rows, upgrades without rewriting a movement or an
  /// item, and scans without an extra write; a removal there is refused when the rest is too small. A row
  /// never goes below 0 (CHECK), so nothing can be taken from where it is not.
  ///
  /// The tree: a parent is a location (RESTRICT: only an empty location is deleted), and an update of a parent
  /// refuses to put a location under itself or its own descendants. Names are unique among siblings ignoring
  /// case (`name_key`), codes unique. Deleting a location sets its movements' location to none (a trigger, not a
  /// foreign key: SQLite cannot add one to an existing table's new column and still drop it, which an older
  /// version's file made by tests needs): an item deleted with stock there and restored later gets that stock
  /// back at the default location.
  /// Applies movement `NEW` to its location's row. Not an upsert: SQLite checks the row an upsert would insert
  /// (a negative quantity for a removal) before it sees the conflict that makes it an update.
  static let placeSQL = """
    UPDATE location_stock SET quantity = quantity + NEW.delta
      WHERE item_id = NEW.item_id AND location_id = NEW.location_id;
    INSERT INTO location_stock (item_id, location_id, quantity) SELECT NEW.item_id, NEW.location_id, NEW.delta
      WHERE NOT EXISTS (SELECT 1 FROM location_stock WHERE item_id = NEW.item_id AND location_id = NEW.location_id);
    """

  static func locations(_ db: Database) throws {
    let maximum = StockLimits.maximumQuantity
    try db.execute(
      sql: """
        CREATE TABLE location (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= \(LocationLimits.maximumNameLength)),
          name_key TEXT NOT NULL,                   -- Location.nameKey: unique among siblings
          code TEXT UNIQUE CHECK (code IS NULL OR length(code) BETWEEN 1 AND \(LocationLimits.maximumCodeLength)),
          notes TEXT NOT NULL DEFAULT '' CHECK (length(notes) <= \(LocationLimits.maximumNotesLength)),
          parent_id INTEGER REFERENCES location(id) ON DELETE RESTRICT CHECK (parent_id <> id),
          is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1))
        );
        CREATE UNIQUE INDEX location_name_among_siblings ON location(coalesce(parent_id, 0), name_key);
        CREATE UNIQUE INDEX location_one_default ON location(is_default) WHERE is_default = 1;
        CREATE INDEX location_by_parent ON location(parent_id);
        INSERT INTO location (name, name_key, is_default) VALUES ('Default', 'default', 1);
        CREATE TRIGGER location_is_not_under_itself BEFORE UPDATE OF parent_id ON location
        WHEN NEW.parent_id IS NOT NULL AND EXISTS (
          SELECT 1 FROM (
            WITH RECURSIVE above(id) AS (
              SELECT NEW.parent_id UNION SELECT l.parent_id FROM location l JOIN above ON l.id = above.id
              WHERE l.parent_id IS NOT NULL)
            SELECT id FROM above) WHERE id = NEW.id)
        BEGIN
          SELECT RAISE(ABORT, 'a location cannot be moved under itself or its own sub-locations');
        END;

        CREATE TABLE location_stock (
          item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
          location_id INTEGER NOT NULL REFERENCES location(id) ON DELETE RESTRICT,
          quantity INTEGER NOT NULL CHECK (quantity BETWEEN 0 AND \(maximum)),
          PRIMARY KEY (item_id, location_id)
        ) WITHOUT ROWID;
        CREATE INDEX location_stock_by_location ON location_stock(location_id, item_id);

        ALTER TABLE stock_movement ADD COLUMN location_id INTEGER;   -- a location's id; NULL: the default
        CREATE INDEX stock_movement_by_location ON stock_movement(location_id) WHERE location_id IS NOT NULL;

        CREATE TRIGGER stock_movement_location_is_kept BEFORE INSERT ON stock_movement
        WHEN NEW.location_id IS NOT NULL
          AND coalesce((SELECT is_default FROM location WHERE id = NEW.location_id), 1) = 1
        BEGIN
          SELECT RAISE(ABORT, 'a movement names a location other than the default, or none');
        END;
        CREATE TRIGGER location_is_deleted_empty BEFORE DELETE ON location
        WHEN OLD.is_default = 1 OR EXISTS (SELECT 1 FROM location WHERE parent_id = OLD.id)
          OR EXISTS (SELECT 1 FROM location_stock WHERE location_id = OLD.id AND quantity > 0)
        BEGIN
          SELECT RAISE(ABORT, 'only an empty location other than the default can be deleted');
        END;
        CREATE TRIGGER location_forgets_its_movements AFTER DELETE ON location BEGIN
          UPDATE stock_movement SET location_id = NULL WHERE location_id = OLD.id;
        END;
        CREATE TRIGGER stock_movement_default_location_holds BEFORE INSERT ON stock_movement
        WHEN NEW.item_id IS NOT NULL AND NEW.location_id IS NULL AND NEW.delta < 0
          AND (SELECT quantity FROM item WHERE id = NEW.item_id) + NEW.delta
            < (SELECT coalesce(sum(quantity), 0) FROM location_stock WHERE item_id = NEW.item_id)
          AND (SELECT quantity FROM item WHERE id = NEW.item_id) + NEW.delta >= 0
        BEGIN
          SELECT RAISE(ABORT, 'insufficient stock at the default location');
        END;
        CREATE TRIGGER stock_movement_places AFTER INSERT ON stock_movement
        WHEN NEW.item_id IS NOT NULL AND NEW.location_id IS NOT NULL
        BEGIN
          \(placeSQL)
        END;
        CREATE TRIGGER stock_movement_places_again AFTER UPDATE OF item_id ON stock_movement
        WHEN OLD.item_id IS NULL AND NEW.item_id IS NOT NULL AND NEW.location_id IS NOT NULL
        BEGIN
          \(placeSQL)
        END;
        CREATE TRIGGER stock_movement_location_is_append_only BEFORE UPDATE OF location_id ON stock_movement
        WHEN NEW.location_id IS NOT NULL
        BEGIN
          SELECT RAISE(ABORT, 'stock movements are append-only');
        END;
        """)
  }
}
