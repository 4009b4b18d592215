import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// Migrations are named steps applied once; a database of another program or of a newer stockroom is
/// refused and left exactly as it was.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresMigrationTests {
  let database: TestDatabase

  init() throws { database = try TestDatabase() }

  /// Every table, column and type of the database's own schema, and the migration rows: what must not change.
  func schemaAndMigrations() throws -> String {
    let columns = try database.psql(
      """
      SELECT table_name || '.' || column_name || ' ' || data_type FROM information_schema.columns
      WHERE table_schema = current_schema() ORDER BY 1
      """)
    let migrations =
      (try? database.psql("SELECT name || ' ' || applied_at FROM stockroom_migrations ORDER BY step")) ?? "none"
    return columns + "\n--\n" + migrations
  }

  @Test func anEmptyDatabaseGetsEveryStepOnceAndReopeningChangesNothing() throws {
    _ = try database.open()
    let steps = try database.psql("SELECT name FROM stockroom_migrations ORDER BY step").split(separator: "\n")
    #expect(steps.map(String.init) == PostgresInventory.schemaSteps)
    #expect(steps.first?.hasPrefix("v1: ") == true)
    let before = try schemaAndMigrations()
    let again = try database.open()
    #expect(try schemaAndMigrations() == before)
    #expect(try again.items().isEmpty)
  }

  @Test func stationsOpeningANewDatabaseAtOnceMigrateItOnce() throws {
    let opened = LockedResults()
    let threads = (0..<4).map { index in
      Thread {
        opened.append(Result { try database.open(station: "station \(index)").location })
      }
    }
    threads.forEach { $0.start() }
    #expect(opened.waitFor(count: 4, seconds: 60))
    for result in opened.results { #expect(throws: Never.self) { try result.get() } }
    #expect(try database.psql("SELECT count(*) FROM stockroom_migrations") == "\(PostgresInventory.schemaSteps.count)")
  }

  @Test func aDatabaseOfAnotherProgramIsRefusedUnchanged() throws {
    try database.psql(
      "CREATE TABLE customers (id serial PRIMARY KEY, name text); INSERT INTO customers (name) VALUES ('Ann')")
    let before = try schemaAndMigrations()
    let error = #expect(throws: PostgresStoreError.self) { try database.open() }
    #expect(error?.kind == .foreignDatabase)
    #expect(error?.description.contains("customers") == true)
    #expect(error?.description.contains("database of its own") == true)
    #expect(try schemaAndMigrations() == before)
    #expect(try database.psql("SELECT to_regclass('stockroom_migrations') IS NULL") == "t")
  }

  @Test func aDatabaseOfANewerStockroomIsRefusedUnchanged() throws {
    let inventory = try database.open()
    try inventory.add("Tea", quantity: 2)
    inventory.close()
    try database.psql("INSERT INTO stockroom_migrations (name, applied_at) VALUES ('v9: from the future', 0)")
    try database.psql("ALTER TABLE item ADD COLUMN future_field text")
    let before = try schemaAndMigrations()
    let error = #expect(throws: PostgresStoreError.self) { try database.open() }
    #expect(error?.kind == .newerDatabase)
    #expect(error?.description.contains("v9: from the future") == true)
    #expect(error?.description.contains("update stockroom") == true)
    #expect(try schemaAndMigrations() == before)
    #expect(try database.psql("SELECT name, quantity FROM item") == "Tea|2")
  }

  @Test func aDatabaseMissingLaterStepsGetsThemAndKeepsItsData() throws {
    _ = try database.open()
    // As if made by a version that knew the first three steps only.
    try database.psql(
      """
      DROP TRIGGER category_search_words ON category; DROP TRIGGER item_search_words ON item;
      DROP TRIGGER item_search_words_of_new_item ON item;
      DROP FUNCTION stockroom_category_search_words(); DROP FUNCTION stockroom_item_search_words();
      ALTER TABLE item DROP COLUMN own_words, DROP COLUMN search_words; ALTER TABLE category DROP COLUMN words;
      DELETE FROM stockroom_migrations WHERE name LIKE 'v4:%';
      INSERT INTO item (name, sort_key, created_at, updated_at) VALUES ('Old item', 'old item', 0, 0);
      """)
    let inventory = try database.open()
    #expect(try database.psql("SELECT count(*) FROM stockroom_migrations") == "\(PostgresInventory.schemaSteps.count)")
    #expect(try inventory.findItem("old item").name == "Old item")
    try inventory.add("New item")
    #expect(try inventory.items(matching: ItemQuery(search: "new")).map(\.name) == ["New item"])
  }

  @Test func aDatabaseBeforeOpeningStockGetsItAndAnImportStillGivesQuantitiesTheirMovements() throws {
    _ = try database.open()
    // As made by a version that knew the steps up to v12: v1's triggers on quantity and movements.
    try database.psql(
      """
      DROP TRIGGER item_opening_stock_keeps_the_rules ON item;
      DROP TRIGGER stock_movement_opening_stock_is_its_item ON stock_movement;
      DROP FUNCTION stockroom_opening_items_keep_the_rules(); DROP FUNCTION stockroom_opening_movements_match_items();
      DROP TRIGGER item_quantity_starts_at_zero ON item; DROP TRIGGER item_quantity_by_movements ON item;
      CREATE TRIGGER item_quantity_by_movements BEFORE INSERT OR UPDATE OF quantity ON item
        FOR EACH ROW EXECUTE FUNCTION stockroom_quantity_by_movements();
      DROP TRIGGER item_search_words_of_new_item ON item; DROP TRIGGER item_search_words ON item;
      CREATE TRIGGER item_search_words BEFORE INSERT OR UPDATE OF own_words, barcode_words, category_id ON item
        FOR EACH ROW EXECUTE FUNCTION stockroom_item_search_words();
      DROP TRIGGER item_new_main_barcode_is_no_extra_barcode ON item;
      DROP TRIGGER item_main_barcode_is_no_extra_barcode ON item;
      CREATE TRIGGER item_main_barcode_is_no_extra_barcode BEFORE INSERT OR UPDATE OF barcode_key ON item
        FOR EACH ROW WHEN (NEW.barcode_key IS NOT NULL) EXECUTE FUNCTION stockroom_main_barcode_is_no_extra_barcode();
      DROP TRIGGER stock_movement_applies ON stock_movement;
      CREATE TRIGGER stock_movement_applies AFTER INSERT ON stock_movement
        FOR EACH ROW EXECUTE FUNCTION stockroom_movement_applies();
      DROP FUNCTION stockroom_opening_stock();
      DELETE FROM stockroom_migrations WHERE name LIKE 'v13:%';
      """)

    let inventory = try database.open()
    #expect(try database.psql("SELECT count(*) FROM stockroom_migrations") == "\(PostgresInventory.schemaSteps.count)")
    let summary = try inventory.importItems(
      try ItemCSVReader.read(data: Data("name,quantity,category\nA,3,Tools\nB,0,\nC,4,Tools\n".utf8)))

    #expect(summary.added == 3)
    #expect(try database.psql("SELECT string_agg(name || '=' || quantity, ',' ORDER BY id) FROM item") == "A=3,B=0,C=4")
    #expect(
      try database.psql("SELECT string_agg(item_name || '+' || delta, ',' ORDER BY id) FROM stock_movement")
        == "A+3,C+4")
    #expect(try inventory.items(matching: ItemQuery(search: "tools")).map(\.name) == ["A", "C"])
    try inventory.adjustQuantity(itemID: try #require(try inventory.findItem("C").id), by: -1)
    #expect(try inventory.findItem("C").quantity == 3)
  }
}

/// Results gathered from several threads.
final class LockedResults: @unchecked Sendable {
  private let condition = NSCondition()
  private var gathered: [Result<String, any Error>] = []

  func append(_ result: Result<String, any Error>) {
    condition.lock()
    gathered.append(result)
    condition.broadcast()
    condition.unlock()
  }

  var results: [Result<String, any Error>] {
    condition.lock()
    defer { condition.unlock() }
    return gathered
  }

  /// Whether `count` results arrived within `seconds`.
  func waitFor(count: Int, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    condition.lock()
    defer { condition.unlock() }
    while gathered.count < count {
      if !condition.wait(until: deadline) { return gathered.count >= count }
    }
    return true
  }
}
