import InventoryCore
import InventoryStore
import TestSupport
import Testing

/// Full-text search, filters, sorting, totals and the low-stock report.
@Suite struct SearchAndReportTests {
  let inventory: TestInventory
  let drinks: InventoryCore.Category

  init() throws {
    inventory = try TestInventory()
    drinks = try inventory.service.addCategory(named: "Drinks")
    try inventory.add(
      "Coffee beans", barcode: "036000291452", quantity: 1, minimum: 5, target: 12, price: "9.50", category: drinks.id)
    try inventory.add("Crème brûlée", quantity: 3, minimum: 4, price: "2.25", notes: "dessert, chilled")
    try inventory.add("Éclair", quantity: 10, minimum: 2)
    try inventory.add("zebra cakes", quantity: 0, minimum: 1, category: drinks.id)
  }

  func names(_ query: ItemQuery) throws -> [String] { try inventory.service.items(matching: query).map(\.name) }

  @Test func searchMatchesWordPrefixesIgnoringCaseAndAccents() throws {
    #expect(try names(ItemQuery(search: "cof")) == ["Coffee beans"])
    #expect(try names(ItemQuery(search: "CREME")) == ["Crème brûlée"])
    #expect(try names(ItemQuery(search: "brul cre")) == ["Crème brûlée"])
    #expect(try names(ItemQuery(search: "eclair")) == ["Éclair"])
    #expect(try names(ItemQuery(search: "chill")) == ["Crème brûlée"])  // notes
    #expect(try names(ItemQuery(search: "drink")) == ["Coffee beans", "zebra cakes"])  // category
    #expect(try names(ItemQuery(search: "0360002")) == ["Coffee beans"])  // barcode prefix
    #expect(try names(ItemQuery(search: "\"*)(")).count == 4)  // punctuation only: no filter, no error
  }

  @Test func renamingACategoryIsSearchableAtOnce() throws {
    try inventory.service.renameCategory("drinks", to: "Beverages")
    #expect(try names(ItemQuery(search: "bever")) == ["Coffee beans", "zebra cakes"])
    #expect(try names(ItemQuery(search: "drinks")).isEmpty)
  }

  @Test func filtersByCategoryUncategorisedAndLowStock() throws {
    #expect(try names(ItemQuery(category: .category(drinks.id!))) == ["Coffee beans", "zebra cakes"])
    #expect(try names(ItemQuery(category: .uncategorised)) == ["Crème brûlée", "Éclair"])
    #expect(try names(ItemQuery(lowStockOnly: true)) == ["Coffee beans", "Crème brûlée", "zebra cakes"])
    #expect(try names(ItemQuery(category: .uncategorised, lowStockOnly: true, search: "cr")) == ["Crème brûlée"])
  }

  @Test func sortsByNameFoldingCaseAndAccentsAndByOtherColumns() throws {
    #expect(try names(ItemQuery()) == ["Coffee beans", "Crème brûlée", "Éclair", "zebra cakes"])
    #expect(try names(ItemQuery(sort: .quantity, ascending: false)).first == "Éclair")
    #expect(try names(ItemQuery(sort: .price)) == ["Crème brûlée", "Coffee beans", "Éclair", "zebra cakes"])
    #expect(try names(ItemQuery(sort: .category)).prefix(2) == ["Coffee beans", "zebra cakes"])
    #expect(try inventory.service.items(limit: 2, offset: 1).map(\.name) == ["Crème brûlée", "Éclair"])
  }

  @Test func totalsCountUnitsAndValue() throws {
    let totals = try inventory.service.totals()
    #expect(totals.count == 4)
    #expect(totals.units == 14)
    #expect(totals.value == MoneyTotal(minorUnits: 950 + 3 * 225))
  }

  @Test func lowStockReportListsLargestShortfallFirstWithAmountsToOrder() throws {
    let report = try inventory.service.lowStockReport()
    #expect(report.map(\.name) == ["Coffee beans", "Crème brûlée", "zebra cakes"])
    #expect(report.map(\.reorderQuantity) == [11, 1, 1])
    #expect(try inventory.service.lowStockCount() == 3)
  }
}

/// The in-memory name-order path for search pages must give exactly what SQLite's sort gives.
@Suite struct SearchPageFastPathTests {
  @Test func pagesMatchTheFullSortInBothDirectionsAndAfterChanges() throws {
    let inventory = try TestInventory()
    let words = ["apple", "Äpfel", "banana", "apricot", "zucchini", "avocado", "almond", "Ananas"]
    for index in 0..<120 {
      try inventory.add("\(words[index % words.count]) \(index % 7) box", quantity: index % 5)
    }
    func check() throws {
      for search in ["a", "ap", "box", "1", "zz", "Ä", "a box"] {
        for ascending in [true, false] {
          let query = ItemQuery(search: search, ascending: ascending)
          let all = try inventory.service.items(matching: query).map(\.id)  // no limit: SQLite sorts
          for offset in [0, 3, 40] {
            let page = try inventory.service.items(matching: query, limit: 7, offset: offset).map(\.id)
            #expect(page == Array(all.dropFirst(offset).prefix(7)), "\(search) \(ascending) \(offset)")
          }
        }
      }
    }
    try check()
    // Renaming and adding change the name order: the cached ranks must follow.
    let first = try inventory.service.items(matching: ItemQuery(search: "a"), limit: 1).first!
    var draft = ItemDraft(first)
    draft.name = "zz last now"
    try inventory.service.updateItem(id: first.id!, with: draft)
    try inventory.add("aaa first now box")
    try check()
    #expect(
      try inventory.service.items(matching: ItemQuery(search: "box"), limit: 1).first?.name == "aaa first now box")
  }
}
