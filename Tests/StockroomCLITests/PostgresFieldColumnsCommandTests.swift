import Foundation
import TestSupport
import Testing

/// `stockroom import` and `export` on a PostgreSQL server: a column headed by a custom field's name holds its
/// values, as on a SQLite file (the station that opens the server once took them for unknown columns).
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct PostgresFieldColumnsCommandTests {
  let database: PostgresTestDatabase
  let home: TemporaryDirectory

  init() throws {
    database = try SharedPostgresServer.newDatabase(prefix: "cli_fields")
    home = try TemporaryDirectory("stockroom-home")
  }

  @discardableResult
  func stockroom(_ arguments: String...) throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(
      ["--db", database.url] + arguments, environment: ["STOCKROOM_STATION": "till", "HOME": home.url.path])
  }

  @Test func importOnAServerReadsFieldColumnsAndExportWritesThem() throws {
    // Given a server with two fields
    #expect(try stockroom("fields", "add", "Colour", "--kind", "choice", "--choices", "Red,Blue").status == 0)
    #expect(try stockroom("fields", "add", "Weight", "--kind", "number", "--unit", "kg").status == 0)
    let file = home.path("items.csv")
    try "name,quantity,colour,Weight\r\nVase,2,blue,1.5\r\nBowl,1,,\r\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    // When a CSV with their columns is imported
    let imported = try stockroom("import", file)
    // Then no column is ignored and the values are the server's
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(!imported.stderr.contains("ignored"), "\(imported.stderr)")
    let shown = try stockroom("items", "show", "Vase")
    #expect(shown.stdout.contains("  Colour: Blue\n") && shown.stdout.contains("  Weight: 1.5 kg\n"), "\(shown.stdout)")
    #expect(
      try database.psql(
        "SELECT f.name || '=' || v.value FROM item_field_value v JOIN custom_field f ON f.id = v.field_id ORDER BY f.name"
      ) == "Colour=Blue\nWeight=1.5")
    // And the export writes one column per field, with the values read back
    let exported = try stockroom("export")
    #expect(exported.status == 0, "\(exported.stderr)")
    let lines = exported.stdout.components(separatedBy: "\r\n")
    #expect(lines.first?.hasSuffix(",Colour,Weight") == true, "\(exported.stdout)")
    #expect(lines.contains { $0.contains(",Vase,") && $0.hasSuffix(",Blue,1.5") }, "\(exported.stdout)")
    #expect(lines.contains { $0.contains(",Bowl,") && $0.hasSuffix(",,") }, "\(exported.stdout)")
  }

  @Test func itemsShowOnAServerSaysWhereTheStockAndItsLotsAre() throws {
    // Given a lot of Tea, 2 of its 3 units moved to Shelf 3 on the server
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931")
    #expect(try stockroom("adjust", "Tea", "+3", "--lot", "LATE", "--expiry", "2027-12-31").status == 0)
    try stockroom("locations", "add", "Shelf 3")
    let moved = try stockroom("move", "Tea", "--from", "Default", "--to", "Shelf 3", "--quantity", "2")
    #expect(moved.status == 0, "\(moved.stderr)")
    // When the item is shown through a station
    let shown = try stockroom("items", "show", "Tea")
    // Then it says where its units and its lot's units are, as on a file
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains("\nwhere:\n  Default  1\n  Shelf 3  2\n"), "\(shown.stdout)")
    #expect(shown.stdout.contains("lot LATE, expiry 2027-12-31 @ Shelf 3  2"), "\(shown.stdout)")
  }
}
