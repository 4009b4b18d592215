import Foundation
import GRDB
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// The totals the database keeps by category (`item_totals`) say what counting and summing the items would,
/// after every kind of change; a value beyond 64 bits stays exact; a file from before them gets them right;
/// damaged ones are reported by the health check and summed again on opening.
@Suite struct KeptTotalsTests {
  let inventory: TestInventory
  init() throws { inventory = try TestInventory() }

  /// Count, units and value of `filter`'s items, summed by sqlite3 itself from the item rows.
  func summed(_ filter: String) throws -> [String] {
    let result = try ProcessRunner.run(
      "/usr/bin/sqlite3",
      [inventory.path, "SELECT count(*), total(quantity), total(quantity * price_minor) FROM item \(filter)"])
    return result.stdout.trimmingCharacters(in: .newlines).split(separator: "|").map(String.init)
  }

  func expectKeptTotalsAgree(_ step: String, categories: [Int64]) throws {
    let filters: [(ItemQuery.CategoryFilter, String)] =
      [(.any, ""), (.uncategorised, "WHERE category_id IS NULL")]
      + categories.map { (.category($0), "WHERE category_id = \($0)") }
    for (category, filter) in filters {
      let kept = try inventory.service.totals(matching: ItemQuery(category: category))
      let expected = try summed(filter)
      let keptFigures = ["\(kept.count)", "\(Double(kept.units))", "\(Double(kept.value.minorUnits))"]
      #expect(keptFigures == expected, "\(step), \(category)")
      #expect(try inventory.service.count(matching: ItemQuery(category: category)) == kept.count, "\(step)")
    }
    let counts = try inventory.service.categories().map(\.itemCount)
    let expectedCounts = try categories.map { try Int(summed("WHERE category_id = \($0)")[0]) ?? -1 }
    #expect(counts == expectedCounts, "\(step)")
    #expect(try inventory.service.integrityProblems() == [], "\(step)")
  }

  @Test func totalsFollowEveryKindOfChange() throws {
    let service = inventory.service
    let tools = try #require(try service.addCategory(named: "A tools").id)
    let paint = try #require(try service.addCategory(named: "B paint").id)
    let categories = [tools, paint]
    let hammer = try inventory.add("Hammer", barcode: "4006381333931", quantity: 4, price: "12.50", category: tools)
    let brush = try #require(try inventory.add("Brush", quantity: 10, price: "", category: paint).id)
    let tape = try #require(try inventory.add("Tape", quantity: 3, price: "1.99").id)
    try expectKeptTotalsAgree("added", categories: categories)

    try service.recordScan(ScanRequest("4006381333931", source: .cli))
    _ = try service.adjustQuantity(itemID: brush, by: -4)
    _ = try service.setQuantity(itemID: tape, to: 9)
    try expectKeptTotalsAgree("stock changed", categories: categories)

    var draft = ItemDraft(hammer)
    draft.price = "99.99"
    draft.categoryID = paint
    try service.updateItem(id: try #require(hammer.id), with: draft)
    draft = ItemDraft(try #require(try service.item(id: brush)))
    draft.price = "3.00"
    try service.updateItem(id: brush, with: draft)
    try expectKeptTotalsAgree("price and category changed", categories: categories)

    // A category deleted: its items become uncategorised (the foreign key sets them to NULL).
    _ = try service.deleteCategory("B paint")
    try expectKeptTotalsAgree("category deleted", categories: [tools])
    try service.deleteItem(id: tape)
    try expectKeptTotalsAgree("item deleted", categories: [tools])
    _ = try service.undo()
    try expectKeptTotalsAgree("deletion undone", categories: [tools])
    try service.importItems(
      try ItemCSVReader.read(data: Data("name,qty,price,category\nNails,500,0.02,A tools\n".utf8)))
    try expectKeptTotalsAgree("imported", categories: [tools])
  }

  @Test func aValueBeyondSixtyFourBitsIsExact() throws {
    let most = StockLimits.maximumPriceMinorUnits
    let price = "\(most / 100).\(String(format: "%02d", Int(most % 100)))"
    for index in 0..<12 {
      try inventory.add("Gold \(index)", quantity: StockLimits.maximumQuantity, price: price)
    }
    let totals = try inventory.service.totals()
    #expect(totals.value.minorUnits == 12 * Int128(StockLimits.maximumQuantity) * Int128(most))
    #expect(totals.value.minorUnits > Int128(Int64.max))
    #expect(totals.units == 12 * StockLimits.maximumQuantity)
    #expect(try inventory.service.integrityProblems() == [])
  }

  @Test func aFileFromBeforeKeptTotalsGetsThemRightWhenUpgraded() throws {
    let category = try #require(try inventory.service.addCategory(named: "Food").id)
    try inventory.add("Tea", quantity: 7, price: "3.10", category: category)
    try inventory.add("Salt", quantity: 2)
    let other = try DatabaseQueue(path: inventory.path)
    try other.write { db in
      try db.execute(sql: WaveOneDatabase.undoV14 + WaveOneDatabase.undoV13 + WaveOneDatabase.undoV12)
    }
    try other.close()
    // The older file read by an older stockroom's way: counted from the items.
    let before = try inventory.service.totals()
    let service = try inventory.reopened()
    #expect(try service.totals() == before)
    #expect(try service.totals(matching: ItemQuery(category: .category(category))).units == 7)
    #expect(try service.integrityProblems() == [])
  }

  @Test func keptTotalsThatDifferAreReportedAndInexactOnesSummedAgainOnOpening() throws {
    try inventory.add("Tea", quantity: 7, price: "3.10")
    let other = try DatabaseQueue(path: inventory.path)
    try other.write { db in try db.execute(sql: "UPDATE item_totals SET items = items + 1") }
    #expect(
      try inventory.service.integrityProblems().contains(
        "the totals kept by category (item_totals) differ from the items"))
    try other.write { db in try db.execute(sql: "UPDATE item_totals SET items = items - 1, units = units + 0.5") }
    try other.close()
    // Not an integer: the list sums the items instead, and the next opening for writing sums the totals again.
    #expect(try inventory.service.totals().units == 7)
    #expect(try inventory.reopened().integrityProblems() == [])
  }
}
