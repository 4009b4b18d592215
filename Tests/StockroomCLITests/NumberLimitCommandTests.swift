import Foundation
import TestSupport
import Testing

/// The attacks on numbers, through the binary: each is refused with exit 65 and a clear message, and the
/// database stays usable by every command afterwards.
@Suite struct NumberLimitCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  func expectRefused(
    _ result: ProcessRunner.Result, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 65, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
  }

  @Test func everyOverflowAttemptIsRefusedAndEveryCommandStillWorks() throws {
    try stockroom("items", "add", "--name", "A", "--barcode", "4006381333931", "--quantity", "5")
    expectRefused(
      try stockroom("adjust", "A", "+9223372036854775807"), mentioning: "at most 1,000,000,000 units either way")
    expectRefused(try stockroom("adjust", "A", "-9223372036854775808"), mentioning: "out of range")
    expectRefused(try stockroom("adjust", "A", "--set", "9223372036854775807"), mentioning: "out of range")
    expectRefused(
      try stockroom("scan", "4006381333931", "--quantity", "9223372036854775807"), mentioning: "out of range")
    let file = folder.path("add.csv")
    try "barcode,quantity\n4006381333931,9223372036854775807\n".write(toFile: file, atomically: true, encoding: .utf8)
    expectRefused(try stockroom("import", file, "--on-duplicate", "add"), mentioning: "line 2: quantity")
    try "name,quantity\nB,9223372036854775807\n".write(toFile: file, atomically: true, encoding: .utf8)
    expectRefused(try stockroom("import", file), mentioning: "line 2: quantity")
    expectRefused(
      try stockroom("items", "add", "--name", "C", "--quantity", "2000", "--price", "49999999999999"),
      mentioning: "more than the largest price")

    #expect(try stockroom("adjust", "A", "--set", "1000000000").status == 0)
    expectRefused(try stockroom("adjust", "A", "+1"), mentioning: "would pass the maximum, 1,000,000,000")
    for command in [["items", "list"], ["items", "show", "A"], ["history"], ["export"], ["undo"]] {
      let result = try ProcessRunner.stockroom(command, database: database)
      #expect(result.status == 0, "\(command): \(result.stderr)")
    }
    #expect(try stockroom("items", "show", "A").stdout.contains("5"))
  }

  @Test func aBackupWithTwoItemsOfTheSameNameRestoresBoth() throws {
    try stockroom("items", "add", "--name", "Screws", "--quantity", "5")
    try stockroom("items", "add", "--name", "Screws", "--quantity", "7")
    let exported = try stockroom("export").stdout
    let file = folder.path("backup.csv")
    try exported.write(toFile: file, atomically: true, encoding: .utf8)
    let restored = try ProcessRunner.stockroom(["import", file], database: folder.path("restored.sqlite"))
    #expect(restored.status == 0)
    #expect(restored.stdout.hasPrefix("2 added"))
    #expect(try ProcessRunner.stockroom(["export"], database: folder.path("restored.sqlite")).stdout == exported)
  }

  @Test func anEditedExportUpdatesByIdWithoutARawDatabaseMessage() throws {
    try stockroom("items", "add", "--name", "Screws", "--barcode", "4006381333931", "--quantity", "5")
    let file = folder.path("edited.csv")
    let edited = try stockroom("export").stdout
      .replacingOccurrences(of: "Screws", with: "Wood screws").replacingOccurrences(
        of: "4006381333931", with: "036000291452")
    try edited.write(toFile: file, atomically: true, encoding: .utf8)
    for arguments in [["import", file, "--dry-run"], ["import", file, "--on-duplicate", "update"]] {
      let result = try ProcessRunner.stockroom(arguments, database: database)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!result.stderr.contains("SQLite"))
    }
    #expect(try stockroom("items", "show", "036000291452").stdout.contains("Wood screws"))
  }

  @Test func aDatabaseDamagedByAnOlderVersionOpensAndNamesTheItemEverywhere() throws {
    try stockroom("items", "add", "--name", "A", "--barcode", "4006381333931", "--quantity", "5")
    // What wave 1's import --on-duplicate add of 9223372036854775807 left: no limit triggers, a REAL quantity.
    let damage =
      WaveOneDatabase.downgradeSQL + """
        INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time)
          VALUES (1, 'A', 9223372036854775807, 'import', 'import', 0);
        """
    #expect(try ProcessRunner.run("/usr/bin/sqlite3", [database, damage]).status == 0)
    let warning = "warning: item 1 \"A\": stored quantity 9.2"
    for command in [["items", "list"], ["items", "show", "1"], ["export"]] {
      let result = try ProcessRunner.stockroom(command, database: database)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(result.stderr.contains(warning), "\(command): \(result.stderr)")
    }
    // Undo has nothing of this station's to reverse (wave 1 kept no journal): 3, in words.
    for (command, status) in [(["scan", "4006381333931"], 65), (["adjust", "A", "+1"], 65), (["undo"], 3)] {
      let result = try ProcessRunner.stockroom(command, database: database)
      #expect(result.status == Int32(status), "\(command): \(result.stderr)")
      #expect(!result.stderr.contains("SQLite"), "\(command): \(result.stderr)")
    }
    #expect(try stockroom("adjust", "A", "--set", "6").stdout.hasSuffix("-> 6\n"))
    #expect(try stockroom("items", "list").stderr.isEmpty)
    #expect(try stockroom("scan", "4006381333931").stdout == "A 6 -> 7\n")
  }
}
