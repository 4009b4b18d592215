import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// What PostgreSQL does beyond the conformance suite: every order sought (SQLite cannot seek the orders with
/// empty values), in-store codes from many stations at once, and a health check that finds the rules someone
/// switched off by hand.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresReadsAndScansTests {
  @Test(arguments: ItemQuery.SortColumn.allCases)
  func everyOrderIsSoughtFromAnItemEvenWithEmptyValues(sort: ItemQuery.SortColumn) throws {
    let database = try TestDatabase()
    let inventory = try database.open()
    let tools = try inventory.addCategory(named: "Tools")
    for index in 0..<9 {
      try inventory.add(
        "Item \(index % 3)", barcode: index % 2 == 0 ? "" : InStoreCode.ean13(sequence: 9 - index).text,
        quantity: index % 2, price: index % 3 == 0 ? "" : "1.00", category: index % 2 == 0 ? nil : tools.id)
    }
    for ascending in [true, false] {
      let query = ItemQuery(sort: sort, ascending: ascending)
      let all = try inventory.items(matching: query)
      for (index, item) in all.enumerated() {
        let after = try #require(try inventory.items(matching: query, adjacentTo: item, forward: true, limit: 2))
        #expect(after.map(\.id) == all[(index + 1)..<min(all.count, index + 3)].map(\.id))
        let before = try #require(try inventory.items(matching: query, adjacentTo: item, forward: false, limit: 2))
        #expect(before.map(\.id) == all[max(0, index - 2)..<index].map(\.id))
      }
    }
  }

  @Test func fourStationsAssigningInStoreCodesAtOnceNeverShareOne() throws {
    let database = try TestDatabase()
    let stations = try (0..<4).map { try database.open(station: "station \($0)") }
    let ids = try (0..<60).map { try #require(try stations[0].add("Loose \($0)").id) }
    let results = LockedResults()
    for (index, station) in stations.enumerated() {
      Thread {
        results.append(
          Result {
            let mine = ids.enumerated().filter { $0.offset % 4 == index }.map(\.element)
            for chunk in stride(from: 0, to: mine.count, by: 3) {
              _ = try station.assignInStoreBarcodes(itemIDs: Array(mine[chunk..<min(mine.count, chunk + 3)]))
            }
            return "station \(index)"
          })
      }.start()
    }
    #expect(results.waitFor(count: 4, seconds: 120))
    for result in results.results { #expect(throws: Never.self) { try result.get() } }
    let codes = try database.psql("SELECT string_agg(barcode, ',' ORDER BY barcode) FROM item")
    #expect(codes == (1...60).map { InStoreCode.ean13(sequence: $0).text }.joined(separator: ","))
    #expect(try database.psql("SELECT count(DISTINCT station) FROM action WHERE kind = 'edit'") == "4")
  }

  @Test func theHealthCheckFindsRulesSwitchedOffAndWhatTheyGuarded() throws {
    let database = try TestDatabase()
    let inventory = try database.open()
    let id = try #require(try inventory.add("Tea", quantity: 4).id)
    #expect(try inventory.integrityProblems() == [])
    try database.psql(
      """
      ALTER TABLE item DISABLE TRIGGER item_quantity_by_movements;
      ALTER TABLE item DROP CONSTRAINT item_quantity_in_range;
      UPDATE item SET quantity = 2000000000 WHERE id = \(id);
      """)
    let problems = try inventory.integrityProblems()
    #expect(problems.contains { $0.hasPrefix("trigger item_quantity_by_movements is disabled") })
    #expect(problems.contains { $0.hasPrefix("constraint item_quantity_in_range is missing") })
    #expect(problems.contains("item \(id) \"Tea\": quantity 2000000000 but its movements add up to 4"))
    #expect(problems.contains { $0.hasPrefix("item \(id) \"Tea\": stored quantity 2000000000 is outside") })
    #expect(try inventory.itemsWithStoredValueProblems(limit: 5).map(\.id) == [id])
  }

  @Test func theHealthCheckFindsTheOpeningStockChecksGone() throws {
    // Given v13's checks of a statement with opening stock, one dropped and one INSERT half disabled
    let database = try TestDatabase()
    let inventory = try database.open()
    try database.psql(
      """
      DROP TRIGGER item_opening_stock_keeps_the_rules ON item;
      ALTER TABLE item DISABLE TRIGGER item_quantity_starts_at_zero;
      """)

    // Then the health check names both
    let problems = try inventory.integrityProblems()
    #expect(problems.contains { $0.hasPrefix("trigger item_opening_stock_keeps_the_rules is missing") })
    #expect(problems.contains { $0.hasPrefix("trigger item_quantity_starts_at_zero is disabled") })
  }

  @Test func aScanRefusedForTooLittleStockIsStillKeptWithItsStation() throws {
    let database = try TestDatabase()
    let inventory = try database.open(station: "dock")
    try inventory.add("Beans", barcode: "4006381333931", quantity: 1)
    let outcome = try inventory.recordScan(ScanRequest("4006381333931", source: .camera, mode: .remove, quantity: 5))
    #expect(outcome.isTooLittleStock)
    #expect(try database.psql("SELECT outcome || ' ' || station FROM scan") == "refused dock")
    #expect(try database.psql("SELECT count(*) FROM stock_movement") == "1")
  }
}
