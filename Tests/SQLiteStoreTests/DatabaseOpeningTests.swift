import Foundation
import GRDB
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// Opening refuses files that are not ours, or are newer, without changing a byte of them.
@Suite struct DatabaseOpeningTests {
  @Test func createsTheFileAndItsFolder() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("a/b/stockroom.sqlite")
    _ = try AppDatabase.open(path: path)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func reopeningKeepsData() throws {
    let inventory = try TestInventory()
    try inventory.add("Coffee beans", barcode: "4006381333931", quantity: 3)
    let again = try inventory.reopened()
    #expect(try again.findItem("4006381333931").quantity == 3)
  }

  @Test func aTextFileIsRefusedAndLeftAlone() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("notes.txt")
    let content = Data(String(repeating: "shopping list: milk, eggs\n", count: 200).utf8)
    try content.write(to: URL(fileURLWithPath: path))
    #expect(throws: StoreError.notADatabase(path: path)) { try AppDatabase.open(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
  }

  @Test func anotherProgramsDatabaseIsRefusedAndLeftAlone() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("other.sqlite")
    let other = try DatabaseQueue(path: path)
    try other.write { try $0.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ann')") }
    try other.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: StoreError.notStockroomDatabase(path: path)) { try AppDatabase.open(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try listing(folder) == ["other.sqlite"])
  }

  @Test func aDatabaseFromANewerStockroomIsRefusedAndLeftAlone() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("stockroom.sqlite")
    do { try TestInventory.add("Tea", to: path) }
    // Simulate a future version: one more applied migration this build does not know.
    let queue = try DatabaseQueue(path: path)
    try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9: from the future')") }
    try queue.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    for purpose in [AppDatabase.Purpose.writing, .reading] {
      let error = #expect(throws: StoreError.self) { try AppDatabase.open(path: path, for: purpose) }
      #expect(error == .writtenByNewerVersion(path: path, unknownMigrations: ["v9: from the future"]))
      #expect(error?.description.contains("Update stockroom") == true)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try listing(folder) == ["stockroom.sqlite"])  // no -wal or -shm left by the refusal
  }

  @Test func aTruncatedDatabaseIsRefusedAndTheFolderLeftAsItWas() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("stockroom.sqlite")
    do {
      let service = SQLiteInventory(database: try AppDatabase.open(path: path))
      for number in 0..<200 { try service.addCategory(named: "Shelf \(number) " + String(repeating: "x", count: 300)) }
    }
    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    let truncated = whole.prefix(whole.count / 3)
    try truncated.write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: StoreError.self) {
      _ = try SQLiteInventory(database: try AppDatabase.open(path: path)).categories()
    }
    #expect(error == .corrupt(path: path))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == truncated)
    #expect(try listing(folder) == ["stockroom.sqlite"])
  }

  @Test func aCorruptDatabaseGivesAClearError() throws {
    let inventory = try TestInventory()
    for number in 0..<300 { try inventory.add("Item \(number)", notes: String(repeating: "x", count: 200)) }
    let queue = try DatabaseQueue(path: inventory.path)
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try queue.close()
    // Overwrite pages 2..8 (the schema stays readable, the tables do not).
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: inventory.path))
    try handle.seek(toOffset: 4096)
    try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096 * 7))
    try handle.close()
    let error = #expect(throws: (any Error).self) {
      let service = try inventory.reopened()
      _ = try service.items()
      _ = try service.lowStockReport()
    }
    #expect(error as? StoreError == .corrupt(path: inventory.path))
  }

  @Test func defaultLocationFollowsXDG() {
    #expect(
      DatabaseLocation.resolve(explicit: nil, environment: ["HOME": "/home/ann"])
        == "/home/ann/.local/share/stockroom/stockroom.sqlite")
    #expect(
      DatabaseLocation.resolve(explicit: nil, environment: ["HOME": "/h", "XDG_DATA_HOME": "/data"])
        == "/data/stockroom/stockroom.sqlite")
    #expect(DatabaseLocation.resolve(explicit: nil, environment: ["STOCKROOM_DB": "/x.sqlite"]) == "/x.sqlite")
    #expect(
      DatabaseLocation.resolve(explicit: "~/s.db", environment: ["HOME": "/h", "STOCKROOM_DB": "/x"]) == "/h/s.db")
  }

  @Test func backupIsAConsistentCopyWhileInUse() throws {
    let inventory = try TestInventory()
    try inventory.add("Flour", barcode: "5901234123457", quantity: 7)
    let copyPath = inventory.folder.path("backup.sqlite")
    try inventory.service.database.backup(to: copyPath)
    let copy = SQLiteInventory(database: try AppDatabase.open(path: copyPath))
    #expect(try copy.findItem("5901234123457").quantity == 7)
    let before = try Data(contentsOf: URL(fileURLWithPath: copyPath))
    let error = #expect(throws: StoreError.self) { try inventory.service.database.backup(to: copyPath) }
    #expect(error?.description.contains("exists already") == true)  // never overwrites
    #expect(try Data(contentsOf: URL(fileURLWithPath: copyPath)) == before)
  }
}

/// The names in `folder`, sorted: a refusal must leave no `-wal` or `-shm` file beside the database.
func listing(_ folder: TemporaryDirectory) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
}

extension TestInventory {
  /// Adds an item to the database at `path` and closes it again.
  static func add(_ name: String, to path: String) throws {
    _ = try SQLiteInventory(database: try AppDatabase.open(path: path)).addItem(ItemDraft(name: name))
  }
}

@Suite struct DatabasePathTests {
  @Test func aFolderIsNotADatabaseFile() throws {
    let folder = try TemporaryDirectory()
    let reason = "it is a folder; give the path of a database file inside it"
    #expect(throws: StoreError.cannotOpen(path: folder.url.path, reason: reason)) {
      try AppDatabase.open(path: folder.url.path)
    }
  }
}
