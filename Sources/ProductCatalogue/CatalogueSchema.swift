import GRDB

/// The catalogue file's tables. Append-only named migrations, as the inventory's; the file is marked with its
/// own `application_id` so an inventory or another program's database is never taken for a catalogue.
enum CatalogueSchema {
  /// "SRPC": stockroom product catalogue.
  static let applicationID: Int32 = 0x5352_5043

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: products and imports") { db in
      try db.execute(sql: "PRAGMA application_id = \(applicationID)")
      try db.execute(
        sql: """
          CREATE TABLE product (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL,                  -- ProductCode.key: the 14-digit GTIN, or a non-GTIN code as written
            code TEXT NOT NULL,                 -- the code as the source file wrote it
            name TEXT NOT NULL,
            brand TEXT NOT NULL DEFAULT '',
            quantity TEXT NOT NULL DEFAULT '',
            categories TEXT NOT NULL DEFAULT '',  -- one per line, from general to specific
            suggested_category TEXT,
            imported_at INTEGER NOT NULL        -- Unix epoch milliseconds of the import that wrote it
          );
          CREATE UNIQUE INDEX product_by_key ON product(key);
          CREATE TABLE import (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            format TEXT NOT NULL,
            filter TEXT NOT NULL,
            finished_at INTEGER NOT NULL,       -- Unix epoch milliseconds
            seconds REAL NOT NULL,
            rows_read INTEGER NOT NULL,
            kept INTEGER NOT NULL,
            filtered_out INTEGER NOT NULL,
            skipped INTEGER NOT NULL,
            skipped_detail TEXT NOT NULL,       -- CatalogueReadCounts.skippedText
            added INTEGER NOT NULL,
            updated INTEGER NOT NULL,
            replaced INTEGER NOT NULL
          );
          """)
    }
    return migrator
  }
}
