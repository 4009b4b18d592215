import GRDB
import InventoryCore

/// Migration v8 (issue 12): an item's extra barcodes, each with the units one scan of it counts. A code belongs
/// to at most one item, as its main barcode (`item.barcode_key`, unique) or as an extra one
/// (`item_barcode.key`, unique): triggers refuse a key that is already the other kind, for every writer. An
/// item's extra barcodes go with it when it is deleted (the journal keeps them for an undo), and search finds
/// an item by them as by its main barcode.
extension Schema {
  static let extraBarcodesMigration = "v8: extra barcodes"

  /// The text search indexes as an item's barcodes for the item row `row` (`NEW` in a trigger, `item` in a
  /// query): its main barcode as given and as key, then each extra one's.
  static func searchedBarcodes(of row: String) -> String {
    """
    coalesce(\(row).barcode, '') || ' ' || coalesce(\(row).barcode_key, '')
      || coalesce((SELECT group_concat(' ' || code || ' ' || key, '') FROM item_barcode
                   WHERE item_barcode.item_id = \(row).id), '')
    """
  }

  static func extraBarcodes(_ db: Database) throws {
    let taken = "RAISE(ABORT, 'barcode taken: a code belongs to one item, as its main barcode or an extra one')"
    try db.execute(
      sql: """
        CREATE TABLE item_barcode (
          id INTEGER PRIMARY KEY,                   -- the order an item's extra barcodes were added in
          item_id INTEGER NOT NULL REFERENCES item(id) ON DELETE CASCADE,
          code TEXT NOT NULL CHECK (length(code) > 0),     -- as given; text, never a number
          key TEXT NOT NULL UNIQUE,                 -- ProductCode.key: one product, one item
          units_per_scan INTEGER NOT NULL DEFAULT 1
            CHECK (typeof(units_per_scan) = 'integer'
              AND units_per_scan BETWEEN 1 AND \(ItemBarcode.maximumUnitsPerScan)),
          label TEXT NOT NULL DEFAULT '' CHECK (length(CAST(label AS BLOB)) <= \(ItemBarcode.maximumLabelBytes))
        );
        CREATE INDEX item_barcode_by_item ON item_barcode(item_id, id);

        CREATE TRIGGER item_barcode_is_no_main_barcode BEFORE INSERT ON item_barcode
        WHEN EXISTS (SELECT 1 FROM item WHERE barcode_key = NEW.key)
        BEGIN
          SELECT \(taken);
        END;
        CREATE TRIGGER item_barcode_key_is_no_main_barcode BEFORE UPDATE OF key ON item_barcode
        WHEN EXISTS (SELECT 1 FROM item WHERE barcode_key = NEW.key)
        BEGIN
          SELECT \(taken);
        END;
        CREATE TRIGGER item_main_barcode_is_no_extra_barcode BEFORE INSERT ON item
        WHEN NEW.barcode_key IS NOT NULL AND EXISTS (SELECT 1 FROM item_barcode WHERE key = NEW.barcode_key)
        BEGIN
          SELECT \(taken);
        END;
        CREATE TRIGGER item_main_barcode_key_is_no_extra_barcode BEFORE UPDATE OF barcode_key ON item
        WHEN NEW.barcode_key IS NOT NULL AND EXISTS (SELECT 1 FROM item_barcode WHERE key = NEW.barcode_key)
        BEGIN
          SELECT \(taken);
        END;

        DROP TRIGGER item_search_insert;
        CREATE TRIGGER item_search_insert AFTER INSERT ON item BEGIN
          INSERT INTO item_search(rowid, name, barcode, notes, category) VALUES (
            NEW.id, NEW.name, \(searchedBarcodes(of: "NEW")), NEW.notes,
            coalesce((SELECT name FROM category WHERE id = NEW.category_id), ''));
        END;
        DROP TRIGGER item_search_update;
        CREATE TRIGGER item_search_update AFTER UPDATE OF name, barcode, barcode_key, notes, category_id ON item BEGIN
          UPDATE item_search SET
            name = NEW.name,
            barcode = \(searchedBarcodes(of: "NEW")),
            notes = NEW.notes,
            category = coalesce((SELECT name FROM category WHERE id = NEW.category_id), '')
          WHERE rowid = NEW.id;
        END;
        CREATE TRIGGER item_barcode_search_insert AFTER INSERT ON item_barcode BEGIN
          UPDATE item_search SET barcode = (SELECT \(searchedBarcodes(of: "item")) FROM item WHERE id = NEW.item_id)
          WHERE rowid = NEW.item_id;
        END;
        CREATE TRIGGER item_barcode_search_delete AFTER DELETE ON item_barcode BEGIN
          UPDATE item_search SET barcode = (SELECT \(searchedBarcodes(of: "item")) FROM item WHERE id = OLD.item_id)
          WHERE rowid = OLD.item_id;
        END;
        CREATE TRIGGER item_barcode_search_update AFTER UPDATE OF item_id, code, key ON item_barcode BEGIN
          UPDATE item_search SET barcode = (SELECT \(searchedBarcodes(of: "item")) FROM item WHERE id = OLD.item_id)
          WHERE rowid = OLD.item_id;
          UPDATE item_search SET barcode = (SELECT \(searchedBarcodes(of: "item")) FROM item WHERE id = NEW.item_id)
          WHERE rowid = NEW.item_id;
        END;
        """)
  }
}
