import Foundation
import InventoryCore
import TestSupport
import Testing

@testable import PostgresStore

/// Import on PostgreSQL: into an empty inventory the rows go in with COPY (`PostgresBulkCreationStorage`), and
/// that gives exactly what the row-by-row path gives.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresImportTests {
  /// Rows with everything COPY's text format treats as syntax: tabs, newlines, backslashes, `\N`, `\.`.
  static func awkwardFile(rows: Int) -> Data {
    var text = "id,barcode,name,category,quantity,minimum,price,notes\n"
    for index in 0..<rows {
      let id = index.isMultiple(of: 3) ? String(index * 2 + 5) : ""
      let barcode = index == 7 ? "4006381333931" : ""
      let notes = ["tab\there", "back\\slash \\N", "two\nlines", "NULL", "\\.", ""][index % 6]
      text += "\(id),\(barcode),Item \(index),\(["", "Tools", "Café"][index % 3]),\(index % 4),1,0.\(index % 10)0,"
      text += "\"\(notes)\"\n"
    }
    return Data(text.utf8)
  }

  static func export(_ inventory: PostgresInventory) throws -> String {
    var bytes: [UInt8] = []
    try inventory.exportItems { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func copyingIntoAnEmptyInventoryGivesWhatRowByRowGives() throws {
    let csv = try ItemCSVReader.read(data: Self.awkwardFile(rows: 1_200))
    let (bulkDatabase, rowDatabase) = (try TestDatabase(), try TestDatabase())
    // Both at one time, so that the exports (with the times of rows that give none) can be compared.
    func open(_ database: TestDatabase) throws -> PostgresInventory {
      try PostgresInventory(
        settings: database.settings, origin: ActionOrigin(station: "till", session: "import"),
        environment: database.environment, now: { Date(timeIntervalSince1970: 1_700_000_000) })
    }
    let (bulk, rows) = (try open(bulkDatabase), try open(rowDatabase))

    let bulkSummary = try bulk.importItems(
      csv, onDuplicate: .skip, dryRun: false, progress: nil, creatingInBulk: true)
    let rowSummary = try rows.importItems(
      csv, onDuplicate: .skip, dryRun: false, progress: nil, creatingInBulk: false)

    #expect(bulkSummary == rowSummary)
    #expect(bulkSummary.added == 1_200)
    #expect(try Self.export(bulk) == (try Self.export(rows)))
    #expect(try bulk.findItem("Item 1").notes == "back\\slash \\N")
    #expect(try bulk.item(for: ProductCode("4006381333931"))?.name == "Item 7")
    for search in ["null", "cafe", "slash", "lines"] {
      #expect(
        try bulk.count(matching: ItemQuery(search: search)) == (try rows.count(matching: ItemQuery(search: search))))
    }
    #expect(try bulk.count(matching: ItemQuery(search: "null")) == 200)
    #expect(try bulk.movements(limit: -1).count == (try rows.movements(limit: -1).count))
    #expect(try bulk.movements(limit: -1).allSatisfy { $0.reason == .import && $0.station == "till" })
    // Both moved the identity sequence past the file's ids.
    #expect(try bulk.add("Next").id == (try rows.add("Next").id))
  }

  @Test func theBulkPathCreatesEveryItemWithItsOpeningStockAndEndsOpeningStock() throws {
    // Given an empty inventory and a file whose every row can create an item
    let database = try TestDatabase()
    let inventory = try database.open()
    let csv = try ItemCSVReader.read(data: Self.awkwardFile(rows: 300))

    // When the bulk path creates them (nil: it handed the file to the row-by-row path)
    let (summary, openingStockAfter) = try inventory.write { link in
      let summary = try PostgresBulkCreationStorage.createAll(
        csv, in: link, time: 0, origin: ActionOrigin(station: "till", session: "import"), movesIDSequence: true,
        progress: nil)
      return (summary, try link.query("SELECT stockroom_opening_stock()").single(Bool.self))
    }

    // Then each quantity is its movements' sum, and the transaction's later movements move stock again
    #expect(summary?.added == 300)
    #expect(openingStockAfter == false)
    #expect(try database.psql("SELECT sum(quantity), count(*) FILTER (WHERE quantity > 0) FROM item") == "450|225")
    #expect(
      try database.psql(
        "SELECT count(*) FROM item i WHERE quantity <> (SELECT coalesce(sum(delta), 0) FROM stock_movement WHERE item_id = i.id)"
      ) == "0")
    #expect(try database.psql("SELECT count(*), sum(delta) FROM stock_movement WHERE reason = 'import'") == "225|450")
  }

  @Test func importsCopyWhileEveryThreadOfTheCooperativePoolIsBusyWaiting() async throws {
    // Given more synchronous imports at once than the cooperative pool has threads, each blocking its thread
    let csv = try ItemCSVReader.read(data: Self.awkwardFile(rows: 50))
    let count = ProcessInfo.processInfo.activeProcessorCount + 1
    let databases = try (0..<count).map { _ in try TestDatabase() }
    let inventories = try databases.map { try $0.open() }

    // When they all import (COPY is async inside): then none waits for a thread the others hold
    let added = try await withThrowingTaskGroup(of: Int.self) { group in
      for inventory in inventories {
        group.addTask { try inventory.importItems(csv, onDuplicate: .skip, dryRun: false, progress: nil).added }
      }
      return try await group.reduce(0, +)
    }
    #expect(added == 50 * count)
  }

  @Test func copyTextEscapesItsSyntaxAndWritesNullAsBackslashN() {
    var text = CopyText()
    text.append("a\tb\\c\nd\re")
    text.append(nil as String?)
    text.append(42 as Int64?)
    text.endRow()
    let buffer = text.take()
    #expect(String(buffer: buffer) == "a\\tb\\\\c\\nd\\re\t\\N\t42\n")
    #expect(text.take().readableBytes == 0)
  }

  /// A big import's statements each work through every row: they are given the time that takes, not the
  /// deadline for a server that stopped answering (a million rows failed at 30 s a statement).
  @Test func aBigImportIsNotCutByTheDeadlineForAServerThatStoppedAnswering() throws {
    let database = try TestDatabase()
    var settings = database.settings
    settings.queryTimeoutSeconds = 1
    let inventory = try database.open(settings: settings)
    var text = "name,quantity\n"
    for index in 0..<40_000 { text += "Item \(index),\(index % 7 + 1)\n" }
    let summary = try inventory.importItems(try ItemCSVReader.read(data: Data(text.utf8)))
    #expect(summary.added == 40_000)
    #expect(try database.psql("SELECT count(*), sum(quantity) FROM item") == "40000|159995")
  }
}
