import Foundation
import GRDB

/// The stockroom database: one SQLite file in WAL mode, shared safely by several stockroom processes.
///
/// Opening never modifies a file that is not ours or that a newer stockroom wrote: those are inspected
/// read-only first and refused with a `StoreError`.
public final class AppDatabase: Sendable {
  /// The file path, or ":memory:".
  public let path: String
  let writer: any DatabaseWriter

  private init(path: String, writer: any DatabaseWriter) {
    self.path = path
    self.writer = writer
  }

  /// Opens (creating if needed) the database at `path`, after checking the file is a stockroom database
  /// this version understands, then applies pending migrations.
  public static func open(path: String) throws(StoreError) -> AppDatabase {
    do {
      try prepareFolder(for: path)
      if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size > 0 {
        try inspectExisting(path: path)
      }
      let pool = try DatabasePool(path: path, configuration: configuration())
      try Schema.migrator.migrate(pool)
      return AppDatabase(path: path, writer: pool)
    } catch {
      throw StoreError.from(error, path: path) ?? .other(path: path, message: "\(error)")
    }
  }

  /// A private in-memory database, for tests where the file does not matter.
  public static func inMemory() throws -> AppDatabase {
    let queue = try DatabaseQueue(configuration: configuration())
    try Schema.migrator.migrate(queue)
    return AppDatabase(path: ":memory:", writer: queue)
  }

  private static func configuration(readonly: Bool = false) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = readonly
    configuration.foreignKeysEnabled = true
    // Another stockroom process (a script running `stockroom scan`) may hold the write lock briefly.
    configuration.busyMode = .timeout(10)
    configuration.label = "stockroom"
    configuration.prepareDatabase { db in
      // In WAL mode NORMAL never corrupts the file; a power cut can lose only the last commits.
      // FULL would fsync on every scan.
      if !db.configuration.readonly { try db.execute(sql: "PRAGMA synchronous = NORMAL") }
      // Statement journals (one per INSERT that fires triggers) and sorts stay in memory, not in
      // /var/tmp: a 100,000-row import wrote its statement journal ~200,000 times.
      try db.execute(sql: "PRAGMA temp_store = MEMORY")
    }
    return configuration
  }

  private static func prepareFolder(for path: String) throws(StoreError) {
    let folder = (path as NSString).deletingLastPathComponent
    guard !folder.isEmpty else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotOpen(path: path, reason: "cannot create the folder \(folder)")
    }
    var isFolder: ObjCBool = false
    let fileExists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    if fileExists, isFolder.boolValue {
      throw .cannotOpen(path: path, reason: "it is a folder; give the path of a database file inside it")
    }
    if (fileExists && !FileManager.default.isWritableFile(atPath: path))
      || !FileManager.default.isWritableFile(atPath: folder)
    {
      throw .readOnly(path: path)
    }
  }

  /// Looks at an existing file without changing it: is it SQLite, is it ours, is it from a newer version?
  private static func inspectExisting(path: String) throws {
    let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: true))
    try queue.read { db in
      let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
      let tables = try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      if tables.isEmpty { return }  // an empty SQLite file: fine to set up
      guard applicationID == Schema.applicationID, tables.contains("grdb_migrations") else {
        throw StoreError.notStockroomDatabase(path: path)
      }
      let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
      let known = Set(Schema.migrator.migrations)
      let unknown = applied.filter { !known.contains($0) }
      if !unknown.isEmpty { throw StoreError.writtenByNewerVersion(path: path, unknownMigrations: unknown) }
    }
  }

  /// A consistent copy of the whole database to `destination` while it is in use (SQLite online backup).
  public func backup(to destination: String) throws(StoreError) {
    if FileManager.default.fileExists(atPath: destination) {
      throw .cannotOpen(path: destination, reason: "the file exists already; choose a new name")
    }
    do {
      let copy = try DatabaseQueue(path: destination)
      try writer.backup(to: copy)
      try copy.close()
    } catch {
      throw StoreError.from(error, path: destination) ?? .other(path: destination, message: "\(error)")
    }
  }

  /// Changes whenever anything (this process or another) commits to the database. `data_version` alone
  /// does not change for the connection's own commits, so the writer's total change count is added.
  func changeToken() throws -> Int {
    try writer.writeWithoutTransaction { db in
      let dataVersion = try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
      return dataVersion &* 1_000_003 &+ db.totalChangesCount
    }
  }

  /// Runs `work` in a write transaction, translating file-level SQLite errors.
  func write<T>(_ work: (Database) throws -> T) throws -> T {
    do { return try writer.write(work) } catch { throw StoreError.from(error, path: path) ?? error }
  }

  /// Runs `work` in a write transaction that is committed only when `commit` is true (dry runs roll back).
  func write<T>(commit: Bool, _ work: (Database) throws -> T) throws -> T {
    do {
      return try writer.writeWithoutTransaction { db in
        var result: T?
        try db.inTransaction(.immediate) {
          result = try work(db)
          return commit ? .commit : .rollback
        }
        return result!
      }
    } catch { throw StoreError.from(error, path: path) ?? error }
  }

  /// Runs `work` on a consistent snapshot, translating file-level SQLite errors.
  func read<T>(_ work: (Database) throws -> T) throws -> T {
    do { return try writer.read(work) } catch { throw StoreError.from(error, path: path) ?? error }
  }
}
