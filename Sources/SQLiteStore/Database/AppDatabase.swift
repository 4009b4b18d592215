import AtomicFiles
import Foundation
import GRDB
import InventoryCore

/// The stockroom database: one SQLite file in WAL mode, shared safely by several stockroom processes.
///
/// Opening never modifies a file that is not ours, damaged, or written by a newer stockroom: those are
/// inspected first, without creating any file, and refused with a `StoreError`. First-time creation is
/// atomic (see `DatabaseCreation`), and a database opened for reading is never written.
public final class AppDatabase: Sendable {
  /// The file path, or ":memory:".
  public let path: String
  let writer: any DatabaseWriter
  /// A connection of its own for `changeToken`, beside a pool: asked on the writer's connection, the question
  /// would wait behind a write that waits for another program's lock (the keys with it, up to the busy timeout).
  let changeWatcher: DatabaseQueue?

  private init(path: String, writer: any DatabaseWriter, changeWatcher: DatabaseQueue? = nil) {
    self.path = path
    self.writer = writer
    self.changeWatcher = changeWatcher
  }

  /// What the caller means to do with the database, which decides whether it must be writable.
  public enum Purpose: Sendable {
    /// Reading only: nothing in the database is written, so a read-only file or folder works. A missing
    /// database is still created, and an older stockroom's upgraded, when the folder allows it.
    case reading
    /// Reading and changing: the file and its folder must be writable.
    case writing
  }

  /// Opens the database at `path`, creating it if needed, after checking it is a stockroom database this
  /// version understands; then applies pending migrations.
  public static func open(path: String, for purpose: Purpose = .writing) throws(StoreError) -> AppDatabase {
    do {
      try checkIsNotAFolder(path)
      var state = try DatabaseInspection.inspect(path: path, configuration: configuration(readonly: true))
      if state == .needsCreation {
        try createFolder(for: path)
        guard isWritable(FileSystemCalls.folder(of: path)) else {
          throw StoreError.cannotOpen(
            path: path,
            reason: "there is no stockroom database there yet, and the folder \(FileSystemCalls.folder(of: path)) "
              + "is not writable, so one cannot be created")
        }
        try DatabaseCreation.create(at: path, configuration: configuration())
        state = try DatabaseInspection.inspect(path: path, configuration: configuration(readonly: true))
      }
      // Still .needsCreation only if the file was emptied again meanwhile: the migrator then sets it up.
      let pending = if case .stockroom(let pending) = state { pending } else { Schema.migrator.migrations }
      let writable = isWritable(path) && isWritable(FileSystemCalls.folder(of: path))
      let readableAsIs = pending.allSatisfy(Schema.readCompatibleMigrations.contains)
      if purpose == .reading, pending.isEmpty || (readableAsIs && !writable) {
        return AppDatabase(path: path, writer: try readingConnection(path: path, writable: writable))
      }
      guard writable else {
        throw purpose == .reading ? StoreError.upgradeNeedsWriteAccess(path: path) : StoreError.readOnly(path: path)
      }
      let pool = try DatabasePool(path: path, configuration: configuration())
      // Checked again on the live connection: a newer stockroom running now may have its migration in the WAL.
      _ = try pool.read { db in try DatabaseInspection.state(of: db, path: path) }
      try Schema.migrator.migrate(pool)
      try pool.read { db in try SchemaRules.check(db, path: path) }
      if try pool.read(KeptTotals.holdNonIntegers) {
        try pool.write { db in try db.execute(sql: Schema.rebuildTotalsSQL) }
      }
      let changeWatcher = try DatabaseQueue(path: path, configuration: configuration())
      return AppDatabase(path: path, writer: pool, changeWatcher: changeWatcher)
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

  private static func checkIsNotAFolder(_ path: String) throws(StoreError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw .cannotOpen(path: path, reason: "it is a folder; give the path of a database file inside it")
    }
  }

  private static func createFolder(for path: String) throws(StoreError) {
    let folder = FileSystemCalls.folder(of: path)
    do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
      throw .cannotOpen(path: path, reason: "cannot create the folder \(folder)")
    }
  }

  /// access(2): true for root too, except on a read-only mount.
  private static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

  /// A connection that writes nothing by itself. With write access it is an ordinary one, which removes the
  /// `-wal` and `-shm` files it uses when it closes; without, a read-only one that creates no file.
  private static func readingConnection(path: String, writable: Bool) throws -> DatabaseQueue {
    if writable { return try DatabaseQueue(path: path, configuration: configuration()) }
    return try DatabaseInspection.readOnlyQueue(path: path, configuration: configuration(readonly: true))
  }

  /// A consistent copy of the whole database to `destination` while it is in use (SQLite online backup),
  /// built beside it and moved into place when complete. Never overwrites a file.
  public func backup(to destination: String) throws(StoreError) {
    do {
      try AtomicFileWriter.build(at: destination, replacing: false) { temporary in
        let copy = try DatabaseQueue(path: temporary)
        do { try writer.backup(to: copy) } catch {
          try? copy.close()
          throw error
        }
        try copy.close()
      }
    } catch {
      throw StoreError.from(error, path: destination) ?? .other(path: destination, message: "\(error)")
    }
  }

  /// Changes whenever anything (this process or another) commits to the database. `data_version` changes for
  /// every other connection's commits: the watcher's alone is enough; on the writer's connection, its own
  /// commits are counted by adding its total change count.
  func changeToken() throws -> Int {
    if let changeWatcher {
      return try changeWatcher.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
    return try writer.writeWithoutTransaction { db in
      let dataVersion = try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
      return dataVersion &* 1_000_003 &+ db.totalChangesCount
    }
  }

  /// Rewrites the file with every table and index packed and no free pages (SQLite's VACUUM, its copy in a
  /// temporary file rather than memory), then empties the WAL the rewrite went through when no reader holds it.
  func compact() throws {
    do {
      try writer.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA temp_store = FILE")
        defer { try? db.execute(sql: "PRAGMA temp_store = MEMORY") }
        try db.execute(sql: "VACUUM")
        _ = try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
      }
    } catch { throw StoreError.from(error, path: path) ?? error }
  }

  /// Runs `work` in a write transaction, translating file-level SQLite errors.
  func write<T>(_ work: (Database) throws -> T) throws -> T {
    try write(commit: true, work)
  }

  /// Runs `work` in a write transaction that is committed only when `commit` is true (dry runs roll back).
  /// A transaction that commits records the pending `OperationClaim` (a dry run records none). With
  /// `temporaryFiles`, temporary tables go to a file for it, not memory (the connection's setting, which keeps
  /// statement journals off the disk): a big import stages every row of its file in one.
  func write<T>(commit: Bool, temporaryFiles: Bool = false, _ work: (Database) throws -> T) throws -> T {
    let claim = commit ? OperationClaim.pending : nil
    do {
      let result = try writer.writeWithoutTransaction { db in
        // Only outside a transaction can it change (and it empties the temporary schema, unused between writes).
        if temporaryFiles { try db.execute(sql: "PRAGMA temp_store = FILE") }
        defer { if temporaryFiles { try? db.execute(sql: "PRAGMA temp_store = MEMORY") } }
        var result: T?
        try db.inTransaction(.immediate) {
          try claim?.record { id in try Self.recordOperation(db, id) }
          result = try work(db)
          return commit ? .commit : .rollback
        }
        guard let result else { throw StoreError.other(path: path, message: "the transaction did not run") }
        return result
      }
      claim?.settle()
      return result
    } catch { throw StoreError.from(error, path: path) ?? error }
  }

  /// Records operation `id`, or returns when it was recorded before.
  private static func recordOperation(_ db: Database, _ id: UUID) throws -> Date? {
    let key = id.uuidString.lowercased()
    let now = Date().epochMilliseconds
    try db.execute(
      sql: "INSERT INTO operation (id, time) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", arguments: [key, now])
    if db.changesCount == 1 { return nil }
    let earlier = try Int64.fetchOne(db, sql: "SELECT time FROM operation WHERE id = ?", arguments: [key]) ?? now
    return Date(epochMilliseconds: earlier)
  }

  /// Runs `work` on a consistent snapshot, translating file-level SQLite errors.
  func read<T>(_ work: (Database) throws -> T) throws -> T {
    do { return try writer.read(work) } catch { throw StoreError.from(error, path: path) ?? error }
  }
}
