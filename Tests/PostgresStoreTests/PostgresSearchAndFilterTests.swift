import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// Search, filters, orders and paging give what the SQLite store gives on its shared examples
/// (SearchAndReportTests there).
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresSearchAndFilterTests {
  let database: TestDatabase
  let inventory: PostgresInventory
  let drinks: InventoryCore.Category

  init() throws {
    database = try TestDatabase()
    inventory = try database.open()
    drinks = try inventory.addCategory(named: "Drinks")
    try inventory.add(
      "Coffee beans", barcode: "036000291452", quantity: 1, minimum: 5, target: 12, price: "9.50", category: drinks.id)
    try inventory.add("Crème brûlée", quantity: 3, minimum: 4, price: "2.25", notes: "dessert, chilled")
    try inventory.add("Éclair", quantity: 10, minimum: 2)
    try inventory.add("zebra cakes", quantity: 0, minimum: 1, category: drinks.id)
  }

  func names(_ query: ItemQuery) throws -> [String] { try inventory.items(matching: query).map(\.name) }

  @Test func searchMatchesWordPrefixesIgnoringCaseAndAccents() throws {
    #expect(try names(ItemQuery(search: "cof")) == ["Coffee beans"])
    #expect(try names(ItemQuery(search: "CREME")) == ["Crème brûlée"])
    #expect(try names(ItemQuery(search: "brul cre")) == ["Crème brûlée"])
    #expect(try names(ItemQuery(search: "eclair")) == ["Éclair"])
    #expect(try names(ItemQuery(search: "chill")) == ["Crème brûlée"])  // notes
    #expect(try names(ItemQuery(search: "drink")) == ["Coffee beans", "zebra cakes"])  // category
    #expect(try names(ItemQuery(search: "0360002")) == ["Coffee beans"])  // barcode prefix
    #expect(try names(ItemQuery(search: "\"*)(")).count == 4)  // punctuation only: no filter, no error
    #expect(try names(ItemQuery(search: "cof zebra")).isEmpty)  // every word must match
    #expect(try names(ItemQuery(search: "' & !x:*")).isEmpty)  // query syntax is only text
    #expect(try inventory.count(matching: ItemQuery(search: "c")) == 3)
  }

  @Test func renamingACategoryOrAnItemIsSearchableAtOnce() throws {
    try inventory.renameCategory("drinks", to: "Beverages")
    #expect(try names(ItemQuery(search: "bever")) == ["Coffee beans", "zebra cakes"])
    #expect(try names(ItemQuery(search: "drinks")).isEmpty)
    let eclair = try inventory.findItem("Éclair")
    var draft = ItemDraft(eclair)
    draft.name = "Macaron"
    draft.categoryID = drinks.id
    try inventory.updateItem(id: try #require(eclair.id), with: draft)
    #expect(try names(ItemQuery(search: "eclair")).isEmpty)
    #expect(try names(ItemQuery(search: "mac bev")) == ["Macaron"])
    try inventory.deleteCategory("Beverages")
    #expect(try names(ItemQuery(search: "bever")).isEmpty)
  }

  @Test func filtersByCategoryUncategorisedAndLowStock() throws {
    let drinksID = try #require(drinks.id)
    #expect(try names(ItemQuery(category: .category(drinksID))) == ["Coffee beans", "zebra cakes"])
    #expect(try names(ItemQuery(category: .uncategorised)) == ["Crème brûlée", "Éclair"])
    #expect(try names(ItemQuery(lowStockOnly: true)) == ["Coffee beans", "Crème brûlée", "zebra cakes"])
    #expect(try names(ItemQuery(category: .uncategorised, lowStockOnly: true, search: "cr")) == ["Crème brûlée"])
    #expect(try inventory.count(matching: ItemQuery(lowStockOnly: true)) == 3)
    #expect(try inventory.count(matching: ItemQuery(category: .category(drinksID), lowStockOnly: true)) == 2)
  }

  @Test func sortsByNameFoldingCaseAndAccentsAndByOtherColumns() throws {
    #expect(try names(ItemQuery()) == ["Coffee beans", "Crème brûlée", "Éclair", "zebra cakes"])
    #expect(try names(ItemQuery(sort: .quantity, ascending: false)).first == "Éclair")
    #expect(try names(ItemQuery(sort: .price)) == ["Crème brûlée", "Coffee beans", "Éclair", "zebra cakes"])
    #expect(
      try names(ItemQuery(sort: .price, ascending: false)) == ["Coffee beans", "Crème brûlée", "zebra cakes", "Éclair"])
    #expect(try names(ItemQuery(sort: .category)).prefix(2) == ["Coffee beans", "zebra cakes"])
    #expect(try names(ItemQuery(sort: .barcode)).first == "Coffee beans")
    #expect(try names(ItemQuery(sort: .minimum)) == ["zebra cakes", "Éclair", "Crème brûlée", "Coffee beans"])
    #expect(try inventory.items(matching: ItemQuery(), limit: 2, offset: 1).map(\.name) == ["Crème brûlée", "Éclair"])
  }

  /// Every order is total (ties broken by name, then id) and descending is its exact reverse.
  @Test(arguments: [ItemQuery.SortColumn.name, .quantity, .minimum, .updated])
  func descendingIsTheExactReverseOfAscending(column: ItemQuery.SortColumn) throws {
    for index in 0..<6 { try inventory.add("Tie \(index % 2)", quantity: index % 3, minimum: 1) }
    let up = try inventory.items(matching: ItemQuery(sort: column)).map(\.id)
    let down = try inventory.items(matching: ItemQuery(sort: column, ascending: false)).map(\.id)
    #expect(up.count == 10)
    #expect(down == up.reversed())
  }

  /// Items without a barcode, category or price come last in both directions, by name.
  @Test(arguments: [ItemQuery.SortColumn.barcode, .category, .price])
  func emptyValuesComeLastEitherWay(column: ItemQuery.SortColumn) throws {
    let up = try names(ItemQuery(sort: column))
    let down = try names(ItemQuery(sort: column, ascending: false))
    let empties = column == .barcode ? 3 : 2
    #expect(Array(up.suffix(empties)) == Array(down.suffix(empties).reversed()))
    #expect(Array(up.prefix(4 - empties)) == Array(down.prefix(4 - empties).reversed()))
  }

  @Test func namesWithNumbersSortByValue() throws {
    for name in ["Box #1303", "Box #64", "Box #7"] { try inventory.add(name) }
    #expect(try names(ItemQuery(search: "box")) == ["Box #7", "Box #64", "Box #1303"])
  }
}
