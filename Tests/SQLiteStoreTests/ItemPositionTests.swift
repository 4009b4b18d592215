import InventoryCore
import SQLiteStore
import TestSupport
import Testing

@Suite("Item position in a list")
struct ItemPositionTests {
  @Test("an item's position follows the query's order and filter; nil when the filter hides it")
  func positionFollowsQuery() throws {
    // Given three items
    let inventory = try TestInventory()
    let apple = try inventory.add("Apple", quantity: 9)
    let banana = try inventory.add("banana", quantity: 1, minimum: 2)
    let cherry = try inventory.add("Cherry", quantity: 5)
    let service = inventory.service
    // Then by name (case-folded) they are 0, 1, 2
    #expect(try service.position(ofItem: cherry.id!, matching: ItemQuery()) == 2)
    #expect(try service.position(ofItem: banana.id!, matching: ItemQuery()) == 1)
    // And by quantity, descending, Apple comes first
    #expect(try service.position(ofItem: apple.id!, matching: ItemQuery(sort: .quantity, ascending: false)) == 0)
    // And the low-stock filter keeps only banana
    #expect(try service.position(ofItem: banana.id!, matching: ItemQuery(lowStockOnly: true)) == 0)
    #expect(try service.position(ofItem: apple.id!, matching: ItemQuery(lowStockOnly: true)) == nil)
    // And a search that misses it gives nil
    #expect(try service.position(ofItem: apple.id!, matching: ItemQuery(search: "cher")) == nil)
  }
}

@Suite("Seeking pages from a neighbouring item")
struct ItemSeekTests {
  @Test(
    "the items after and before an item are the same as OFFSET pages, in every seekable order",
    arguments: [
      ItemQuery(), ItemQuery(ascending: false), ItemQuery(sort: .quantity),
      ItemQuery(sort: .quantity, ascending: false),
      ItemQuery(sort: .minimum), ItemQuery(search: "tea"), ItemQuery(lowStockOnly: true),
    ])
  func seekMatchesOffset(query: ItemQuery) throws {
    // Given items with duplicate names and quantities (ties are broken by name key, then id)
    let inventory = try TestInventory()
    for index in 0..<40 {
      try inventory.add(index % 3 == 0 ? "Green tea" : "Item \(index % 7)", quantity: index % 5, minimum: index % 4)
    }
    let all = try inventory.service.items(matching: query)
    for index in all.indices {
      // When seeking forward and backward from each item
      let after = try #require(
        try inventory.service.items(matching: query, adjacentTo: all[index], forward: true, limit: 5))
      let before = try #require(
        try inventory.service.items(matching: query, adjacentTo: all[index], forward: false, limit: 5))
      // Then the pages equal the slices of the full list
      #expect(after.map(\.id) == all[(index + 1)..<min(all.count, index + 6)].map(\.id))
      #expect(before.map(\.id) == all[max(0, index - 5)..<index].map(\.id))
    }
  }

  @Test("orders over columns that may be NULL seek too: the items without a value come last either way")
  func nullableOrdersSeek() throws {
    let inventory = try TestInventory()
    let tea = try inventory.add("Tea")
    let coffee = try inventory.add("Coffee", price: "2.00")
    let bread = try inventory.add("Bread", price: "1.00")
    let service = inventory.service
    let byPrice = ItemQuery(sort: .price)
    #expect(try service.items(matching: byPrice, adjacentTo: coffee, forward: true, limit: 5)?.map(\.id) == [tea.id])
    #expect(
      try service.items(matching: byPrice, adjacentTo: tea, forward: false, limit: 5)?.map(\.id) == [
        bread.id, coffee.id,
      ])
    let descending = ItemQuery(sort: .price, ascending: false)
    #expect(
      try service.items(matching: descending, adjacentTo: coffee, forward: true, limit: 5)?.map(\.id) == [
        bread.id, tea.id,
      ])
  }
}

@Suite("Counting matches")
struct ItemCountTests {
  @Test(
    "count(matching:) equals the number of items the query lists",
    arguments: [
      ItemQuery(), ItemQuery(search: "tea"), ItemQuery(search: "gre te"), ItemQuery(search: "zzz"),
      ItemQuery(lowStockOnly: true, search: "tea"), ItemQuery(category: .uncategorised), ItemQuery(search: "--"),
    ])
  func countMatchesListing(query: ItemQuery) throws {
    let inventory = try TestInventory()
    let drinks = try inventory.service.addCategory(named: "Tea things")
    for index in 0..<30 {
      try inventory.add(
        index % 3 == 0 ? "Green tea \(index)" : "Item \(index)", quantity: index % 5, minimum: index % 4,
        category: index % 4 == 0 ? drinks.id : nil)
    }
    #expect(try inventory.service.count(matching: query) == inventory.service.items(matching: query).count)
  }
}

@Suite("Windows of a list by position")
struct ItemWindowTests {
  @Test(
    "a window is the same slice of the list wherever it is and however the store reads it",
    arguments: [
      ItemQuery(), ItemQuery(ascending: false), ItemQuery(sort: .quantity), ItemQuery(sort: .minimum, ascending: false),
      ItemQuery(sort: .price), ItemQuery(sort: .barcode, ascending: false), ItemQuery(search: "tea"),
    ])
  func windowsAreSlices(query: ItemQuery) throws {
    // Given items with duplicate names, quantities and prices, some without price or barcode
    let inventory = try TestInventory()
    for index in 0..<30 {
      try inventory.add(
        index % 3 == 0 ? "Green tea" : "Item \(index % 7)", barcode: index % 2 == 0 ? "SKU-\(index)" : "",
        quantity: index % 5, minimum: index % 4, price: index % 4 == 0 ? "" : "\(index % 6).50")
    }
    let service: any Inventory = inventory.service
    let all = try service.items(matching: query)
    // When windows near the start, the middle and the end are read (the end ones backwards where the order allows)
    for positions in [0..<5, 10..<17, (all.count - 6)..<all.count, (all.count - 1)..<(all.count + 3)] {
      let window = try service.window(of: query, positions: positions, total: all.count)
      // Then each is the slice of the whole list
      let expected = all[max(0, positions.lowerBound)..<min(all.count, positions.upperBound)]
      #expect(window.map(\.id) == expected.map(\.id), "\(positions)")
    }
  }
}
