import Foundation
import InventoryCore
import Testing

/// Big files on every store: read from disk twice (checked, then applied in one transaction), all rows or none.
@Suite("Inventory conformance: CSV files read twice")
struct CSVStreamingConformanceTests {
  /// `lines` written as a file in the store's folder.
  static func write(_ lines: [String], in store: Store) throws -> String {
    let path = store.folder.path("import-\(UUID().uuidString).csv")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func rows(_ count: Int, from first: Int = 1) -> [String] {
    (first..<first + count).map { "Item \($0),\(String(format: "SKU-%06d", $0)),\($0 % 7)" }
  }

  static func snapshot(_ inventory: any Inventory) throws -> [String] {
    try inventory.items().map { "\($0.id ?? 0) \($0.name) \($0.barcode ?? "") \($0.quantity)" }
  }

  @Test(arguments: Backend.all)
  func aBadRowAtLineNOfABigFileImportsNothingAndNamesLineN(backend: Backend) throws {
    // Given an inventory with one item, and a file of 6,000 rows whose line 5,432 has a bad price
    let store = try backend.open()
    try store.add("Existing", quantity: 2)
    var lines = ["name,barcode,quantity,price"] + Self.rows(6_000).map { $0 + ",1.00" }
    lines[5_431] = "Bad,,1,1.234"
    let path = try Self.write(lines, in: store)

    // When it is imported
    let error = #expect(throws: ItemCSVImportError.self) {
      try store.inventory.importItems(try ItemCSVReader.read(file: path))
    }

    // Then line 5,432 is named and nothing was imported
    #expect(error?.problems.map(\.line) == [5_432])
    #expect(try Self.snapshot(store.inventory) == ["1 Existing  2"])
  }

  @Test(arguments: Backend.all)
  func aRowTheInventoryRefusesFarIntoAFileImportsNothing(backend: Backend) throws {
    // Given an item near the largest quantity, and a file adding to it on line 4,001 among 5,000 new rows
    let store = try backend.open()
    try store.add("Full", barcode: "SKU-999999", quantity: StockLimits.maximumQuantity - 1)
    var lines = ["name,barcode,quantity"] + Self.rows(5_000)
    lines[4_000] = "Full,SKU-999999,5"
    let path = try Self.write(lines, in: store)

    let error = #expect(throws: ImportRefused.self) {
      try store.inventory.importItems(try ItemCSVReader.read(file: path), onDuplicate: .add)
    }

    #expect(error?.problems.map(\.line) == [4_001])
    #expect(try store.inventory.items().map(\.name) == ["Full"])
  }

  @Test(arguments: Backend.all)
  func duplicatesInTheFileAndInTheInventoryAreFoundAsBefore(backend: Backend) throws {
    // Given an inventory holding SKU-000010, and a big file listing SKU-000020 twice, far apart
    let store = try backend.open()
    try store.add("Ten", barcode: "SKU-000010", quantity: 1)
    var lines = ["name,barcode,quantity"] + Self.rows(3_000)
    lines[2_900] = "Twenty again,SKU-000020,1"
    let twice = try Self.write(lines, in: store)

    // Then the file is refused naming both lines
    let error = #expect(throws: ItemCSVImportError.self) { try ItemCSVReader.read(file: twice) }
    #expect(error?.problems == [CSVProblem(line: 2_901, message: "barcode SKU-000020 is also on line 21")])

    // And without the second listing, the row for the existing item is skipped and the others are added
    let once = try Self.write(["name,barcode,quantity"] + Self.rows(3_000), in: store)
    let summary = try store.inventory.importItems(try ItemCSVReader.read(file: once))
    #expect(summary.added == 2_999 && summary.skipped == 1)
    #expect(try store.inventory.items().first { $0.name == "Ten" }?.quantity == 1)
  }

  @Test(arguments: Backend.all)
  func aFileChangedAfterItsCheckIsRefusedAndImportsNothing(backend: Backend) throws {
    for startsEmpty in [true, false] {
      // Given a checked file of 3,000 rows (into an empty inventory: set-wise; else row by row)
      let store = try backend.open()
      if !startsEmpty { try store.add("Existing", quantity: 2) }
      let before = try Self.snapshot(store.inventory)
      let lines = ["name,barcode,quantity"] + Self.rows(3_000)
      let path = try Self.write(lines, in: store)
      let csv = try ItemCSVReader.read(file: path)

      // When a row changes before it is imported (still a valid row)
      var changed = lines
      changed[2_500] = "Item 2500,SKU-002500,9"
      try Data((changed.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))

      // Then the import is refused and nothing changed
      let error = #expect(throws: ItemCSVChangedError.self) { try store.inventory.importItems(csv) }
      #expect(error?.source == path)
      #expect(try Self.snapshot(store.inventory) == before)
    }
  }

  @Test(arguments: Backend.all)
  func aBigFileImportsTheSameOnEveryStore(backend: Backend) throws {
    for startsEmpty in [true, false] {
      let reference = try Backend.sqlite.open()
      let store = try backend.open()
      for each in [reference, store] where !startsEmpty { try each.add("Existing", barcode: "SKU-000003") }
      let lines =
        ["name,barcode,quantity,category,notes"]
        + Self.rows(4_000).enumerated().map { "\($1),Group \($0 % 4),\"line \($0)\nnext\"" }
      let path = try Self.write(lines, in: store)

      let summary = try store.inventory.importItems(try ItemCSVReader.read(file: path), onDuplicate: .update)
      try reference.inventory.importItems(try ItemCSVReader.read(file: path), onDuplicate: .update)

      #expect(summary.added == (startsEmpty ? 4_000 : 3_999))
      var mine: [UInt8] = []
      var theirs: [UInt8] = []
      try store.inventory.exportItems { mine += $0 }
      try reference.inventory.exportItems { theirs += $0 }
      let strip = { (bytes: [UInt8]) in
        String(decoding: bytes, as: UTF8.self).split(separator: "\r\n").map {
          $0.split(separator: ",", omittingEmptySubsequences: false).prefix(9)  // not the times
        }
      }
      #expect(strip(mine) == strip(theirs))
    }
  }
}
