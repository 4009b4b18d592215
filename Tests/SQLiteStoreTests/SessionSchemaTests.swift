import Foundation
import GRDB
import InventoryCore
import TestSupport
import Testing

@testable import SQLiteStore

/// The session tables' rules hold for every writer of the file, not only stockroom: known kinds and states,
/// deltas within `StockLimits`, an entry for an item or a code (not both, not neither).
@Suite struct SessionSchemaTests {
  @Test(arguments: [
    "INSERT INTO stock_session (kind, station, started_at) VALUES ('audit', 'till', 1)",
    "UPDATE stock_session SET state = 'paused'",
    "UPDATE stock_session SET state = 'committed'",
    "INSERT INTO stock_session_entry (session_id, item_id, delta, station, source, time) VALUES (1, 1, 1000000001, 'till', 'cli', 1)",
    "INSERT INTO stock_session_entry (session_id, item_id, delta, station, source, time) VALUES (1, 1, 1.5, 'till', 'cli', 1)",
    "INSERT INTO stock_session_entry (session_id, delta, station, source, time) VALUES (1, 1, 'till', 'cli', 1)",
    "INSERT INTO stock_session_entry (session_id, item_id, code, code_key, delta, station, source, time) VALUES (1, 1, 'x', 'x', 1, 'till', 'cli', 1)",
    "INSERT INTO stock_session_entry (session_id, item_id, delta, expected, station, source, time) VALUES (1, 1, 1, -1, 'till', 'cli', 1)",
    "INSERT INTO stock_session_choice (session_id, item_id, choice) VALUES (1, 1, 'maybe')",
    "UPDATE item SET last_counted_at = -5",
  ])
  func theFileRefusesSessionValuesStockroomNeverWrites(statement: String) throws {
    let inventory = try TestInventory()
    let id = try #require(try inventory.add("Nails", quantity: 1).id)
    let count = try inventory.service.startSession(kind: .count)
    try inventory.service.addToSession(id: count.id, itemID: id, quantity: 1)
    #expect(throws: DatabaseError.self) {
      try inventory.service.database.write { db in try db.execute(sql: statement) }
    }
    #expect(try inventory.service.sessionLines(id: count.id).map(\.quantity) == [1])
  }

  @Test func aWellFormedEntryFromAnotherProgramIsTakenAndSummed() throws {
    let inventory = try TestInventory()
    let id = try #require(try inventory.add("Nails", quantity: 1).id)
    let count = try inventory.service.startSession(kind: .count)
    try inventory.service.addToSession(id: count.id, itemID: id, quantity: 1)
    try inventory.service.database.write { db in
      try db.execute(
        sql: "INSERT INTO stock_session_entry (session_id, item_id, delta, expected, station, source, time) "
          + "VALUES (1, 1, 2, 1, 'sqlite3', 'cli', 1)")
    }
    #expect(try inventory.service.sessionLines(id: count.id).map(\.quantity) == [3])
  }

  @Test func theLineLimitCountsLinesNotEntries() throws {
    // Given three entries on two lines (an item scanned twice, an unknown code once)
    let inventory = try TestInventory()
    let id = try #require(try inventory.add("Nails").id)
    let batch = try inventory.service.startSession(kind: .receive)
    try inventory.service.addToSession(id: batch.id, itemID: id, quantity: 1)
    try inventory.service.addToSession(id: batch.id, itemID: id, quantity: 1)
    try inventory.service.addToSession(id: batch.id, code: try ProductCode("123"), quantity: 1)

    // Then it holds two lines, not three
    let holds = try inventory.service.database.write { db in
      let entries = SQLiteSessionStorage(
        db: db, origin: ActionOrigin(station: "till", session: "test"), source: .cli, time: 0)
      return try [1, 2, 3, 4].map { try entries.holdsAtLeast(lines: $0, inSession: batch.id) }
    }
    #expect(holds == [true, true, false, false])
  }

  @Test func deletingAnItemDropsItsLinesFromSessions() throws {
    let inventory = try TestInventory()
    let id = try #require(try inventory.add("Nails", quantity: 1).id)
    let count = try inventory.service.startSession(kind: .count)
    try inventory.service.addToSession(id: count.id, itemID: id, quantity: 1)
    try inventory.service.deleteItem(id: id)
    #expect(try inventory.service.sessionLines(id: count.id).isEmpty)
  }
}
