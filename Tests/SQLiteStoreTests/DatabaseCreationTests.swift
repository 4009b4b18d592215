import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing

/// First-time creation is atomic, repairs what an interrupted creation left, and explains damaged records.
@Suite struct DatabaseCreationTests {
  let folder: TemporaryDirectory
  let path: String

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("stockroom.sqlite")
  }

  func listing() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() }

  /// What a stockroom database file holds, read by plain GRDB (not through AppDatabase).
  static func contents(of path: String) throws -> (applicationID: Int32, journalMode: String, migrations: Int) {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      (
        try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0,
        try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "",
        try Int.fetchOne(db, sql: "SELECT count(*) FROM grdb_migrations") ?? 0
      )
    }
  }

  @Test func aNewDatabaseIsCompleteInWALModeWithNoFileLeftBeside() throws {
    do { _ = try AppDatabase.open(path: path) }
    #expect(try listing() == ["stockroom.sqlite"])
    let contents = try Self.contents(of: path)
    #expect(contents.applicationID == 0x5354_4B52)
    #expect(contents.journalMode == "wal")
    #expect(contents.migrations >= 1)
  }

  @Test func temporaryFilesOfAKilledCreationAreRemovedByTheNextCreation() throws {
    // Given what a creator killed mid-build leaves: its temporary file and journal.
    for name in ["stockroom.sqlite.creating-4242-1a2b", "stockroom.sqlite.creating-4242-1a2b-journal"] {
      try Data("half a database".utf8).write(to: URL(fileURLWithPath: folder.path(name)))
    }
    let service = SQLiteInventory(database: try AppDatabase.open(path: path))
    try service.addCategory(named: "Pantry")
    #expect(try listing().filter { $0.contains("creating") } == [])
  }

  @Test func twoProcessesCreatingTheSameDatabaseShareOne() async throws {
    let path = self.path
    let opened = try await withThrowingTaskGroup(of: AppDatabase.self) { group in
      for _ in 0..<4 { group.addTask { try AppDatabase.open(path: path) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    try SQLiteInventory(database: opened[0]).addCategory(named: "Garage")
    for database in opened { #expect(try SQLiteInventory(database: database).categories().count == 1) }
  }

  @Test func anOlderStockroomsInterruptedSetUpIsCompleted() throws {
    // Given the file older versions left when killed during creation: only an empty migration record.
    let queue = try DatabaseQueue(path: path)
    try queue.write { try $0.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)") }
    try queue.close()
    let service = SQLiteInventory(database: try AppDatabase.open(path: path))
    try service.addCategory(named: "Shed")
    #expect(try Self.contents(of: path).applicationID == 0x5354_4B52)
  }

  @Test func aMigrationRecordWithoutTablesIsRefusedInWords() throws {
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
      try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v1: items, categories, movements, scans, search')")
    }
    try queue.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let error = #expect(throws: StoreError.self) { try AppDatabase.open(path: path) }
    #expect(error?.description.contains("has none of stockroom's tables") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try listing() == ["stockroom.sqlite"])
  }

  @Test func anEmptiedMigrationRecordIsRefusedInWordsNotSQL() throws {
    do { try SQLiteInventory(database: try AppDatabase.open(path: path)).addCategory(named: "Attic") }
    let queue = try DatabaseQueue(path: path)
    try queue.write { try $0.execute(sql: "DELETE FROM grdb_migrations") }
    try queue.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    for purpose in [AppDatabase.Purpose.writing, .reading] {
      let error = #expect(throws: StoreError.self) { try AppDatabase.open(path: path, for: purpose) }
      #expect(error?.description.contains("(the table grdb_migrations) is empty") == true)
      #expect(error?.description.contains("already exists") == false)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try listing() == ["stockroom.sqlite"])
  }
}
