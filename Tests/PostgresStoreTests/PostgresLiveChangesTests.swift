import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// Live across stations: the change token moves when any station commits (LISTEN/NOTIFY), not otherwise, and
/// listening comes back after the connection is lost.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresLiveChangesTests {
  @Test func anotherStationsCommitMovesTheTokenAndARefusedChangeDoesNot() throws {
    let database = try TestDatabase()
    let till = try database.open(station: "till")
    let backRoom = try database.open(station: "back room")
    let id = try #require(try backRoom.add("Nails", quantity: 1).id)
    let token = try settledToken(till)
    #expect(throws: InventoryError.self) { try backRoom.adjustQuantity(itemID: id, by: -5) }
    #expect(try !tokenMoves(till, from: token, within: .seconds(1)), "a rolled-back change notified")
    try backRoom.adjustQuantity(itemID: id, by: 3)
    #expect(try tokenMoves(till, from: token, within: .seconds(5)))
  }

  @Test func psqlWritesAreSeenToo() throws {
    let database = try TestDatabase()
    let till = try database.open(station: "till")
    _ = try till.add("Nails")
    let token = try settledToken(till)
    try database.psql("UPDATE item SET notes = 'from psql'")
    #expect(try tokenMoves(till, from: token, within: .seconds(5)))
  }

  @Test func listeningStartsAgainWhenTheServerEndsTheConnection() throws {
    let database = try TestDatabase()
    let till = try database.open(station: "till")
    let backRoom = try database.open(station: "back room")
    let id = try #require(try backRoom.add("Nails").id)
    var token = try settledToken(till)
    // As a server restart or an administrator would: every session on the database ends.
    try database.psql(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(database.name)' "
        + "AND pid <> pg_backend_pid()")
    // Notifications sent while it was away are lost, so listening again moves the token (screens reload once).
    #expect(try tokenMoves(till, from: token, within: .seconds(10)))
    token = try settledToken(till)
    try backRoom.adjustQuantity(itemID: id, by: 1)
    #expect(try tokenMoves(till, from: token, within: .seconds(5)))
  }

  /// The token once it has not moved for half a second (listening, once started, moves it).
  @Test func anotherStationsScanIntoASessionMovesTheToken() throws {
    let database = try TestDatabase()
    let till = try database.open(station: "till")
    let backRoom = try database.open(station: "back room")
    let id = try #require(try backRoom.add("Nails", quantity: 1).id)
    let count = try till.startSession(kind: .count)
    let token = try settledToken(till)
    try backRoom.addToSession(id: count.id, itemID: id, quantity: 2)
    #expect(try tokenMoves(till, from: token, within: .seconds(5)))
  }

  private func settledToken(_ inventory: PostgresInventory) throws -> Int {
    var token = try inventory.changeToken()
    while try tokenMoves(inventory, from: token, within: .milliseconds(500)) { token = try inventory.changeToken() }
    return token
  }

  private func tokenMoves(_ inventory: PostgresInventory, from token: Int, within limit: Duration) throws -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while clock.now < deadline {
      if try inventory.changeToken() != token { return true }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return try inventory.changeToken() != token
  }
}
