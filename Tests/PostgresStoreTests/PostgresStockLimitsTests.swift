import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// The database itself refuses what would break the stock, whoever writes to it (the limits on every path
/// through the inventory are in the conformance suite: StockLimitsConformanceTests).
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresStockLimitsTests {
  let database: TestDatabase
  let inventory: PostgresInventory

  init() throws {
    database = try TestDatabase()
    inventory = try database.open()
  }

  static let insertMovement =
    "INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time) VALUES ((SELECT id FROM item), 'A', "
  static let onlyByMovements = "quantity changes only through stock movements"
  static let appendOnly = "stock movements are append-only"
  /// Schema v13's opening stock, as another program could set it for one transaction.
  static let openingStock = "SELECT set_config('stockroom.opening_stock', 'on', true); "
  static let openingRefused = "opening stock: an item's quantity must be the sum of its movements"
  /// Opening stock (v13) lets a quantity in only with the movements that make it, in the same statement, and
  /// an inserted item's row rules give way only to the same rules checked for the whole statement.
  static let openingStockRefusals: [(String, String)] = [
    (
      openingStock + "INSERT INTO item (name, sort_key, quantity, created_at, updated_at) VALUES ('B', 'b', 3, 0, 0)",
      openingRefused
    ),
    (openingStock + newItemAndMovement + "2, 'import', 'import', 'psql', 0)", openingRefused),
    (openingStock + newItemAndMovement + "3, 'manual', 'cli', 'psql', 0)", openingRefused),
    (openingStock + insertMovement + "4, 'import', 'import', 'psql', 0)", openingRefused),
    (openingStock + "UPDATE item SET quantity = 6", onlyByMovements),
    (
      openingStock
        + "INSERT INTO item (name, sort_key, own_words, search_words, created_at, updated_at) VALUES ('B', 'b', 'b', 'x', 0, 0)",
      "search words are its own"
    ),
  ]
  static let newItemAndMovement =
    "WITH b AS (INSERT INTO item (id, name, sort_key, quantity, created_at, updated_at) VALUES (100, 'B', 'b', 3, 0, 0)) "
    + "INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time) VALUES (100, 'B', "

  @Test(arguments: [
    ("UPDATE item SET quantity = -1", onlyByMovements),
    ("UPDATE item SET quantity = 6", onlyByMovements),
    ("INSERT INTO item (name, sort_key, quantity, created_at, updated_at) VALUES ('B', 'b', 3, 0, 0)", onlyByMovements),
    ("UPDATE item SET price_minor = 1000000001", "item_price_in_range"),
    ("UPDATE item SET minimum_quantity = -1", "item_minimum_in_range"),
    ("UPDATE item SET target_quantity = 2000000000", "item_target_in_range"),
    (insertMovement + "-6, 'manual', 'cli', 'psql', 0)", "item_quantity_in_range"),
    (insertMovement + "999999996, 'manual', 'cli', 'psql', 0)", "item_quantity_in_range"),
    (insertMovement + "1000000001, 'manual', 'cli', 'psql', 0)", "stock_movement_delta_in_range"),
    (insertMovement + "0, 'manual', 'cli', 'psql', 0)", "stock_movement_delta_in_range"),
    (
      "INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time) VALUES ((SELECT id FROM item), 'A', 1, 'manual', 'cli', 0)",
      "null value in column \"station\""
    ),
    ("UPDATE stock_movement SET delta = 50", appendOnly),
    ("UPDATE stock_movement SET station = 'elsewhere'", appendOnly),
    ("DELETE FROM stock_movement", appendOnly),
    ("TRUNCATE stock_movement CASCADE", appendOnly),
  ])
  func theDatabaseItselfRefusesWhatWouldBreakTheStockThroughRawSQL(statement: String, reason: String) throws {
    try expectRefused(statement, reason)
  }

  @Test(arguments: openingStockRefusals)
  func openingStockIsRefusedUnlessItIsTheSumOfMovementsInsertedWithIt(statement: String, reason: String) throws {
    try expectRefused(statement, reason)
  }

  private func expectRefused(_ statement: String, _ reason: String) throws {
    try inventory.add("A", quantity: 5)
    let error = #expect(throws: PrivatePostgresServer.SetupError.self) { try database.psql(statement) }
    #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
    let item = try inventory.findItem("A")
    #expect(item.quantity == 5 && item.storedValueProblems.isEmpty)
    #expect(try inventory.movementTotal(itemID: try #require(item.id)) == 5)
    #expect(try database.psql("SELECT count(*) FROM stock_movement") == "1")
    #expect(try inventory.items().count == 1)
  }

  @Test func aMovementInsertedByAnotherProgramMovesTheStock() throws {
    let id = try #require(try inventory.add("A", quantity: 5).id)
    try database.psql(
      """
      INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time)
      VALUES (\(id), 'A', -2, 'manual', 'cli', 'psql', 0)
      """)
    #expect(try inventory.item(id: id)?.quantity == 3)
    #expect(try inventory.movementTotal(itemID: id) == 3)
  }

  @Test func anItemInsertedWithItsOpeningMovementsInOneStatementHasTheirSumAndMovesAsEver() throws {
    // Given opening stock on for one transaction, an item and its two movements in one statement
    try inventory.add("A", quantity: 5)
    try database.psql(
      Self.openingStock
        + """
        WITH b AS (
          INSERT INTO item (id, name, sort_key, quantity, created_at, updated_at) VALUES (100, 'B', 'b', 7, 0, 0)
        )
        INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time)
        VALUES (100, 'B', 3, 'import', 'import', 'psql', 0), (100, 'B', 4, 'import', 'import', 'psql', 0)
        """)
    #expect(try inventory.item(id: 100)?.quantity == 7)
    #expect(try inventory.movementTotal(itemID: 100) == 7)
    // When the transaction is over, a movement moves the stock again
    try database.psql(
      "INSERT INTO stock_movement (item_id, item_name, delta, reason, source, station, time) "
        + "VALUES (100, 'B', -2, 'manual', 'cli', 'psql', 0)")
    #expect(try inventory.item(id: 100)?.quantity == 5)
    #expect(try inventory.movementTotal(itemID: 100) == 5)
    #expect(try inventory.findItem("A").quantity == 5)
  }

  @Test func detachingAndReattachingMovementsKeepsQuantityTheirSum() throws {
    let id = try #require(try inventory.add("A", quantity: 5).id)
    try inventory.adjustQuantity(itemID: id, by: -3)
    try inventory.adjustQuantity(itemID: id, by: 4)
    // Detaching the -3 alone would leave 9 with movements summing to 9: allowed, and still the sum.
    try database.psql("UPDATE stock_movement SET item_id = NULL WHERE delta = -3")
    #expect(try inventory.item(id: id)?.quantity == 9)
    #expect(try inventory.movementTotal(itemID: id) == 9)
    // Re-attached all at once, whatever order the rows are visited in.
    try database.psql("UPDATE stock_movement SET item_id = \(id) WHERE item_id IS NULL")
    #expect(try inventory.item(id: id)?.quantity == 6)
    #expect(try inventory.movementTotal(itemID: id) == 6)
  }
}
