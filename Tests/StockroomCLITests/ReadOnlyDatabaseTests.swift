import Foundation
import TestSupport
import Testing

/// Files the user cannot write. Root can write anything, so these run the binary as `nobody`.
@Suite(.enabled(if: getuid() == 0 && FileManager.default.fileExists(atPath: "/usr/bin/setpriv")))
struct ReadOnlyDatabaseTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  /// A database owned by root in a folder owned by root: read-only for nobody.
  init() throws {
    folder = try TemporaryDirectory()
    let add = ["items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2"]
    #expect(try ProcessRunner.stockroom(add, database: database).status == 0)
    #expect(try ProcessRunner.stockroom(["categories", "add", "Pantry"], database: database).status == 0)
    chmod(folder.url.path, 0o755)
    chmod(database, 0o644)
  }

  func asNobody(_ arguments: String...) throws -> ProcessRunner.Result { try asNobody(arguments) }

  func asNobody(_ arguments: [String]) throws -> ProcessRunner.Result {
    try ProcessRunner.run(
      "/usr/bin/setpriv",
      ["--reuid=nobody", "--regid=nogroup", "--clear-groups", ProcessRunner.stockroomPath] + arguments,
      environment: ["STOCKROOM_DB": database])
  }

  func listing() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() }

  @Test func readingCommandsWorkOnADatabaseTheUserCannotWrite() throws {
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    let list = try asNobody("items", "list")
    #expect(list.status == 0)
    #expect(list.stdout.contains("Tea"))
    #expect(try asNobody("items", "list", "--search", "te").stdout.contains("Tea"))
    #expect(try asNobody("items", "show", "4006381333931").stdout.contains("Tea"))
    #expect(try asNobody("export").stdout.contains("4006381333931,Tea"))
    #expect(try asNobody("history").stdout.contains("Tea"))
    #expect(try asNobody("categories", "list").stdout.contains("Pantry"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    #expect(try listing() == ["stockroom.sqlite"])
  }

  @Test func aChangeToADatabaseTheUserCannotWriteGivesAClearError() throws {
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    for command in [["items", "add", "--name", "Milk"], ["adjust", "Tea", "+1"], ["history", "--clear-scans"]] {
      let result = try asNobody(command)
      #expect(result.status == 74, "\(command)")
      #expect(result.stderr.contains("is read-only: reading works, but changing the database needs write access"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    #expect(try listing() == ["stockroom.sqlite"])
  }

  @Test func aDatabaseOfTheVersionBeforeTheLimitsIsReadableWhereItCannotBeUpgraded() throws {
    // Wave 1 wrote no limit triggers, no action journal and no v2/v3 migration records: put the file back
    // in that state.
    let downgrade = WaveOneDatabase.downgradeSQL + "PRAGMA wal_checkpoint(TRUNCATE);"
    #expect(try ProcessRunner.run("/usr/bin/sqlite3", [database, downgrade]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    let list = try asNobody("items", "list")
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.contains("Tea"))
    let counts = try asNobody("count", "list")
    #expect(counts.status == 0 && counts.stdout.isEmpty, "no sessions before v9: \(counts.stderr)")
    #expect(try asNobody("adjust", "Tea", "+1").status == 74)
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    // Where it can be written, the next command upgrades it.
    #expect(try ProcessRunner.stockroom(["items", "list"], database: database).status == 0)
    let migrations = try ProcessRunner.run("/usr/bin/sqlite3", [database, "SELECT count(*) FROM grdb_migrations"])
    #expect(migrations.stdout == "23\n", "every migration applied (v1 to v23)")
  }
}
