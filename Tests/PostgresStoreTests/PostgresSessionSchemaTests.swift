import Foundation
import InventoryCore
import TestSupport
import Testing

@testable import PostgresStore

/// The session tables' rules hold for every writer, psql included: known kinds and states, deltas within
/// `StockLimits`, an entry for an item or a code (not both, not neither).
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresSessionSchemaTests {
  @Test(arguments: [
    "INSERT INTO stock_session (kind, station, started_at) VALUES ('audit', 'till', 1)",
    "UPDATE stock_session SET state = 'paused'",
    "UPDATE stock_session SET state = 'committed'",
    "INSERT INTO stock_session_entry (session_id, item_id, delta, station, source, time) VALUES (1, 1, 1000000001, 'till', 'cli', 1)",
    "INSERT INTO stock_session_entry (session_id, delta, station, source, time) VALUES (1, 1, 'till', 'cli', 1)",
    "INSERT INTO stock_session_entry (session_id, item_id, code, code_key, delta, station, source, time) VALUES (1, 1, 'x', 'x', 1, 'till', 'cli', 1)",
    "INSERT INTO stock_session_entry (session_id, item_id, delta, expected, station, source, time) VALUES (1, 1, 1, -1, 'till', 'cli', 1)",
    "INSERT INTO stock_session_choice (session_id, item_id, choice) VALUES (1, 1, 'maybe')",
    "UPDATE item SET last_counted_at = -5",
  ])
  func theDatabaseRefusesSessionValuesStockroomNeverWrites(statement: String) throws {
    let database = try TestDatabase()
    let inventory = try database.open()
    let id = try #require(try inventory.add("Nails", quantity: 1).id)
    let count = try inventory.startSession(kind: .count)
    try inventory.addToSession(id: count.id, itemID: id, quantity: 1)
    #expect(throws: (any Error).self) { try database.psql(statement) }
    #expect(try inventory.sessionLines(id: count.id).map(\.quantity) == [1])
  }

  @Test func aWellFormedEntryFromAnotherProgramIsTakenAndSummed() throws {
    let database = try TestDatabase()
    let inventory = try database.open()
    let id = try #require(try inventory.add("Nails", quantity: 1).id)
    let count = try inventory.startSession(kind: .count)
    try inventory.addToSession(id: count.id, itemID: id, quantity: 1)
    try database.psql(
      "INSERT INTO stock_session_entry (session_id, item_id, delta, expected, station, source, time) "
        + "VALUES (1, 1, 2, 1, 'psql', 'cli', 1)")
    #expect(try inventory.sessionLines(id: count.id).map(\.quantity) == [3])
  }

  @Test func theLineLimitCountsLinesNotEntries() throws {
    let database = try TestDatabase()
    let inventory = try database.open()
    let id = try #require(try inventory.add("Nails").id)
    let batch = try inventory.startSession(kind: .receive)
    try inventory.addToSession(id: batch.id, itemID: id, quantity: 1)
    try inventory.addToSession(id: batch.id, itemID: id, quantity: 1)
    try inventory.addToSession(id: batch.id, code: try ProductCode("123"), quantity: 1)

    let holds = try inventory.write { link in
      let entries = PostgresSessionStorage(
        link: link, origin: ActionOrigin(station: "till", session: "test"), source: .cli, time: 0)
      return try [1, 2, 3, 4].map { try entries.holdsAtLeast(lines: $0, inSession: batch.id) }
    }
    #expect(holds == [true, true, false, false])
  }
}
