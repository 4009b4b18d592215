import Foundation
import TestSupport
import Testing

/// `stockroom migrate`: SQLite to PostgreSQL and back into a new file, every record read back equal; a
/// destination holding anything is refused unchanged; a server that is away is exit status 74.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct MigrateCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @discardableResult
  func stockroom(_ arguments: String..., db: String? = nil, station: String = "till-1") throws
    -> ProcessRunner.Result
  {
    try ProcessRunner.stockroom(
      arguments, database: db ?? database, environment: ["STOCKROOM_STATION": station])
  }

  /// Something in every table: categories, items, extra barcodes, movements from two stations, an undo, a GS1
  /// scan, a deleted item (with an extra barcode, kept in the journal), a setting (the scan command's), a
  /// created code.
  func fillInventory() throws {
    try stockroom("categories", "add", "Boissons", "--color", "blue")
    try stockroom(
      "items", "add", "--name", "Café crème", "--barcode", "4006381333931", "--quantity", "10", "--category", "Boissons"
    )
    try stockroom(
      "items", "add", "--name", "Aspirin", "--barcode", "9506000134352", "--quantity", "4", "--price", "2.50")
    try stockroom("items", "add", "--name", "Old stock", "--quantity", "3")
    try stockroom("items", "add-barcode", "Café crème", "0012345678905", "--units", "12", "--label", "case")
    try stockroom("items", "add-barcode", "Old stock", "8712345678906", "--units", "6")
    try stockroom("scan", "4006381333931", station: "back room")
    try stockroom("scan", "(01)09506000134352(17)261231(10)ABC123")
    try stockroom("adjust", "Café crème", "-2")
    try stockroom("undo")
    try stockroom("items", "remove", "Old stock")
    try stockroom("code", "qr", "hello", "-o", folder.path("hello.svg"))
  }

  /// What a user sees of an inventory: items, movements, scans, the journal, created codes.
  func views(of db: String) throws -> [String] {
    try [
      ["items", "list", "--json"], ["history", "--json"], ["history", "--scans", "--json"], ["history", "--actions"],
      ["history", "--created"], ["categories", "list"],
    ].map { arguments in
      let result = try ProcessRunner.stockroom(arguments, database: db)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      return result.stdout
    }
  }

  @Test func anInventoryGoesToPostgreSQLAndBackIntoANewFileUnchanged() throws {
    // Given an inventory with something in every table, and an empty PostgreSQL database
    try fillInventory()
    let server = try SharedPostgresServer.newDatabase(prefix: "m")

    // When it is migrated to PostgreSQL
    let there = try stockroom("migrate", "--to", server.url)

    // Then every table is reported with its count, equal
    #expect(there.status == 0, "\(there.stderr)")
    let lines = there.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "migrated \(database) to \(server.location)")
    #expect(lines.contains { $0.hasPrefix("  item ") && $0.hasSuffix(" 2") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("  stock_movement ") && $0.hasSuffix(" 7") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("  item_barcode ") && $0.hasSuffix(" 1") }, "\(lines)")
    #expect(lines.last?.hasPrefix("every record read back equal") == true)
    #expect(try server.psql("SELECT quantity FROM item WHERE id = 1") == "11")
    #expect(try server.psql("SELECT count(*) FROM scan WHERE batch = 'ABC123'") == "1")

    // And back into a new SQLite file, which shows exactly what the original shows
    let back = folder.path("back.sqlite")
    let home = try stockroom("migrate", "--from", server.url, "--to", back)
    #expect(home.status == 0, "\(home.stderr)")
    #expect(try views(of: back) == views(of: database))
    #expect(try stockroom("items", "barcodes", "Café crème", db: back).stdout.contains("0012345678905    12 case"))
    // The deleted item's extra barcode came through in the journal: undoing its deletion brings it back.
    try stockroom("undo", db: back)
    #expect(try stockroom("items", "barcodes", "Old stock", db: back).stdout.contains("8712345678906     6"))
    // and goes on from the same ids: item 3 was deleted, so the next item is 4 in both
    #expect(try stockroom("items", "add", "--name", "New", db: back).stdout == "added New (id 4), 0 in stock\n")
  }

  @Test func aDestinationHoldingRecordsIsRefusedAndLeftUnchanged() throws {
    try fillInventory()
    let server = try SharedPostgresServer.newDatabase(prefix: "m")
    try stockroom("migrate", "--to", server.url)
    let before = try server.psql("SELECT id, name, quantity, updated_at FROM item ORDER BY id")
    try stockroom("items", "add", "--name", "Later", "--quantity", "1")

    let again = try stockroom("migrate", "--to", server.url)
    #expect(again.status == 74)
    #expect(
      again.stderr
        == "stockroom: \(server.location) is not empty (its category table holds 1 record): an inventory is copied "
        + "only into an empty one; nothing was changed\n")
    #expect(try server.psql("SELECT id, name, quantity, updated_at FROM item ORDER BY id") == before)

    // A SQLite destination must be a new file.
    let existing = folder.path("existing.sqlite")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: existing))
    let refused = try stockroom("migrate", "--from", server.url, "--to", existing)
    #expect(refused.status == 74, "\(refused.stderr)")
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "mine")
  }

  @Test func aNameLongerThanTheLimitFromAnOlderVersionIsNamedNotCopiedHalfway() throws {
    // An older version let a 3,000-character name in (the limit is enforced on writes, so set it with sqlite3).
    try stockroom("items", "add", "--name", "Tea", "--quantity", "1")
    let long = String(repeating: "x", count: 3_000)
    _ = try ProcessRunner.run("/usr/bin/sqlite3", [database, "UPDATE item SET name = '\(long)' WHERE name = 'Tea'"])
    let server = try SharedPostgresServer.newDatabase(prefix: "m")
    let moved = try stockroom("migrate", "--to", server.url)
    #expect(moved.status == 65, "\(moved.stderr)")
    #expect(
      moved.stderr.contains("record 1: the name is 3000 characters long")
        && moved.stderr.contains("stockroom items edit 1 --name") && moved.stderr.contains("nothing was copied"),
      "\(moved.stderr)")
    #expect(try server.psql("SELECT count(*) FROM item") == "0")
  }

  @Test func aServerThatIsAwayIsExitStatus74WithTheReason() throws {
    try fillInventory()
    let away = "postgresql://nobody@/shop?host=\(folder.path("no-server"))&port=5999&connect_timeout=2"
    let result = try stockroom("migrate", "--to", away)
    #expect(result.status == 74)
    #expect(result.stderr.contains("cannot reach the PostgreSQL server"), "\(result.stderr)")
    let missing = try stockroom("migrate", "--from", folder.path("nothing.sqlite"), "--to", folder.path("copy.sqlite"))
    #expect(missing.status == 74 && missing.stderr.contains("there is no inventory at"), "\(missing.stderr)")
    #expect(try stockroom("migrate", "--to", "postgresql://a:b@host/db").status == 64)
  }
}
