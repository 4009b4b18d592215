import GRDB
import InventoryCore

/// Migration v15 (issue 23): lots with batch, expiry and serial.
extension Schema {
  static let lotsMigration = "v15: lots with batch, expiry, best-before date and serial"

  /// A lot is a row of stock keyed by item, location and lot details (`lot`): its quantity is kept by the
  /// movements that name it (`stock_movement.lot_id`) exactly as a location's row is by those naming the
  /// location, so the lot's units are also its location's and its item's. Stock without a lot is the rest of
  /// the location's; a removal of it is refused when the rest is too small, and a lot never goes below 0
  /// (CHECK), so nothing is taken from a lot that does not hold it. A movement of a lot names the lot's item and
  /// location. An item without lots has no rows and upgrades without a write.
  ///
  /// A change spanning lots is several movements; each after the first names the first (`part_of_id`), so undo
  /// finds them all. Deleting an item deletes its lots (their movements then name none: a restored item's stock
  /// comes back without lots); deleting a location deletes its lots, which are empty (a location with stock is
  /// never deleted).
  static func lots(_ db: Database) throws {
    let maximum = StockLimits.maximumQuantity
    let text = LotLimits.maximumTextLength
    // `date(x, '+0 days')` rolls a day past the month's end over (2027-02-30 becomes 2027-03-02); `date(x)` alone
    // does not.
    func date(_ column: String) -> String {
      "\(column) TEXT CHECK (\(column) IS NULL OR (date(\(column), '+0 days') IS \(column) AND \(column) BETWEEN "
        + "'\(LotLimits.earliestYear)-01-01' AND '\(LotLimits.latestYear)-12-31'))"
    }
    try db.execute(
      sql: """
        CREATE TABLE lot (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
          location_id INTEGER REFERENCES location(id) ON DELETE CASCADE,  -- NULL: the default location
          batch TEXT CHECK (batch IS NULL OR length(batch) BETWEEN 1 AND \(text)),
          \(date("expiry")),
          \(date("best_before")),
          serial TEXT CHECK (serial IS NULL OR length(serial) BETWEEN 1 AND \(text)),
          received_at INTEGER NOT NULL,             -- Unix epoch milliseconds
          quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity BETWEEN 0 AND \(maximum)),
          CHECK (batch IS NOT NULL OR expiry IS NOT NULL OR best_before IS NOT NULL OR serial IS NOT NULL)
        );
        CREATE UNIQUE INDEX lot_by_item ON lot(
          item_id, coalesce(location_id, 0), coalesce(batch, ''), coalesce(serial, ''), coalesce(expiry, ''),
          coalesce(best_before, ''));
        CREATE INDEX lot_by_use_by ON lot(coalesce(expiry, best_before)) WHERE quantity > 0;
        CREATE INDEX lot_by_location ON lot(location_id);

        ALTER TABLE stock_movement ADD COLUMN lot_id INTEGER;       -- a lot's id; NULL: stock without a lot
        ALTER TABLE stock_movement ADD COLUMN part_of_id INTEGER;   -- the first movement of a change spanning lots
        CREATE INDEX stock_movement_by_lot ON stock_movement(lot_id) WHERE lot_id IS NOT NULL;
        CREATE INDEX stock_movement_parts ON stock_movement(part_of_id) WHERE part_of_id IS NOT NULL;

        CREATE TRIGGER stock_movement_lot_is_its_own BEFORE INSERT ON stock_movement
        WHEN NEW.lot_id IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM lot WHERE id = NEW.lot_id AND item_id IS NEW.item_id AND location_id IS NEW.location_id)
        BEGIN
          SELECT RAISE(ABORT, 'a movement of a lot names the lot''s item and location');
        END;
        CREATE TRIGGER stock_movement_without_lot_holds BEFORE INSERT ON stock_movement
        WHEN NEW.item_id IS NOT NULL AND NEW.lot_id IS NULL AND NEW.delta < 0
          AND EXISTS (SELECT 1 FROM lot WHERE item_id = NEW.item_id AND quantity > 0)
          AND (SELECT quantity FROM item WHERE id = NEW.item_id) + NEW.delta >= 0
          AND CASE WHEN NEW.location_id IS NULL
            THEN (SELECT quantity FROM item WHERE id = NEW.item_id)
              - (SELECT coalesce(sum(quantity), 0) FROM location_stock WHERE item_id = NEW.item_id)
            ELSE (SELECT coalesce(sum(quantity), 0) FROM location_stock
                  WHERE item_id = NEW.item_id AND location_id = NEW.location_id)
            END
            - (SELECT coalesce(sum(quantity), 0) FROM lot WHERE item_id = NEW.item_id AND location_id IS NEW.location_id)
            + NEW.delta < 0
        BEGIN
          SELECT RAISE(ABORT, 'insufficient stock without a lot at the location');
        END;
        CREATE TRIGGER stock_movement_in_lot AFTER INSERT ON stock_movement
        WHEN NEW.item_id IS NOT NULL AND NEW.lot_id IS NOT NULL
        BEGIN
          UPDATE lot SET quantity = quantity + NEW.delta WHERE id = NEW.lot_id;
        END;
        CREATE TRIGGER stock_movement_lot_is_append_only BEFORE UPDATE OF lot_id, part_of_id ON stock_movement
        WHEN NEW.lot_id IS NOT NULL OR NEW.part_of_id IS NOT OLD.part_of_id
        BEGIN
          SELECT RAISE(ABORT, 'stock movements are append-only');
        END;
        CREATE TRIGGER lot_forgets_its_movements AFTER DELETE ON lot BEGIN
          UPDATE stock_movement SET lot_id = NULL WHERE lot_id = OLD.id;
        END;
        """)
  }
}
