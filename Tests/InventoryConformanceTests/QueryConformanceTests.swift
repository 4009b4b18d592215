import Foundation
import InventoryCore
import Testing

/// Search, filters, orders, totals, the low-stock report and reading a long list page by page: the same
/// results from every backend.
@Suite("Inventory conformance: queries")
struct QueryConformanceTests {
  /// Four items: two in Drinks, accents, a barcode, notes, low and out of stock.
  static func sample(_ backend: Backend) throws -> (Store, InventoryCore.Category) {
    let store = try backend.open()
    let drinks = try store.inventory.addCategory(named: "Drinks")
    try store.add("Coffee beans", barcode: "036000291452", quantity: 1, minimum: 5, price: "9.50", category: drinks.id)
    try store.add("Crème brûlée", quantity: 3, minimum: 4, price: "2.25", notes: "dessert, chilled")
    try store.add("Éclair", quantity: 10, minimum: 2)
    try store.add("zebra cakes", quantity: 0, minimum: 1, category: drinks.id)
    return (store, drinks)
  }

  @Test(arguments: Backend.all)
  func searchMatchesWordPrefixesIgnoringCaseAndAccents(backend: Backend) throws {
    let (store, _) = try Self.sample(backend)
    func names(_ search: String) throws -> [String] {
      try store.inventory.items(matching: ItemQuery(search: search)).map(\.name)
    }
    #expect(try names("cof") == ["Coffee beans"])
    #expect(try names("CREME") == ["Crème brûlée"])
    #expect(try names("brul cre") == ["Crème brûlée"])
    #expect(try names("eclair") == ["Éclair"])
    #expect(try names("chill") == ["Crème brûlée"], "notes")
    #expect(try names("drink") == ["Coffee beans", "zebra cakes"], "category")
    #expect(try names("0360002") == ["Coffee beans"], "barcode prefix")
    #expect(try names("\"*)(").count == 4, "punctuation only: no filter, no error")
    #expect(try names("ee").isEmpty, "prefixes, not substrings")
  }

  @Test(arguments: Backend.all)
  func filtersOrdersAndTotals(backend: Backend) throws {
    let (store, drinks) = try Self.sample(backend)
    func names(_ query: ItemQuery) throws -> [String] { try store.inventory.items(matching: query).map(\.name) }
    #expect(try names(ItemQuery(category: .category(try #require(drinks.id)))) == ["Coffee beans", "zebra cakes"])
    #expect(try names(ItemQuery(category: .uncategorised)) == ["Crème brûlée", "Éclair"])
    #expect(try names(ItemQuery(lowStockOnly: true)) == ["Coffee beans", "Crème brûlée", "zebra cakes"])
    #expect(try names(ItemQuery()) == ["Coffee beans", "Crème brûlée", "Éclair", "zebra cakes"])
    #expect(try names(ItemQuery(sort: .quantity, ascending: false)).first == "Éclair")
    #expect(try names(ItemQuery(sort: .price)) == ["Crème brûlée", "Coffee beans", "Éclair", "zebra cakes"])
    #expect(
      try store.inventory.items(matching: ItemQuery(), limit: 2, offset: 1).map(\.name) == ["Crème brûlée", "Éclair"])
    let totals = try store.inventory.totals()
    #expect(totals.count == 4 && totals.units == 14 && totals.value == MoneyTotal(minorUnits: 950 + 3 * 225))
    #expect(try store.inventory.lowStockReport().map(\.reorderQuantity) == [4, 1, 1])
    #expect(try store.inventory.stockAlertCounts() == StockAlertCounts(out: 1, low: 2))
    #expect(
      try store.inventory.position(ofItem: try store.inventory.findItem("Éclair").id ?? 0, matching: ItemQuery()) == 2)
  }

  @Test(arguments: Backend.all)
  func aLongListReadsTheSameByWindowsSeeksAndOffsets(backend: Backend) throws {
    let store = try backend.open()
    for index in 0..<60 {
      try store.add(index % 3 == 0 ? "Green tea \(index % 4)" : "Item \(index % 7)", quantity: index % 5)
    }
    for query in [ItemQuery(), ItemQuery(sort: .quantity, ascending: false), ItemQuery(search: "tea")] {
      let all = try store.inventory.items(matching: query)
      #expect(all.count == (try store.inventory.count(matching: query)))
      for start in stride(from: 0, to: all.count, by: 7) {
        let positions = start..<min(all.count, start + 9)
        let window = try store.inventory.window(of: query, positions: positions, total: all.count)
        #expect(window.map(\.id) == all[positions].map(\.id), "\(query) \(positions)")
        if let after = try store.inventory.items(matching: query, adjacentTo: all[start], forward: true, limit: 4) {
          #expect(after.map(\.id) == all[(start + 1)..<min(all.count, start + 5)].map(\.id))
        }
      }
    }
  }
}
