import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// Extra barcodes on PostgreSQL (issue 12): the database keeps a code to one item whoever writes (psql, or two
/// stations at once), the health check finds a code used twice once its rules are gone, and the table notifies
/// listening stations.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresExtraBarcodeTests {
  let database: TestDatabase
  let inventory: PostgresInventory
  let beans: Int64
  let tea: Int64

  /// Beans with a case of 12 (0012345678905), and Tea (5901234123457).
  init() throws {
    database = try TestDatabase()
    inventory = try database.open()
    beans = try #require(try inventory.add("Beans", barcode: "4006381333931", quantity: 4).id)
    try inventory.addBarcode(try ProductCode("0012345678905"), unitsPerScan: 12, label: "case", toItem: beans)
    tea = try #require(try inventory.add("Tea", barcode: "5901234123457").id)
  }

  @Test func theDatabaseRefusesACodeThatIsAlreadyTheOtherKind() throws {
    let refused = [
      "INSERT INTO item_barcode (item_id, code, key) VALUES (\(beans), '5901234123457', '05901234123457')",
      "UPDATE item SET barcode = '0012345678905', barcode_key = '00012345678905' WHERE id = \(tea)",
      "INSERT INTO item (name, sort_key, barcode, barcode_key, created_at, updated_at) "
        + "VALUES ('X', 'x', '0012345678905', '00012345678905', 0, 0)",
      "INSERT INTO item_barcode (item_id, code, key) VALUES (\(tea), '0012345678905', '00012345678905')",
      "UPDATE item_barcode SET key = '05901234123457'",
      "INSERT INTO item_barcode (item_id, code, key, units_per_scan) VALUES (\(tea), 'A', 'A', 0)",
      "INSERT INTO item_barcode (item_id, code, key, units_per_scan) VALUES (\(tea), 'A', 'A', 1000000001)",
      "INSERT INTO item_barcode (item_id, code, key, label) VALUES (\(tea), 'A', 'A', repeat('x', 41))",
      "INSERT INTO item_barcode (item_id, code, key) VALUES (99, 'A', 'A')",
    ]
    for statement in refused {
      #expect(throws: (any Error).self, "\(statement)") { try database.psql(statement) }
    }
    #expect(try database.psql("SELECT count(*) FROM item_barcode") == "1")
    #expect(try inventory.integrityProblems().isEmpty)
    #expect(try database.psql("SELECT count(*) FROM pg_trigger WHERE tgname = 'item_barcode_notifies'") == "1")
  }

  @Test func anItemInsertedWithOpeningStockCannotTakeAnExtraBarcodeEither() throws {
    // Given opening stock on (schema v13), where an inserted item's row triggers give way to a statement's check
    let statement =
      "SELECT set_config('stockroom.opening_stock', 'on', true); "
      + "INSERT INTO item (name, sort_key, barcode, barcode_key, created_at, updated_at) "
      + "VALUES ('X', 'x', '0012345678905', '00012345678905', 0, 0)"

    // When an item takes Beans' case code as its barcode: then the statement is refused, nothing changed
    let error = #expect(throws: PrivatePostgresServer.SetupError.self) { try database.psql(statement) }
    #expect(error?.description.contains("is an extra barcode of an item") == true, "\(error?.description ?? "")")
    #expect(try database.psql("SELECT count(*) FROM item") == "2")
  }

  @Test func aStationGivingAnItemACodeAnotherStationIsAddingWaitsAndIsRefused() throws {
    // Given another station's transaction that has made the code an extra barcode of Beans, not committed yet
    let finished = LockedResults()
    Thread {
      finished.append(
        Result {
          try database.psql(
            """
            BEGIN;
            INSERT INTO item_barcode (item_id, code, key) VALUES (\(beans), '8712345678906', '08712345678906');
            SELECT pg_sleep(1.5);
            COMMIT;
            """)
        })
    }.start()
    // Its INSERT is done once it sleeps (one psql session runs the statements in order).
    let deadline = Date().addingTimeInterval(20)
    while try database.psql("SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'PgSleep'") == "0" {
      try #require(Date() < deadline, "the other transaction never reached its sleep")
      Thread.sleep(forTimeInterval: 0.01)
    }

    // When this station makes it Tea's main barcode meanwhile
    let error = #expect(throws: InventoryError.self) {
      try inventory.updateItem(id: tea, with: ItemDraft(name: "Tea", barcode: "8712345678906"))
    }

    // Then it waited for the other commit and was refused as a duplicate naming Beans
    #expect(finished.waitFor(count: 1, seconds: 30))
    guard case .duplicateBarcode(_, let existing) = error else { throw UnexpectedError(error) }
    #expect(existing.id == beans)
    #expect(try inventory.item(id: tea)?.barcode == "5901234123457")
    #expect(try inventory.integrityProblems().isEmpty)
  }

  @Test func theHealthCheckFindsACodeUsedTwiceOnceTheRulesAreGone() throws {
    try database.psql(
      """
      DROP TRIGGER item_barcode_is_no_main_barcode ON item_barcode;
      ALTER TABLE item_barcode DROP CONSTRAINT extra_barcode_units_in_range;
      INSERT INTO item_barcode (item_id, code, key) VALUES (\(beans), '5901234123457', '05901234123457');
      UPDATE item_barcode SET units_per_scan = 0 WHERE key = '00012345678905';
      """)
    let problems = try inventory.integrityProblems()
    #expect(problems.contains { $0.hasPrefix("trigger item_barcode_is_no_main_barcode is missing") })
    #expect(problems.contains { $0.hasPrefix("constraint extra_barcode_units_in_range is missing") })
    #expect(
      problems.contains(
        "barcode 5901234123457 is the main barcode of item \(tea) \"Tea\" and an extra barcode of item \(beans) "
          + "\"Beans\": a code must belong to one item"))
    #expect(
      problems.contains(
        "extra barcode 0012345678905 of item \(beans) counts 0 units per scan, outside 1 to 1,000,000,000"))
    #expect(try inventory.match(for: try ProductCode("0012345678905"))?.unitsPerScan == 1)
  }
}

/// An error the test did not expect, described.
private struct UnexpectedError: Error, CustomStringConvertible {
  let description: String
  init(_ error: (any Error)?) { description = "unexpected: \(String(describing: error))" }
}
