import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// Several stations changing one item at once: every change counts exactly once, none is lost, stock never
/// goes below zero.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresConcurrencyTests {
  @Test func fourStationsMaking250ChangesEachToOneItemGiveTheExactTotal() throws {
    let database = try TestDatabase()
    let stations = try (0..<4).map { try database.open(station: "station \($0)") }
    let id = try #require(try stations[0].add("Popular", quantity: 0).id)
    let results = LockedResults()
    for (index, station) in stations.enumerated() {
      Thread {
        // +2 then -1, 125 times: each removal follows this station's own addition, so none may fail.
        results.append(
          Result {
            for step in 0..<250 { try station.adjustQuantity(itemID: id, by: step % 2 == 0 ? 2 : -1, source: .cli) }
            return "station \(index)"
          })
      }.start()
    }
    #expect(results.waitFor(count: 4, seconds: 120))
    for result in results.results { #expect(throws: Never.self) { try result.get() } }
    let item = try #require(try stations[1].item(id: id))
    #expect(item.quantity == 4 * 125)
    #expect(try stations[2].movementTotal(itemID: id) == 500)
    #expect(try database.psql("SELECT count(*) FROM stock_movement WHERE item_id = \(id)") == "1000")
    #expect(try database.psql("SELECT count(DISTINCT station) FROM stock_movement") == "4")
    #expect(try database.psql("SELECT count(*) FROM action WHERE kind = 'stock'") == "1000")
  }

  @Test func removalsRacingForTheLastUnitsNeverGoBelowZero() throws {
    let database = try TestDatabase()
    let stations = try (0..<4).map { try database.open(station: "till \($0)") }
    let id = try #require(try stations[0].add("Last ones", quantity: 50).id)
    let results = LockedResults()
    let refused = LockedResults()
    for station in stations {
      Thread {
        var taken = 0
        for _ in 0..<30 {
          do {
            try station.adjustQuantity(itemID: id, by: -1)
            taken += 1
          } catch let error as InventoryError {
            if case .insufficientStock = error { refused.append(.success("refused")) } else { break }
          } catch { break }
        }
        results.append(.success(String(taken)))
      }.start()
    }
    #expect(results.waitFor(count: 4, seconds: 120))
    let taken = results.results.compactMap { try? $0.get() }.compactMap { Int($0) }.reduce(0, +)
    #expect(taken == 50)
    #expect(refused.results.count == 4 * 30 - 50)
    #expect(try stations[3].item(id: id)?.quantity == 0)
  }
}
