import Foundation
import InventoryCore
import Testing

/// The list as the terminal UI reads it on a large inventory: pages sought from an item in every order, the
/// first and last pages (Home, End), the selection's neighbours after a change of order, pages read while
/// items come and go; and the natural name order its sort keys give, recomputed when an older file opens.
@Suite("Inventory conformance: list orders, pages at the ends, sort keys")
struct ListOrderConformanceTests {
  /// Every order, both directions, with each filter the list has (a category, the uncategorised, a search).
  static func queries(_ categories: [InventoryCore.Category]) throws -> [ItemQuery] {
    let filters: [(ItemQuery.CategoryFilter, String)] = [
      (.any, ""), (.category(try #require(categories[1].id)), ""), (.uncategorised, ""), (.any, "tea"),
    ]
    return ListReadingConformanceTests.orders.flatMap { order in
      filters.map { filter in
        ItemQuery(category: filter.0, search: filter.1, sort: order.sort, ascending: order.ascending)
      }
    }
  }

  @Test(arguments: Backend.all)
  func theFirstAndLastPagesAreTheListsEndsInEveryOrder(backend: Backend) throws {
    let (store, categories) = try ListReadingConformanceTests.sample(backend)
    for query in try Self.queries(categories) {
      let all = try store.inventory.items(matching: query)
      for size in [1, 4, all.count] {
        // Home, End: the first and the last `size` positions, and one page past the end.
        let first = try store.inventory.window(of: query, positions: 0..<size, total: all.count)
        #expect(first.map(\.id) == all.prefix(size).map(\.id), "\(query) first \(size)")
        let lastStart = max(0, all.count - size)
        let last = try store.inventory.window(
          of: query, positions: lastStart..<(lastStart + size + 3), total: all.count)
        #expect(last.map(\.id) == all[lastStart...].map(\.id), "\(query) last \(size)")
      }
    }
  }

  @Test(arguments: Backend.all)
  func aSelectionKeepsItsNeighboursAndPositionAcrossAChangeOfOrder(backend: Backend) throws {
    let (store, categories) = try ListReadingConformanceTests.sample(backend)
    let selected = try #require(try store.inventory.items(matching: ItemQuery()).dropFirst(7).first)
    let selectedID = try #require(selected.id)
    for query in try Self.queries(categories) {
      let all = try store.inventory.items(matching: query)
      // When: the list changes to this order with the item selected; Then: the rows either side of it in the
      // new order, and its place in that order, agree with the whole list read at once.
      guard let index = all.firstIndex(where: { $0.id == selected.id }) else {
        #expect(try store.inventory.position(ofItem: selectedID, matching: query) == nil)
        continue
      }
      let before = try #require(
        try store.inventory.items(matching: query, adjacentTo: selected, forward: false, limit: 64))
      let after = try #require(
        try store.inventory.items(matching: query, adjacentTo: selected, forward: true, limit: 64))
      #expect(before.map(\.id) == all[..<index].map(\.id), "\(query)")
      #expect(after.map(\.id) == all[(index + 1)...].map(\.id), "\(query)")
      #expect(try store.inventory.position(ofItem: selectedID, matching: query) == index, "\(query)")
    }
  }

  @Test(arguments: Backend.all)
  func pagesReadWhileItemsComeAndGoContinueFromWhereTheListStood(backend: Backend) throws {
    let (store, _) = try ListReadingConformanceTests.sample(backend)
    var sequence = 900
    for query in ListReadingConformanceTests.orders {
      let all = try store.inventory.items(matching: query)
      let anchor = all[8]
      // Given: the page ended at `anchor`, and meanwhile it was deleted.
      try store.inventory.deleteItem(id: try #require(anchor.id))
      // When: the next and previous pages are sought from the item as it was read; Then: the list as it is now,
      // either side of where it stood.
      var now = try store.inventory.items(matching: query)
      var next = try #require(try store.inventory.items(matching: query, adjacentTo: anchor, forward: true, limit: 4))
      var previous = try #require(
        try store.inventory.items(matching: query, adjacentTo: anchor, forward: false, limit: 4))
      #expect(next.map(\.id) == now[8..<12].map(\.id), "\(query)")
      #expect(previous.map(\.id) == now[4..<8].map(\.id), "\(query)")
      // Given: a new item like it came in; Then: the pages either side still meet.
      sequence += 1
      let added = try store.add(
        anchor.name, barcode: anchor.barcode == nil ? "" : InStoreCode.ean13(sequence: sequence).text,
        quantity: anchor.quantity, minimum: anchor.minimumQuantity, price: anchor.price?.description ?? "",
        category: anchor.categoryID)
      now = try store.inventory.items(matching: query)
      next = try #require(try store.inventory.items(matching: query, adjacentTo: anchor, forward: true, limit: 4))
      previous = try #require(try store.inventory.items(matching: query, adjacentTo: anchor, forward: false, limit: 4))
      let split = try #require(now.firstIndex { $0.id == next.first?.id })
      #expect([8, 9].contains(split), "\(query)")
      #expect(next.map(\.id) == now[split..<split + 4].map(\.id), "\(query)")
      #expect(previous.map(\.id) == now[(split - 4)..<split].map(\.id), "\(query)")
      // Beside where the anchor stood, unless its own barcode or time of change puts it elsewhere.
      if query.sort != .updated, query.sort != .barcode || anchor.barcode == nil {
        #expect((next + previous).contains { $0.id == added.id }, "\(query)")
      }
      // The list back as it was for the next order (the added item stands in for the deleted one).
      _ = try store.inventory.updateItem(
        id: try #require(added.id),
        with: ItemDraft(
          name: anchor.name, barcode: anchor.barcode ?? "", quantity: String(anchor.quantity),
          price: anchor.price?.description ?? "", categoryID: anchor.categoryID,
          minimumQuantity: String(anchor.minimumQuantity), notes: anchor.notes))
    }
  }

  /// Names whose numbers must sort by value: leading zeros, runs of one to twelve digits, numbers before
  /// letters, case and accents folded.
  static let naturalNames = [
    "Bolt 0", "bolt 007", "Bolt 8", "bolt 9b", "Bolt 10", "Bolt 99", "Bolt 100", "Bolt 123456789",
    "Bolt 1234567890", "Bolt 999999999999", "Bolt a", "Box", "Éclair 2", "eclair 10", "Screw #64", "screw #1303",
    "Zebra",
  ]

  @Test(arguments: Backend.all)
  func namesSortByTheValueOfTheirNumbers(backend: Backend) throws {
    let store = try backend.open()
    for name in Self.naturalNames.shuffled() { try store.add(name) }
    #expect(try store.inventory.items(matching: ItemQuery()).map(\.name) == Self.naturalNames)
    #expect(
      try store.inventory.items(matching: ItemQuery(ascending: false)).map(\.name) == Self.naturalNames.reversed())
    #expect(try store.inventory.findItem("SCREW #1303").name == "screw #1303", "look-up by name ignoring case")
    // The key is about as long as the name (no number padded to 20 digits).
    for name in Self.naturalNames { #expect(Item.sortKey(for: name).utf8.count <= name.utf8.count + 4, "\(name)") }
  }

  @Test(arguments: Backend.all)
  func openingAnOlderDatabaseRecomputesItsSortKeys(backend: Backend) throws {
    let store = try backend.open()
    for name in Self.naturalNames.reversed() { try store.add(name) }
    // Given: keys as an older version stored them, and the step that makes them compact not yet applied.
    _ = try store.sql(store.beforeCompactSortKeys)
    #expect(try store.inventory.items(matching: ItemQuery()).map(\.name) != Self.naturalNames)
    // When: a station opens the database.
    let reopened = try store.station("office")
    // Then: every key is `Item.sortKey(for:)`'s, and the list is in natural order again.
    let stored = try store.sql("SELECT sort_key FROM item ORDER BY id").split(separator: "\n").map(String.init)
    #expect(stored == Self.naturalNames.reversed().map(Item.sortKey(for:)))
    #expect(try reopened.items(matching: ItemQuery()).map(\.name) == Self.naturalNames)
  }
}
