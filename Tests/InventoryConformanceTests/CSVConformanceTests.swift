import Foundation
import InventoryCore
import Testing

/// CSV: every store exports the same bytes for the same inventory, and imports a file the same way (duplicate
/// policies, dry runs, progress, ids).
@Suite("Inventory conformance: CSV")
struct CSVConformanceTests {
  /// A file as another stockroom exports it: ids, times, categories, and text CSV must quote or neutralise.
  static let file = #"""
    id,barcode,name,category,quantity,minimum,target,price,notes,created,updated
    3,4006381333931,Tea,Drinks,4,6,10,2.50,"loose, ""green""",2024-01-02T03:04:05.006Z,2024-02-03T04:05:06.007Z
    7,,Glue,Office,0,2,,0.99,"line one
    line two\#tand a tab \ backslash",2024-01-02T03:04:05.000Z,2024-01-02T03:04:05.000Z
    9,5901234123457,'=SUM(A1),,12,0,,,,2023-12-31T23:59:59.999Z,2024-01-01T00:00:00.000Z
    12,,Crème brûlée,Drinks,1,3,5,4.00,,2024-03-01T00:00:00.000Z,2024-03-01T00:00:00.000Z

    """#

  /// Every export of `inventory`: all items, a filtered list, the reorder list.
  static func exports(of inventory: any Inventory) throws -> [String] {
    var all: [UInt8] = []
    var filtered: [UInt8] = []
    var reorder: [UInt8] = []
    #expect(try inventory.exportItems { all += $0 } == 4)
    let drinks = try #require(try inventory.category(named: "drinks")?.id)
    try inventory.exportItems(matching: ItemQuery(category: .category(drinks), sort: .quantity, ascending: false)) {
      filtered += $0
    }
    #expect(try inventory.exportReorderList { reorder += $0 } == 3)
    return [all, filtered, reorder].map { String(decoding: $0, as: UTF8.self) }
  }

  @Test(arguments: Backend.all)
  func theSameInventoryExportsTheSameBytesAsOnSQLite(backend: Backend) throws {
    let reference = try Backend.sqlite.open()
    try reference.inventory.importItems(try ItemCSVReader.read(data: Data(Self.file.utf8)))
    let store = try backend.open()

    let summary = try store.inventory.importItems(try ItemCSVReader.read(data: Data(Self.file.utf8)))

    #expect(summary.added == 4 && summary.categoriesCreated == ["Drinks", "Office"])
    let exports = try Self.exports(of: store.inventory)
    #expect(exports == (try Self.exports(of: reference.inventory)))
    // The file's ids are kept, and the next item follows the largest of them.
    #expect(try store.inventory.items().compactMap(\.id).sorted() == [3, 7, 9, 12])
    #expect(try store.add("Coffee").id == 13)
    // An export imports back into an empty inventory as the same bytes.
    let copy = try backend.open()
    try copy.inventory.importItems(try ItemCSVReader.read(data: Data(exports[0].utf8)))
    var again: [UInt8] = []
    try copy.inventory.exportItems { again += $0 }
    #expect(String(decoding: again, as: UTF8.self) == exports[0])
  }

  @Test(arguments: Backend.all)
  func importingRowByRowIntoAnInventoryExportsAsOnSQLite(backend: Backend) throws {
    // Given an inventory that is not empty (so every row is matched and created one by one)
    func load(_ store: Store) throws {
      try store.add("Existing", quantity: 1)
      try store.inventory.importItems(try ItemCSVReader.read(data: Data(Self.file.utf8)))
      try store.inventory.deleteItem(id: 1)
    }
    let reference = try Backend.sqlite.open()
    try load(reference)
    let store = try backend.open()
    try load(store)
    // Then what it holds exports as the same bytes (times aside: "Existing" was added now).
    #expect(try Self.exports(of: store.inventory) == (try Self.exports(of: reference.inventory)))
  }

  @Test(arguments: Backend.all)
  func eachDuplicatePolicyTreatsExistingItemsItsWay(backend: Backend) throws {
    // Tea is matched by barcode, Nails by name (no id or barcode), Bolts is new.
    let csv = try ItemCSVReader.read(
      data: Data("barcode,name,quantity,notes\n4006381333931,Tea,3,from file\n,Nails,4,\n,Bolts,1,\n".utf8))
    var results: [DuplicatePolicy: (summary: ImportSummary, items: [String])] = [:]
    for policy in DuplicatePolicy.allCases {
      let store = try backend.open()
      try store.add("Tea", barcode: "4006381333931", quantity: 5, notes: "kept?")
      try store.add("Nails", quantity: 2)
      let summary = try store.inventory.importItems(csv, onDuplicate: policy)
      let items = try store.inventory.items().map { "\($0.name) \($0.quantity) \($0.notes)" }
      results[policy] = (summary, items)
      if policy != .skip {
        let tea = try store.inventory.findItem("Tea")
        #expect(try store.inventory.movements(itemID: tea.id).first?.reason == .import)
      }
    }
    #expect(results[.skip]?.summary.added == 1 && results[.skip]?.summary.skipped == 2)
    #expect(results[.skip]?.items == ["Bolts 1 ", "Nails 2 ", "Tea 5 kept?"])
    #expect(results[.update]?.summary.added == 1 && results[.update]?.summary.updated == 2)
    #expect(results[.update]?.items == ["Bolts 1 ", "Nails 4 ", "Tea 3 from file"])
    #expect(results[.add]?.summary.added == 1 && results[.add]?.summary.restocked == 2)
    #expect(results[.add]?.items == ["Bolts 1 ", "Nails 6 ", "Tea 8 kept?"])
  }

  @Test(arguments: Backend.all)
  func aDryRunSaysWhatWouldHappenAndChangesNothingNotEvenTheNextId(backend: Backend) throws {
    let store = try backend.open()
    let tea = try #require(try store.add("Tea", quantity: 5).id)
    let csv = try ItemCSVReader.read(data: Data("name,category,quantity\nTea,Drinks,2\nCoffee,Drinks,3\n".utf8))

    let preview = try store.inventory.importItems(csv, onDuplicate: .add, dryRun: true, progress: nil)

    #expect(preview.dryRun && preview.added == 1 && preview.restocked == 1 && preview.categoriesCreated == ["Drinks"])
    #expect(try store.inventory.items().map { "\($0.name) \($0.quantity)" } == ["Tea 5"])
    #expect(try store.inventory.categories().isEmpty)
    #expect(try store.inventory.movements(itemID: tea).count == 1)
    #expect(try store.add("Sugar").id == tea + 1, "the dry run's new item took no id")
    var done = try store.inventory.importItems(csv, onDuplicate: .add, dryRun: false, progress: nil)
    #expect(!done.dryRun)
    done.dryRun = true
    #expect(done == preview)
  }

  @Test(arguments: Backend.all)
  func theRowsTheInventoryRefusesAreNamedByLineAndNothingIsImported(backend: Backend) throws {
    // Given 1,500 items, the first with a barcode
    let store = try backend.open()
    var text = "id,barcode,name,quantity\n101,4006381333931,Item 1,1\n"
    for index in 2...1_500 { text += "\(index + 100),,Item \(index),\(index % 7)\n" }
    try store.inventory.importItems(try ItemCSVReader.read(data: Data(text.utf8)))
    let before = try store.inventory.items().map { "\($0.id ?? 0) \($0.barcode ?? "") \($0.quantity)" }

    // When a file of updates has a row for an id no item has (and no name to create one by), and a row that
    // gives an item another item's barcode
    // (Item 1 is left out: an empty barcode cell would clear its barcode.)
    var lines = ["id,barcode,quantity"]
    for index in 2...1_500 { lines.append("\(index + 100),,\(index % 5)") }
    lines[700] = "999999,,5"
    lines[1_200] = "1301,4006381333931,2"
    let csv = try ItemCSVReader.read(data: Data((lines.joined(separator: "\n") + "\n").utf8))
    let error = #expect(throws: ImportRefused.self) { try store.inventory.importItems(csv, onDuplicate: .update) }

    // Then both are named by line, and no row was applied
    #expect(error?.problems.map(\.line) == [701, 1_201])
    #expect(error?.problems.last?.message.contains("Item 1") == true)
    #expect(try store.inventory.items().map { "\($0.id ?? 0) \($0.barcode ?? "") \($0.quantity)" } == before)
  }

  @Test(arguments: Backend.all)
  func aBigImportReportsRisingProgressEndingAtOne(backend: Backend) throws {
    for startsEmpty in [true, false] {
      let store = try backend.open()
      if !startsEmpty { try store.add("Existing") }
      var text = "name,category,quantity\n"
      for index in 0..<2_500 { text += "Item \(index),Group \(index % 3),\(index % 5)\n" }
      let fractions = Fractions()

      let summary = try store.inventory.importItems(
        try ItemCSVReader.read(data: Data(text.utf8)), onDuplicate: .skip, dryRun: false, progress: fractions.append)

      #expect(summary.added == 2_500 && summary.categoriesCreated == ["Group 0", "Group 1", "Group 2"])
      #expect(fractions.all.count > 2 && fractions.all.last == 1)
      #expect(zip(fractions.all, fractions.all.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(try store.inventory.items().map(\.quantity).reduce(0, +) == 500 * (0 + 1 + 2 + 3 + 4))
      #expect(try store.inventory.items(matching: ItemQuery(search: "item 2499")).map(\.name) == ["Item 2499"])
    }
  }
}

/// Progress fractions collected from a callback.
final class Fractions: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [Double] = []
  func append(_ fraction: Double) { lock.withLock { items.append(fraction) } }
  var all: [Double] { lock.withLock { items } }
}
