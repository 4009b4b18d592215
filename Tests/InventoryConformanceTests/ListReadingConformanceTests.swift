import Foundation
import InventoryCore
import Testing

/// A list read by seeks from an item, by windows of positions, and an item's position: the same items as
/// `items(matching:)` in every order, both directions, with ties and empty barcodes, categories and prices.
@Suite("Inventory conformance: reading lists by seeks, windows and positions")
struct ListReadingConformanceTests {
  /// Every order, ascending and descending.
  static let orders: [ItemQuery] = ItemQuery.SortColumn.allCases.flatMap { sort in
    [ItemQuery(sort: sort), ItemQuery(sort: sort, ascending: false)]
  }

  /// 18 items: repeated names and quantities (ties), a third without barcode, price or category.
  static func sample(_ backend: Backend) throws -> (Store, [InventoryCore.Category]) {
    let store = try backend.open()
    let categories = [try store.inventory.addCategory(named: "Tools"), try store.inventory.addCategory(named: "bolts")]
    let names = ["Tea", "tea", "Coffee", "Éclair", "washer 10", "washer 9"]
    for index in 0..<18 {
      try store.add(
        names[index % names.count], barcode: index % 3 == 0 ? "" : InStoreCode.ean13(sequence: 50 - index).text,
        quantity: index % 4, minimum: index % 5, price: index % 3 == 1 ? "" : "\(index % 4).25",
        category: index % 3 == 2 ? nil : categories[index % 2].id)
    }
    return (store, categories)
  }

  @Test(arguments: Backend.all)
  func seeksFromEachItemGiveItsNeighboursInEveryOrder(backend: Backend) throws {
    let (store, categories) = try Self.sample(backend)
    let filters = [ItemQuery(), ItemQuery(category: .category(try #require(categories[0].id)), search: "washer")]
    for order in Self.orders {
      for filter in filters {
        var query = order
        query.category = filter.category
        query.search = filter.search
        let all = try store.inventory.items(matching: query)
        for (index, item) in all.enumerated() {
          // Every order can be sought (no OFFSET anywhere in a scrolled list).
          let after = try #require(
            try store.inventory.items(matching: query, adjacentTo: item, forward: true, limit: 3), "\(query)")
          #expect(
            after.map(\.id) == all[(index + 1)..<min(all.count, index + 4)].map(\.id), "\(query) after \(index)")
          let before = try #require(
            try store.inventory.items(matching: query, adjacentTo: item, forward: false, limit: 3), "\(query)")
          #expect(before.map(\.id) == all[max(0, index - 3)..<index].map(\.id), "\(query) before \(index)")
        }
      }
    }
  }

  @Test(arguments: Backend.all)
  func windowsAndPositionsAgreeWithTheListInEveryOrder(backend: Backend) throws {
    let (store, _) = try Self.sample(backend)
    for order in Self.orders {
      for query in [order, ItemQuery(lowStockOnly: true, sort: order.sort, ascending: order.ascending)] {
        let all = try store.inventory.items(matching: query)
        for start in 0..<all.count {
          let positions = start..<min(all.count, start + 4)
          let window = try store.inventory.window(of: query, positions: positions, total: all.count)
          #expect(window.map(\.id) == all[positions].map(\.id), "\(query) \(positions)")
          let id = try #require(all[start].id)
          #expect(try store.inventory.position(ofItem: id, matching: query) == start, "\(query) \(start)")
        }
      }
    }
  }

  @Test(arguments: Backend.all)
  func anItemOutsideTheListHasNoPositionAndAnEmptyWindowIsEmpty(backend: Backend) throws {
    let (store, _) = try Self.sample(backend)
    let last = try #require(try store.inventory.items(matching: ItemQuery()).last)
    let zebra = try store.add("Zebra", quantity: 9, minimum: 1)
    let id = try #require(zebra.id)
    #expect(try store.inventory.position(ofItem: id, matching: ItemQuery(lowStockOnly: true)) == nil)
    #expect(try store.inventory.position(ofItem: 999_999, matching: ItemQuery()) == nil)
    #expect(try store.inventory.window(of: ItemQuery(), positions: 3..<3, total: 19).isEmpty)
    let after = try store.inventory.items(matching: ItemQuery(), adjacentTo: last, forward: true, limit: 5)
    #expect(after?.map(\.id) == [id], "name order can always be sought")
  }
}
