import GRDB
import InventoryCore

/// Named, append-only migrations. Never edit a shipped migration: add a new one.
enum Schema {
  /// Marks a file as a stockroom database (`PRAGMA application_id`, 'STKR').
  static let applicationID: Int32 = 0x5354_4B52

  /// Migrations that change nothing a reader sees (they only add checks on writes): a database still
  /// waiting for them can be read where it cannot be written (a read-only file or folder).
  /// (v3 only adds the action journal, which readers find empty until it exists. v4 only recomputes sort
  /// keys: a reader of a file still waiting for it sees the older order (numbers not by value), and a
  /// look-up by a name holding digits may miss, which beats refusing the file. v5 only adds scan columns,
  /// which read as empty where they do not exist yet; v6 only adds the created-codes list, read as empty
  /// until it exists; v7 only adds the station columns, read as none; v8 adds extra barcodes, read as none until
  /// their table exists; v9 adds stock sessions and items' last-counted times, read as no sessions and never
  /// counted; v10 recomputes sort keys, as v4, and adds indexes; v11 adds the ids of changes made under an
  /// operation claim, which only writes read; v12 adds totals kept by category and a name-order version, which
  /// readers compute from the items where they do not exist yet, and rebuilds the search index smaller, which
  /// answers every search as the older one did; v13 makes the search index read its text from the items and
  /// rebuilds two indexes without a second id, which answer every search and order as the older ones did; v14 adds
  /// locations, read as none (all stock at the default location) until their tables exist; v15 adds lots, v17
  /// custom fields and v18 alerts, each read as none until its tables exist (v21's lots of alerts as none until
  /// its columns exist; v19's channel deliveries as nothing owed; v22's places of session entries as none until its
  /// columns exist); v16 stores locations' label codes, read as the ones made from their ids (what v16 stores) until
  /// the column exists; v20 makes search find field values, which a file still waiting for it does not; v23's items'
  /// own expiry windows read as none until the column exists.)
  static let readCompatibleMigrations: Set<String> = [
    "v2: quantities, prices and movements within StockLimits", "v3: action journal for undo",
    "v4: natural name order", "v5: GS1 data of scans", "v6: created codes", "v7: stations of movements and scans",
    extraBarcodesMigration, stockSessionsMigration, listOrdersMigration,
    operationIDsMigration, keptTotalsMigration, smallerDatabaseMigration, locationsMigration, lotsMigration,
    locationCodesMigration, customFieldsMigration, alertsMigration, expiryAlertsMigration, alertChannelsMigration,
    fieldSearchMigration, sessionPlacesMigration, itemExpiryWindowsMigration,
  ]

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: items, categories, movements, scans, search", migrate: createV1)
    migrator.registerMigration("v2: quantities, prices and movements within StockLimits", migrate: enforceLimits)
    migrator.registerMigration("v3: action journal for undo", migrate: ActionJournalSchema.create)
    migrator.registerMigration("v4: natural name order", migrate: naturalNameOrder)
    migrator.registerMigration("v5: GS1 data of scans", migrate: gs1ScanData)
    migrator.registerMigration("v6: created codes", migrate: createdCodes)
    migrator.registerMigration("v7: stations of movements and scans", migrate: stations)
    migrator.registerMigration(extraBarcodesMigration, migrate: extraBarcodes)
    migrator.registerMigration(stockSessionsMigration, migrate: stockSessions)
    migrator.registerMigration(listOrdersMigration, migrate: listOrders)
    migrator.registerMigration(operationIDsMigration, migrate: operationIDs)
    migrator.registerMigration(keptTotalsMigration, migrate: keptTotals)
    migrator.registerMigration(smallerDatabaseMigration, migrate: smallerDatabase)
    migrator.registerMigration(locationsMigration, migrate: locations)
    migrator.registerMigration(lotsMigration, migrate: lots)
    migrator.registerMigration(locationCodesMigration, migrate: locationCodes)
    migrator.registerMigration(customFieldsMigration, migrate: customFields)
    migrator.registerMigration(alertsMigration, migrate: alerts)
    migrator.registerMigration(expiryAlertsMigration, migrate: expiryAlerts)
    migrator.registerMigration(alertChannelsMigration, migrate: alertChannels)
    migrator.registerMigration(fieldSearchMigration, migrate: fieldSearch)
    migrator.registerMigration(sessionPlacesMigration, migrate: sessionPlaces)
    migrator.registerMigration(itemExpiryWindowsMigration, migrate: itemExpiryWindows)
    return migrator
  }

  private static func createV1(_ db: Database) throws {
    try db.execute(sql: "PRAGMA application_id = \(applicationID)")
    try db.execute(
      sql: """
        CREATE TABLE category (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL CHECK (length(trim(name)) > 0),
          name_key TEXT NOT NULL UNIQUE,            -- Unicode lower-case: names are unique regardless of case
          color TEXT NOT NULL
        );

        CREATE TABLE item (
          id INTEGER PRIMARY KEY AUTOINCREMENT,     -- ids are never reused: old movements stay detached
          name TEXT NOT NULL CHECK (length(trim(name)) > 0),
          sort_key TEXT NOT NULL,                   -- name folded for case- and accent-insensitive ordering
          barcode TEXT,                             -- as given; text, never a number
          barcode_key TEXT UNIQUE,                  -- ProductCode.key: one product, one item
          quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
          price_minor INTEGER CHECK (price_minor >= 0),
          category_id INTEGER REFERENCES category(id) ON DELETE SET NULL,
          minimum_quantity INTEGER NOT NULL DEFAULT 0 CHECK (minimum_quantity >= 0),
          target_quantity INTEGER CHECK (target_quantity >= 0),
          notes TEXT NOT NULL DEFAULT '',
          created_at INTEGER NOT NULL,              -- Unix epoch milliseconds
          updated_at INTEGER NOT NULL
        );
        CREATE INDEX item_by_sort_key ON item(sort_key);
        CREATE INDEX item_by_category ON item(category_id, sort_key);
        CREATE INDEX item_by_quantity ON item(quantity);
        CREATE INDEX item_by_price ON item(price_minor);
        CREATE INDEX item_by_update ON item(updated_at);
        CREATE INDEX item_low_stock ON item(minimum_quantity - quantity) WHERE quantity < minimum_quantity;

        -- Append-only: the only way an item's quantity changes is a movement (trigger below),
        -- so an item's quantity is the sum of its movements by construction.
        CREATE TABLE stock_movement (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          item_id INTEGER REFERENCES item(id) ON DELETE SET NULL,
          item_name TEXT NOT NULL,
          delta INTEGER NOT NULL CHECK (delta <> 0),
          reason TEXT NOT NULL,
          source TEXT NOT NULL,
          time INTEGER NOT NULL,
          undoes_id INTEGER UNIQUE REFERENCES stock_movement(id)
        );
        CREATE INDEX stock_movement_by_item ON stock_movement(item_id);
        -- An import keeps the times its file gives (import code sets updated_at itself).
        CREATE TRIGGER stock_movement_applies AFTER INSERT ON stock_movement WHEN NEW.item_id IS NOT NULL
        BEGIN
          UPDATE item SET quantity = quantity + NEW.delta,
            updated_at = CASE WHEN NEW.reason = 'import' THEN updated_at ELSE NEW.time END
          WHERE id = NEW.item_id;
        END;
        CREATE TRIGGER stock_movement_is_append_only BEFORE UPDATE OF delta, reason, source, time, item_name, undoes_id
          ON stock_movement
        BEGIN
          SELECT RAISE(ABORT, 'stock movements are append-only');
        END;
        CREATE TRIGGER stock_movement_is_never_deleted BEFORE DELETE ON stock_movement
        BEGIN
          SELECT RAISE(ABORT, 'stock movements are append-only');
        END;

        CREATE TABLE scan (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          code TEXT NOT NULL,
          symbology TEXT,
          source TEXT NOT NULL,
          quality_overall REAL, quality_sharpness REAL, quality_contrast REAL,
          quality_brightness REAL, quality_confidence REAL,
          time INTEGER NOT NULL,
          outcome TEXT NOT NULL,
          item_id INTEGER REFERENCES item(id) ON DELETE SET NULL,
          detail TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX scan_by_item ON scan(item_id);

        CREATE TABLE setting (
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL
        );

        -- Full-text search over name, barcode (as given and as key), notes and category name.
        -- unicode61 with remove_diacritics folds case and accents; prefix indexes make "co"* fast.
        CREATE VIRTUAL TABLE item_search USING fts5(
          name, barcode, notes, category,
          tokenize = "unicode61 remove_diacritics 2", prefix = '1 2 3'
        );
        CREATE TRIGGER item_search_insert AFTER INSERT ON item BEGIN
          INSERT INTO item_search(rowid, name, barcode, notes, category) VALUES (
            NEW.id, NEW.name, coalesce(NEW.barcode, '') || ' ' || coalesce(NEW.barcode_key, ''), NEW.notes,
            coalesce((SELECT name FROM category WHERE id = NEW.category_id), ''));
        END;
        CREATE TRIGGER item_search_update AFTER UPDATE OF name, barcode, barcode_key, notes, category_id ON item BEGIN
          UPDATE item_search SET
            name = NEW.name,
            barcode = coalesce(NEW.barcode, '') || ' ' || coalesce(NEW.barcode_key, ''),
            notes = NEW.notes,
            category = coalesce((SELECT name FROM category WHERE id = NEW.category_id), '')
          WHERE rowid = NEW.id;
        END;
        CREATE TRIGGER item_search_delete AFTER DELETE ON item BEGIN
          DELETE FROM item_search WHERE rowid = OLD.id;
        END;
        CREATE TRIGGER item_search_category_rename AFTER UPDATE OF name ON category BEGIN
          UPDATE item_search SET category = NEW.name WHERE rowid IN (SELECT id FROM item WHERE category_id = NEW.id);
        END;
        """)
  }

  /// The limits of `StockLimits`, enforced for every writer (stockroom or not). SQLite cannot add a CHECK
  /// constraint to an existing table without rebuilding it, and a rebuild fails on a database that already
  /// holds an out-of-range value (which must still open, say which item, and be repairable). BEFORE
  /// triggers give the same guarantee for every new write: `typeof` catches the REAL that SQLite makes of
  /// an integer overflow, the ranges catch the rest. An update that leaves an old out-of-range value as it
  /// was is allowed; one that repairs it too.
  private static func enforceLimits(_ db: Database) throws {
    let quantity = StockLimits.maximumQuantity
    let price = StockLimits.maximumPriceMinorUnits
    func outOfRange(_ column: String, _ low: Int64, _ high: Int64, nullable: Bool) -> String {
      let check = "(typeof(NEW.\(column)) <> 'integer' OR NEW.\(column) NOT BETWEEN \(low) AND \(high))"
      return nullable ? "(NEW.\(column) IS NOT NULL AND \(check))" : check
    }
    func changed(_ column: String) -> String { "NEW.\(column) IS NOT OLD.\(column)" }
    let q = Int64(quantity)
    try db.execute(
      sql: """
        DROP TRIGGER IF EXISTS stock_movement_delta_in_range;
        CREATE TRIGGER stock_movement_delta_in_range BEFORE INSERT ON stock_movement
        WHEN \(outOfRange("delta", -q, q, nullable: false))
        BEGIN
          SELECT RAISE(ABORT, 'out of range: a stock movement moves at most \(quantity) units');
        END;
        DROP TRIGGER IF EXISTS item_values_in_range_on_insert;
        CREATE TRIGGER item_values_in_range_on_insert BEFORE INSERT ON item
        WHEN \(outOfRange("quantity", 0, q, nullable: false))
          OR \(outOfRange("minimum_quantity", 0, q, nullable: false))
          OR \(outOfRange("target_quantity", 0, q, nullable: true))
          OR \(outOfRange("price_minor", 0, price, nullable: true))
        BEGIN
          SELECT RAISE(ABORT, 'out of range: quantities are 0 to \(quantity), prices 0 to \(price) minor units');
        END;
        DROP TRIGGER IF EXISTS item_quantity_in_range;
        CREATE TRIGGER item_quantity_in_range BEFORE UPDATE OF quantity ON item
        WHEN \(changed("quantity")) AND \(outOfRange("quantity", 0, q, nullable: false))
        BEGIN
          SELECT RAISE(ABORT, 'out of range: a quantity is 0 to \(quantity)');
        END;
        DROP TRIGGER IF EXISTS item_values_in_range_on_update;
        CREATE TRIGGER item_values_in_range_on_update
        BEFORE UPDATE OF minimum_quantity, target_quantity, price_minor ON item
        WHEN (\(changed("minimum_quantity")) AND \(outOfRange("minimum_quantity", 0, q, nullable: false)))
          OR (\(changed("target_quantity")) AND \(outOfRange("target_quantity", 0, q, nullable: true)))
          OR (\(changed("price_minor")) AND \(outOfRange("price_minor", 0, price, nullable: true)))
        BEGIN
          SELECT RAISE(ABORT, 'out of range: quantities are 0 to \(quantity), prices 0 to \(price) minor units');
        END;
        """)
  }

  /// What a GS1 code said with a scan (`GS1ScanDetails`): the element string, expiry and best-before dates
  /// (ISO text), batch, serial and the unit count. All empty for other codes.
  private static func gs1ScanData(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE scan ADD COLUMN gs1 TEXT CHECK (gs1 IS NULL OR length(gs1) <= 4096);
        ALTER TABLE scan ADD COLUMN gtin TEXT;
        ALTER TABLE scan ADD COLUMN expiry TEXT;
        ALTER TABLE scan ADD COLUMN best_before TEXT;
        ALTER TABLE scan ADD COLUMN batch TEXT;
        ALTER TABLE scan ADD COLUMN serial TEXT;
        ALTER TABLE scan ADD COLUMN unit_count INTEGER;
        """)
  }

  /// The station (a till, the back room: `ActionOrigin.station`) each movement and scan came from, so History can
  /// show and filter by it. Earlier rows have none. Readers of a file still waiting for it see no stations.
  private static func stations(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE stock_movement ADD COLUMN station TEXT CHECK (station IS NULL OR length(station) BETWEEN 1 AND 64);
        ALTER TABLE scan ADD COLUMN station TEXT CHECK (station IS NULL OR length(station) BETWEEN 1 AND 64);
        CREATE INDEX stock_movement_by_station ON stock_movement(station, id);
        CREATE INDEX scan_by_station ON scan(station, id);
        """)
  }

  /// History's "Created" list: every code stockroom generated, what it holds and where it went.
  private static func createdCodes(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE created_code (
          id INTEGER PRIMARY KEY,
          kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
          content TEXT NOT NULL CHECK (length(CAST(content AS BLOB)) <= \(CreatedCode.maximumContentBytes)),
          preview TEXT NOT NULL,
          file TEXT,
          time INTEGER NOT NULL
        );
        CREATE INDEX created_code_by_time ON created_code(time);
        """)
  }

  /// Recomputes every item's `sort_key` with `Item.sortKey(for:)`, which now pads digit runs so that
  /// "#64" sorts before "#1303". Only `sort_key` changes (no trigger watches it; `updated_at` stays).
  private static func naturalNameOrder(_ db: Database) throws {
    let update = try db.makeStatement(sql: "UPDATE item SET sort_key = ? WHERE id = ?")
    for row in try Row.fetchAll(db, sql: "SELECT id, name FROM item") {
      guard let id = row.integer(0) else { continue }
      try update.execute(arguments: [Item.sortKey(for: row.text(1, default: "")), id])
    }
  }
}
