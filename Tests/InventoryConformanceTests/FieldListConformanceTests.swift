import Foundation
import InventoryCore
import Testing

/// The inventory list by custom fields (issue 24): search finds text and choice values, a filter keeps items by
/// the value they show, compared as its kind.
@Suite("Inventory conformance: custom fields in the list")
struct FieldListConformanceTests {
  /// The names of the items `query` lists, in its order.
  static func names(_ store: Store, _ query: ItemQuery) throws -> [String] {
    try store.inventory.items(matching: query).map(\.name)
  }

  /// On SQLite, the search index agrees with what it indexes (a wrong unindexing would leave it damaged).
  static func checkSearchIndex(_ store: Store, _ backend: Backend) throws {
    guard backend.description == "SQLite" else { return }
    _ = try store.sql("INSERT INTO item_search (item_search) VALUES ('integrity-check')")
  }

  @Test(arguments: Backend.all)
  func searchFindsTextAndChoiceValuesOfTheFieldsInUse(backend: Backend) throws {
    // Given a text, a choice and a number field, each with a value on one item
    let store = try backend.open()
    let fields = try store.fields()
    try fields.addCustomField(CustomFieldDraft(name: "Supplier", kind: .text))
    try fields.addCustomField(CustomFieldDraft(name: "Colour", kind: .choice(["Crimson", "Navy"])))
    try fields.addCustomField(CustomFieldDraft(name: "Weight", kind: .number(unit: nil, minimum: nil, maximum: nil)))
    let vase = try #require(try store.add("Vase").id)
    let bowl = try #require(try store.add("Bowl").id)
    let plate = try #require(try store.add("Plate").id)
    try fields.setFieldValue(itemID: vase, field: "Supplier", to: "Acme Pottery")
    try fields.setFieldValue(itemID: bowl, field: "Colour", to: "navy")
    try fields.setFieldValue(itemID: plate, field: "Weight", to: "12.5")
    // Then search finds the text and choice values, with words of the name too, but not numbers
    #expect(try Self.names(store, ItemQuery(search: "acme")) == ["Vase"])
    #expect(try Self.names(store, ItemQuery(search: "pott vas")) == ["Vase"])
    #expect(try Self.names(store, ItemQuery(search: "NAVY")) == ["Bowl"])
    #expect(try Self.names(store, ItemQuery(search: "12")) == [])
    #expect(try store.inventory.count(matching: ItemQuery(search: "acme")) == 1)
    // When a value changes, then search follows it
    try fields.setFieldValue(itemID: vase, field: "Supplier", to: "Zenith")
    #expect(try Self.names(store, ItemQuery(search: "acme")) == [])
    #expect(try Self.names(store, ItemQuery(search: "zen")) == ["Vase"])
    // When a field is removed, its values are not found; restored, they are again
    try fields.removeCustomField("Colour")
    #expect(try Self.names(store, ItemQuery(search: "navy")) == [])
    try fields.restoreCustomField(named: "Colour")
    #expect(try Self.names(store, ItemQuery(search: "navy")) == ["Bowl"])
    // When a value is cleared or its item deleted, it is not found
    try fields.setFieldValue(itemID: vase, field: "Supplier", to: "")
    #expect(try Self.names(store, ItemQuery(search: "zen")) == [])
    try store.inventory.deleteItem(id: bowl)
    #expect(try Self.names(store, ItemQuery(search: "navy")) == [])
    // And an item renamed keeps its values searchable
    try fields.setFieldValue(itemID: plate, field: "Supplier", to: "Acme")
    var draft = ItemDraft(try store.inventory.findItem("Plate"))
    draft.name = "Dish"
    try store.inventory.updateItem(id: plate, with: draft)
    #expect(try Self.names(store, ItemQuery(search: "acme dish")) == ["Dish"])
    try Self.checkSearchIndex(store, backend)
  }

  @Test(arguments: Backend.all)
  func importedValuesAreSearchable(backend: Backend) throws {
    // Given a file large enough to be indexed at the end of the import, half its rows with a supplier
    let store = try backend.open()
    try store.fields().addCustomField(CustomFieldDraft(name: "Supplier", kind: .text))
    var file = "name,supplier\n"
    for row in 0..<1_200 { file += "Item \(row),\(row.isMultiple(of: 2) ? "Acme" : "")\n" }
    // When it is imported
    try store.inventory.importItems(
      try ItemCSVReader.read(data: Data(file.utf8), fields: try store.fields().customFields()))
    // Then search finds the values it brought
    #expect(try store.inventory.count(matching: ItemQuery(search: "acme")) == 600)
    #expect(Array(try Self.names(store, ItemQuery(search: "acme item 12")).prefix(2)) == ["Item 12", "Item 120"])
    try Self.checkSearchIndex(store, backend)
  }

  @Test(arguments: Backend.all)
  func aFilterKeepsItemsByTheValueTheyShowComparedAsTheirKind(backend: Backend) throws {
    // Given numbers that sort differently as text, dates, and a choice with a default
    let store = try backend.open()
    let fields = try store.fields()
    try fields.addCustomField(CustomFieldDraft(name: "Weight", kind: .number(unit: "kg", minimum: nil, maximum: nil)))
    try fields.addCustomField(CustomFieldDraft(name: "Expires", kind: .date))
    try fields.addCustomField(
      CustomFieldDraft(name: "Colour", kind: .choice(["Red", "Navy"]), defaultValue: "red"))
    let ids = try ["A", "B", "C", "D"].map { try #require(try store.add($0).id) }
    for (id, weight) in zip(ids, ["2", "10", "2.5"]) {
      try fields.setFieldValue(itemID: id, field: "Weight", to: weight)
    }
    try fields.setFieldValue(itemID: ids[0], field: "Expires", to: "2026-12-01")
    try fields.setFieldValue(itemID: ids[1], field: "Expires", to: "2027-03-01")
    try fields.setFieldValue(itemID: ids[1], field: "Colour", to: "Navy")
    let defined = try fields.customFields()
    func query(_ conditions: String...) throws -> ItemQuery {
      var query = ItemQuery()
      query.fieldFilters = try conditions.map { try CustomFieldFilter.parse($0, fields: defined) }
      return query
    }
    // Then numbers compare as numbers, dates as days, a default counts as the item's value
    #expect(try Self.names(store, query("Weight>2")) == ["B", "C"])
    #expect(try Self.names(store, query("weight <= 2.5")) == ["A", "C"])
    #expect(try Self.names(store, query("Weight=2.50")) == ["C"])
    #expect(try Self.names(store, query("Expires<2027-01-01")) == ["A"])
    #expect(try Self.names(store, query("Expires>=2026-12-01")) == ["A", "B"])
    #expect(try Self.names(store, query("Colour=RED")) == ["A", "C", "D"])
    #expect(try Self.names(store, query("Colour=Navy", "Weight>1")) == ["B"])
    // And counts, totals and the pages read from either end agree with the list
    let filtered = try query("Colour=red", "Weight>=2")
    #expect(try store.inventory.count(matching: filtered) == 2)
    #expect(try store.inventory.totals(matching: filtered).count == 2)
    #expect(try store.inventory.window(of: filtered, positions: 1..<2, total: 2).map(\.name) == ["C"])
    let first = try #require(try store.inventory.items(matching: filtered).first)
    #expect(
      try store.inventory.items(matching: filtered, adjacentTo: first, forward: true, limit: 5)?.map(\.name) == ["C"])
    // And a filter that cannot be read says why
    #expect(
      fieldError { _ = try query("Colour>red") }
        == .invalidFilter("Colour>red", problem: "Colour is choice: only = compares it"))
    #expect(fieldError { _ = try query("Size=L") } == .notFound("Size"))
    #expect(
      fieldError { _ = try query("Weight>heavy") }
        == .invalidValue(field: "Weight", value: "heavy", problem: "compare it with a number, like 12.5"))
  }

  /// Every way the list is read gives `expected`: all at once, page by page seeking from a neighbour both ways,
  /// a window at the end, and each item's position.
  static func expectEveryReading(_ store: Store, _ query: ItemQuery, _ expected: [String]) throws {
    let inventory = store.inventory
    #expect(try inventory.items(matching: query).map(\.name) == expected)
    let total = try inventory.count(matching: query)
    #expect(total == expected.count)
    var forward = try inventory.items(matching: query, limit: 3)
    while let last = forward.last, forward.count < expected.count,
      let next = try inventory.items(matching: query, adjacentTo: last, forward: true, limit: 3), !next.isEmpty
    {
      forward += next
    }
    #expect(forward.map(\.name) == expected)
    var backward = try inventory.window(of: query, positions: max(0, total - 3)..<total, total: total)
    while let first = backward.first, backward.count < expected.count,
      let previous = try inventory.items(matching: query, adjacentTo: first, forward: false, limit: 3),
      !previous.isEmpty
    {
      backward = previous + backward
    }
    #expect(backward.map(\.name) == expected)
    for (position, item) in forward.enumerated() {
      #expect(try inventory.position(ofItem: try #require(item.id), matching: query) == position)
    }
  }

  @Test(arguments: Backend.all)
  func aSortByAFieldPagesByValueWithTheItemsWithoutOneLast(backend: Backend) throws {
    // Given numbers that sort differently as text, equal values, and items without a value (one of them shows
    // the default, which is not a value of its own)
    let store = try backend.open()
    let fields = try store.fields()
    let weight = try fields.addCustomField(
      CustomFieldDraft(name: "Weight", kind: .number(unit: nil, minimum: nil, maximum: nil), defaultValue: "1"))
    let shelf = try fields.addCustomField(CustomFieldDraft(name: "Shelf", kind: .text))
    let table: [(name: String, weight: String?, shelf: String?)] = [
      ("Alpha", "10", "b"), ("Bravo", "9", "a10"), ("Charlie", "10", nil), ("Delta", nil, "a9"), ("Echo", "-2.5", nil),
      ("Foxtrot", nil, nil), ("Golf", "100", "B"), ("Hotel", "9", nil),
    ]
    for row in table {
      let id = try #require(try store.add(row.name).id)
      if let value = row.weight { try fields.setFieldValue(itemID: id, field: "Weight", to: value) }
      if let value = row.shelf { try fields.setFieldValue(itemID: id, field: "Shelf", to: value) }
    }
    // Then numbers are ordered as numbers, equal ones in the order they were added, the rest last by name
    var query = ItemQuery()
    query.sortField = weight
    try Self.expectEveryReading(
      store, query, ["Echo", "Bravo", "Hotel", "Alpha", "Charlie", "Golf", "Delta", "Foxtrot"])
    query.ascending = false
    try Self.expectEveryReading(
      store, query, ["Golf", "Charlie", "Alpha", "Hotel", "Bravo", "Echo", "Foxtrot", "Delta"])
    // And text as text, byte by byte; with a filter and a search, only what they keep
    query = ItemQuery()
    query.sortField = shelf
    try Self.expectEveryReading(
      store, query, ["Golf", "Bravo", "Delta", "Alpha", "Charlie", "Echo", "Foxtrot", "Hotel"])
    query.fieldFilters = [try CustomFieldFilter.parse("Weight>=9", fields: try fields.customFields())]
    try Self.expectEveryReading(store, query, ["Golf", "Bravo", "Alpha", "Charlie", "Hotel"])
    query.search = "a"  // Alpha by its name, Bravo by its shelf a10
    try Self.expectEveryReading(store, query, ["Bravo", "Alpha"])
  }
}
