import Foundation
import GRDB
import InventoryCore
import TestSupport
import Testing

@testable import SQLiteStore

/// An import into a database without items creates its rows set-wise (`BulkItemCreator` over `SQLiteBulkCreationStorage`). It must leave
/// exactly what the row-by-row path leaves, and every row must still pass the database's own checks.
@Suite struct BulkItemCreationTests {
  static let pinnedTime = Date(timeIntervalSince1970: 1_795_000_000.123)

  /// A file that exercises id assignment (ids below and above the largest, rows without one, after
  /// deleted items), categories in two spellings and existing ones, empty optional cells and
  /// times, and opening stock of 0 (no movement).
  static func csv(rows: Int) -> String {
    var lines = [
      "id,barcode,name,category,quantity,minimum,target,price,notes,created,updated",
      ",,Alpha,Dairy,3,1,,1.05,,,", "2,,Beta,dairy,0,0,4,,=SUM(A1),,", "50,96385074,Gamma,,7,2,9,0.00,,,",
      ",,Delta 12,New shelf,1,0,,,,2026-01-02,", "60,,Epsilon,NEW SHELF,2,0,,,\"two\nlines\",,",
      "10,,Zeta,,0,0,,,,,",
    ]
    for index in 0..<rows {
      let id = index % 5 == 0 ? "" : String(100 + 2 * index)
      let barcode = index % 3 == 0 ? "" : ean13(for: index)
      let category = index % 4 == 0 ? "" : (index % 8 == 1 ? "CAT \(index % 6)" : "Cat \(index % 6)")
      let times = index % 7 == 0 ? "2025-03-04T05:06:07.089Z,2025-03-05T00:00:00.000Z" : ","
      lines.append(
        "\(id),\(barcode),Crème \(index % 17) brûlée #\(index),\(category),\(index % 5),\(index % 3),"
          + "\(index % 2 == 0 ? "" : String(index % 9)),\(index % 10).\(index % 100 / 10)0,note \(index % 11),\(times)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func ean13(for index: Int) -> String {
    let payload = "50" + String(repeating: "0", count: 10 - String(index).count) + String(index)
    var sum = 0
    for (offset, digit) in payload.utf8.reversed().enumerated() {
      sum += Int(digit - UInt8(ascii: "0")) * (offset.isMultiple(of: 2) ? 3 : 1)
    }
    return payload + String((10 - sum % 10) % 10)
  }

  /// A database with no items, optionally after some were added and deleted (ids continue after theirs)
  /// and with a category already there; its clock is pinned.
  static func emptyInventory(withHistory: Bool) throws -> (TestInventory, SQLiteInventory) {
    let inventory = try TestInventory()
    let service = SQLiteInventory(database: inventory.service.database, now: { pinnedTime })
    guard withHistory else { return (inventory, service) }
    try service.addCategory(named: "Dairy")
    for name in ["Old 1", "Old 2", "Old 3"] {
      let item = try service.addItem(ItemDraft(name: name, quantity: "2"))
      try service.deleteItem(id: item.id ?? 0)
    }
    return (inventory, service)
  }

  /// Everything an import writes, as text (the movements' times are the import's, pinned by the clock).
  static func contents(_ service: SQLiteInventory) throws -> [String] {
    try service.database.read { db in
      try [
        "SELECT * FROM item ORDER BY id", "SELECT * FROM stock_movement ORDER BY id",
        "SELECT * FROM category ORDER BY id",
        "SELECT * FROM sqlite_sequence ORDER BY name", "SELECT rowid, * FROM item_search ORDER BY rowid",
      ].flatMap { sql in try Row.fetchAll(db, sql: sql).map { "\(sql): \($0)" } }
    }
  }

  @Test(arguments: [(8, false), (8, true), (1_500, false), (1_500, true)])
  func leavesExactlyWhatRowByRowImportLeaves(rows: Int, withHistory: Bool) throws {
    let csv = try ItemCSVReader.read(data: Data(Self.csv(rows: rows).utf8))
    let (bulk, bulkService) = try Self.emptyInventory(withHistory: withHistory)
    let (perRow, perRowService) = try Self.emptyInventory(withHistory: withHistory)
    // The rows are ones the set-wise path handles itself (it does not hand them to the row-by-row path).
    let handled = try bulkService.database.write(commit: false) { db in
      try SQLiteBulkCreationStorage.createAll(csv, in: db, time: 0, station: "till", progress: nil)
    }
    #expect(handled?.added == csv.rowCount)
    _ = (bulk, perRow)  // their folders live until the end of the test

    let bulkSummary = try bulkService.importItems(csv)
    let perRowSummary = try perRowService.importItems(
      csv, onDuplicate: .skip, dryRun: false, progress: nil, creatingInBulk: false)

    #expect(bulkSummary == perRowSummary)
    #expect(bulkSummary.categoriesCreated.contains("Dairy") == !withHistory)
    #expect(bulkSummary.categoriesCreated.contains("New shelf") && !bulkSummary.categoriesCreated.contains("NEW SHELF"))
    let expected = try Self.contents(perRowService)
    let found = try Self.contents(bulkService)
    #expect(found.count == expected.count)
    for (line, expectedLine) in zip(found, expected) where line != expectedLine {
      Issue.record("differs:\n\(line)\nrow by row:\n\(expectedLine)")
      break
    }
    #expect(try SmallerDatabaseTests.searchIndexDrift(bulkService.database) == [])
    #expect(try SmallerDatabaseTests.searchIndexDrift(perRowService.database) == [])
    for search in ["creme", "bru", "note 7", "cat 3", "delta", "9638", "zzz"] {
      let query = ItemQuery(search: search)
      #expect(try bulkService.items(matching: query).map(\.id) == (try perRowService.items(matching: query).map(\.id)))
    }
  }

  /// A row giving the id an earlier row's new item got: the row-by-row path decides (today it refuses the
  /// row), and the set-wise path hands the file to it.
  @Test func anIdAnEarlierNewItemTookIsDecidedRowByRow() throws {
    let csv = try ItemCSVReader.read(data: Data("id,name,quantity\n,Alpha,1\n1,Beta,2\n".utf8))
    let inventory = try TestInventory()
    let handled = try inventory.service.database.write(commit: false) { db in
      try SQLiteBulkCreationStorage.createAll(csv, in: db, time: 0, station: "till", progress: nil)
    }
    #expect(handled == nil)
    let perRow = try TestInventory()
    let expected = #expect(throws: ImportRefused.self) {
      try perRow.service.importItems(csv, onDuplicate: .skip, dryRun: false, progress: nil, creatingInBulk: false)
    }
    let found = #expect(throws: ImportRefused.self) { try inventory.service.importItems(csv) }
    #expect(found == expected)
    #expect(found?.problems.map(\.line) == [3])
    #expect(try inventory.service.items().isEmpty)
  }

  @Test func aRowTheDatabaseRefusesOnLine99999IsNamedAndNothingIsImported() throws {
    let inventory = try TestInventory()
    // A check the reader does not know, only the database: it must still run for every row.
    try inventory.service.database.write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER test_refuses_forbidden BEFORE INSERT ON item WHEN NEW.name = 'Forbidden'
          BEGIN SELECT RAISE(ABORT, 'no forbidden items'); END
          """)
    }
    var text = "name,category,quantity\n"
    for index in 2...100_000 { text += index == 99_999 ? "Forbidden,New,1\n" : "Item \(index),New,\(index % 4)\n" }
    let csv = try ItemCSVReader.read(data: Data(text.utf8))

    let refusal = #expect(throws: ImportRefused.self) { try inventory.service.importItems(csv) }

    #expect(
      refusal?.problems == [CSVProblem(line: 99_999, message: "the database refused this row (no forbidden items)")])
    #expect(try inventory.service.items().isEmpty)
    #expect(try inventory.service.categories().isEmpty)
    try inventory.add("Added after the refusal")
    #expect(try inventory.service.items(matching: ItemQuery(search: "refusal")).count == 1)
  }

  @Test func aBadRowOnLine99999OfA100000LineFileImportsNothing() throws {
    let inventory = try TestInventory()
    var text = "barcode,name,quantity\n"
    text.reserveCapacity(4_000_000)
    for line in 2...100_000 {
      // Line 99,999's code has a wrong check digit (its last digit shifted by one).
      var code = Self.ean13(for: line)
      if line == 99_999, let last = code.last?.wholeNumberValue {
        code = String(code.dropLast()) + String((last + 1) % 10)
      }
      text += "\(code),Item \(line),\(line % 7)\n"
    }
    let error = #expect(throws: ItemCSVImportError.self) { try ItemCSVReader.read(data: Data(text.utf8)) }
    #expect(error?.lines == [99_999])
    #expect(error?.description.hasPrefix("line 99999: barcode") == true)
    #expect(try inventory.service.items().isEmpty)
  }
}
