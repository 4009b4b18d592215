import InventoryCore
import Testing

/// More of search, filters and orders on QueryConformanceTests' four items: once, on both backends (each store
/// had its own copy of these tests).
@Suite("Inventory conformance: search and order")
struct SearchAndOrderConformanceTests {
  static func names(_ store: Store, _ query: ItemQuery) throws -> [String] {
    try store.inventory.items(matching: query).map(\.name)
  }

  @Test(arguments: Backend.all)
  func everySearchWordMustMatchAndQuerySyntaxIsOnlyText(backend: Backend) throws {
    let (store, _) = try QueryConformanceTests.sample(backend)
    #expect(try Self.names(store, ItemQuery(search: "cof zebra")).isEmpty)
    #expect(try Self.names(store, ItemQuery(search: "' & !x:*")).isEmpty)
    #expect(try store.inventory.count(matching: ItemQuery(search: "c")) == 3)
  }

  @Test(arguments: Backend.all)
  func renamingACategoryOrAnItemIsSearchableAtOnce(backend: Backend) throws {
    let (store, drinks) = try QueryConformanceTests.sample(backend)
    try store.inventory.renameCategory("drinks", to: "Beverages")
    #expect(try Self.names(store, ItemQuery(search: "bever")) == ["Coffee beans", "zebra cakes"])
    #expect(try Self.names(store, ItemQuery(search: "drinks")).isEmpty)
    let eclair = try store.inventory.findItem("Éclair")
    var draft = ItemDraft(eclair)
    draft.name = "Macaron"
    draft.categoryID = drinks.id
    try store.inventory.updateItem(id: try #require(eclair.id), with: draft)
    #expect(try Self.names(store, ItemQuery(search: "eclair")).isEmpty)
    #expect(try Self.names(store, ItemQuery(search: "mac bev")) == ["Macaron"])
    try store.inventory.deleteCategory("Beverages")
    #expect(try Self.names(store, ItemQuery(search: "bever")).isEmpty)
  }

  @Test(arguments: Backend.all)
  func filtersCombineAndCountWhatTheyList(backend: Backend) throws {
    let (store, drinks) = try QueryConformanceTests.sample(backend)
    let drinksID = try #require(drinks.id)
    let lowUncategorised = ItemQuery(category: .uncategorised, lowStockOnly: true, search: "cr")
    #expect(try Self.names(store, lowUncategorised) == ["Crème brûlée"])
    #expect(try store.inventory.count(matching: ItemQuery(lowStockOnly: true)) == 3)
    #expect(try store.inventory.count(matching: ItemQuery(category: .category(drinksID), lowStockOnly: true)) == 2)
  }

  @Test(arguments: Backend.all)
  func sortsByEveryColumn(backend: Backend) throws {
    let (store, _) = try QueryConformanceTests.sample(backend)
    #expect(
      try Self.names(store, ItemQuery(sort: .price, ascending: false)) == [
        "Coffee beans", "Crème brûlée", "zebra cakes", "Éclair",
      ])
    #expect(try Self.names(store, ItemQuery(sort: .category)).prefix(2) == ["Coffee beans", "zebra cakes"])
    #expect(try Self.names(store, ItemQuery(sort: .barcode)).first == "Coffee beans")
    #expect(
      try Self.names(store, ItemQuery(sort: .minimum)) == ["zebra cakes", "Éclair", "Crème brûlée", "Coffee beans"])
  }

  /// Every order is total (ties broken by name, then id) and descending is its exact reverse.
  @Test(arguments: Backend.all, [ItemQuery.SortColumn.name, .quantity, .minimum, .updated])
  func descendingIsTheExactReverseOfAscending(backend: Backend, column: ItemQuery.SortColumn) throws {
    let (store, _) = try QueryConformanceTests.sample(backend)
    for index in 0..<6 { try store.add("Tie \(index % 2)", quantity: index % 3, minimum: 1) }
    let up = try store.inventory.items(matching: ItemQuery(sort: column)).map(\.id)
    let down = try store.inventory.items(matching: ItemQuery(sort: column, ascending: false)).map(\.id)
    #expect(up.count == 10)
    #expect(down == up.reversed())
  }

  /// Items without a barcode, category or price come last in both directions, by name.
  @Test(arguments: Backend.all, [ItemQuery.SortColumn.barcode, .category, .price])
  func emptyValuesComeLastEitherWay(backend: Backend, column: ItemQuery.SortColumn) throws {
    let (store, _) = try QueryConformanceTests.sample(backend)
    let up = try Self.names(store, ItemQuery(sort: column))
    let down = try Self.names(store, ItemQuery(sort: column, ascending: false))
    let empties = column == .barcode ? 3 : 2
    #expect(Array(up.suffix(empties)) == Array(down.suffix(empties).reversed()))
    #expect(Array(up.prefix(4 - empties)) == Array(down.prefix(4 - empties).reversed()))
  }

  @Test(arguments: Backend.all)
  func namesWithNumbersSortByValue(backend: Backend) throws {
    let store = try backend.open()
    for name in ["Box #1303", "Box #64", "Box #7"] { try store.add(name) }
    #expect(try Self.names(store, ItemQuery(search: "box")) == ["Box #7", "Box #64", "Box #1303"])
  }

  @Test(arguments: Backend.all)
  func theLowStockReportOrdersUpToTheTargetWhereThereIsOne(backend: Backend) throws {
    let store = try backend.open()
    try store.inventory.addItem(
      ItemDraft(name: "Coffee beans", quantity: "1", minimumQuantity: "5", targetQuantity: "12"))
    try store.add("Crème brûlée", quantity: 3, minimum: 4)
    try store.add("Éclair", quantity: 10, minimum: 2)
    let report = try store.inventory.lowStockReport()
    #expect(report.map(\.name) == ["Coffee beans", "Crème brûlée"])
    #expect(report.map(\.reorderQuantity) == [11, 1])
    #expect(try store.inventory.lowStockCount() == 2)
  }
}
