import Foundation
import InventoryCore
import PostgresStore
import SQLiteStore
import TestSupport

/// One storage backend of the conformance suite: how to make an empty inventory and a second station on it.
/// Every test of the suite runs once per backend, so both implementations of `Inventory` are held to one
/// behaviour.
struct Backend: Sendable, CustomStringConvertible {
  let description: String
  let open: @Sendable () throws -> Store

  static let sqlite = Backend(description: "SQLite") {
    let folder = try TemporaryDirectory("conformance")
    let path = folder.path("stockroom.sqlite")
    let sql: @Sendable (String) throws -> String = { statement in
      let result = try ProcessRunner.run("/usr/bin/sqlite3", ["-bail", path, statement])
      guard result.status == 0 else { throw SQLFailed(description: "sqlite3 \(statement): \(result.stderr)") }
      return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return try Store(
      folder: folder, sql: sql, beforeCompactSortKeys: sqliteBeforeCompactSortKeys,
      beforeLocations: WaveOneDatabase.undoV14, beforeLots: WaveOneDatabase.undoAfterV15 + WaveOneDatabase.undoV15
    ) { station in
      SQLiteInventory(
        database: try AppDatabase.open(path: path), origin: ActionOrigin(station: station, session: UUID().uuidString))
    }
  }

  /// A new database on one private server shared by the test run; each station its own connection.
  static let postgresql = Backend(description: "PostgreSQL") {
    let database = try SharedPostgresServer.newDatabase(prefix: "c")
    let folder = try TemporaryDirectory("conformance-home")
    return try Store(
      folder: folder, keepAlive: database, sql: { try database.psql($0) },
      beforeCompactSortKeys: postgresBeforeCompactSortKeys, beforeLocations: postgresBeforeLocations,
      beforeLots: postgresBeforeLots
    ) { station in
      try PostgresInventory(
        settings: database.settings, origin: ActionOrigin(station: station, session: UUID().uuidString),
        environment: ["HOME": folder.url.path])
    }
  }

  static let all: [Backend] = [.sqlite, .postgresql]

  /// Takes a database back to before the step that made sort keys compact (its indexes dropped, the step
  /// forgotten), with keys that are not what `Item.sortKey(for:)` gives, as an older version's would be.
  static let sqliteBeforeCompactSortKeys = """
    \(WaveOneDatabase.undoV14)
    \(WaveOneDatabase.undoV13)
    \(WaveOneDatabase.undoV12)
    UPDATE item SET sort_key = 'stale ' || (1000 + id);
    DROP INDEX item_by_minimum; DROP INDEX item_by_barcode; DROP INDEX item_without_barcode;
    DROP INDEX item_without_price; DROP INDEX item_by_quantity; CREATE INDEX item_by_quantity ON item(quantity);
    DROP INDEX item_low_stock;
    CREATE INDEX item_low_stock ON item(minimum_quantity - quantity) WHERE quantity < minimum_quantity;
    DELETE FROM grdb_migrations WHERE identifier LIKE 'v10:%';
    DROP TABLE operation; DELETE FROM grdb_migrations WHERE identifier LIKE 'v11:%';
    """
  static let postgresBeforeCompactSortKeys = """
    UPDATE item SET sort_key = 'stale ' || (1000 + id);
    DROP INDEX item_by_minimum; DROP INDEX item_by_quantity; CREATE INDEX item_by_quantity ON item (quantity);
    DROP INDEX item_low_stock;
    CREATE INDEX item_low_stock ON item ((minimum_quantity - quantity)) WHERE quantity < minimum_quantity;
    DELETE FROM stockroom_migrations WHERE name LIKE 'v11:%';
    """
}

extension Backend {
  /// Takes a PostgreSQL database back to the schema before lots (v22, v19, v21, v18 and v15 undone and forgotten).
  static let postgresBeforeLots = """
    ALTER TABLE stock_session_entry DROP COLUMN location_id, DROP COLUMN lot_batch, DROP COLUMN lot_expiry,
      DROP COLUMN lot_best_before, DROP COLUMN lot_serial;
    ALTER TABLE stock_session DROP COLUMN scope_location_id, DROP COLUMN scope_with_sublocations;
    DELETE FROM stockroom_migrations WHERE name LIKE 'v22:%';
    DROP TABLE stock_alert_delivery; DROP TABLE alert_channel; DROP TABLE stock_alert;
    DELETE FROM stockroom_migrations WHERE name LIKE 'v18:%' OR name LIKE 'v21:%' OR name LIKE 'v19:%';
    DROP FUNCTION stockroom_movement_lot_holds() CASCADE; DROP FUNCTION stockroom_movement_in_lot() CASCADE;
    DROP FUNCTION stockroom_movement_lot_is_append_only() CASCADE;
    ALTER TABLE stock_movement DROP COLUMN lot_id; ALTER TABLE stock_movement DROP COLUMN part_of_id;
    DROP TABLE lot; DROP FUNCTION stockroom_lot_by_movements() CASCADE;
    DELETE FROM stockroom_migrations WHERE name LIKE 'v15:%';
    """

  /// Takes a PostgreSQL database back to the schema before locations (v15 and v14 undone and forgotten).
  static let postgresBeforeLocations = """
    \(postgresBeforeLots)
    DROP FUNCTION stockroom_movement_location_holds() CASCADE; DROP FUNCTION stockroom_movement_places() CASCADE;
    DROP FUNCTION stockroom_movements_placed_again() CASCADE;
    DROP FUNCTION stockroom_location_stock_by_movements() CASCADE;
    DROP FUNCTION stockroom_location_is_not_under_itself() CASCADE;
    DROP FUNCTION stockroom_default_location_stays() CASCADE;
    DROP TABLE location_stock; ALTER TABLE stock_movement DROP COLUMN location_id; DROP TABLE location;
    DELETE FROM stockroom_migrations WHERE name LIKE 'v14:%' OR name LIKE 'v16:%';
    """
}

struct SQLFailed: Error, CustomStringConvertible {
  let description: String
}

/// An empty inventory of one backend, seen from station "till" (`inventory`) and from others (`station(_:)`).
final class Store: @unchecked Sendable {
  let folder: TemporaryDirectory
  private let connect: (String) throws -> any Inventory
  /// What must live as long as the store (PostgreSQL's database, dropped when the store goes).
  private let keepAlive: AnyObject?
  let inventory: any Inventory

  /// Runs SQL on the database as another program would (sqlite3, psql); its output trimmed.
  let sql: @Sendable (String) throws -> String
  /// SQL that takes the database back to before compact sort keys (`Backend.sqliteBeforeCompactSortKeys`).
  let beforeCompactSortKeys: String
  /// SQL that takes the database back to before locations, as the schema before them made it.
  let beforeLocations: String
  /// SQL that takes the database back to before lots, as the schema before them made it.
  let beforeLots: String

  init(
    folder: TemporaryDirectory, keepAlive: AnyObject? = nil, sql: @escaping @Sendable (String) throws -> String,
    beforeCompactSortKeys: String, beforeLocations: String, beforeLots: String,
    connect: @escaping (String) throws -> any Inventory
  ) throws {
    self.folder = folder
    self.keepAlive = keepAlive
    self.sql = sql
    self.beforeCompactSortKeys = beforeCompactSortKeys
    self.beforeLocations = beforeLocations
    self.beforeLots = beforeLots
    self.connect = connect
    inventory = try connect("till")
  }

  /// The same inventory from another station (another process, or another machine on a server).
  func station(_ name: String) throws -> any Inventory { try connect(name) }

  @discardableResult
  func add(
    _ name: String, barcode: String = "", quantity: Int = 0, minimum: Int = 0, price: String = "",
    category: Int64? = nil, notes: String = ""
  ) throws -> Item {
    try inventory.addItem(
      ItemDraft(
        name: name, barcode: barcode, quantity: String(quantity), price: price, categoryID: category,
        minimumQuantity: String(minimum), notes: notes))
  }
}
