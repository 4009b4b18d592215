import AtomicFiles
import Foundation
import GRDB

/// What is at a database path, found without changing the folder: files that are not ours, newer or
/// damaged are refused with a `StoreError` before anything opens them for writing.
enum DatabaseInspection {
  enum State: Equatable {
    /// Nothing usable yet: no file, an empty file, an SQLite file without tables, or what an older
    /// stockroom left when stopped during its first set-up (only an empty `grdb_migrations` table).
    case needsCreation
    /// A stockroom database; `pendingMigrations` are the ones this version adds.
    case stockroom(pendingMigrations: [String])
  }

  /// `configuration` should wait for locks: a reader can meet one while another process opens or closes.
  static func inspect(path: String, configuration: Configuration) throws -> State {
    var status = stat()
    guard stat(path, &status) == 0, status.st_size > 0 else { return .needsCreation }
    let hadWAL = FileSystemCalls.exists(path + "-wal")
    do {
      let queue = try readOnlyQueue(path: path, configuration: configuration)
      defer { try? queue.close() }
      return try queue.read { db in try state(of: db, path: path) }
    } catch is DatabaseError where !hadWAL && FileSystemCalls.exists(path + "-wal") {
      // Read as immutable, but another process opened the database meanwhile: it may have been changing
      // the file under the read. Read again with locks, through its WAL.
      var configuration = configuration
      configuration.readonly = true
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      defer { try? queue.close() }
      return try queue.read { db in try state(of: db, path: path) }
    }
  }

  /// A read-only connection that creates no file. A read-only connection to a WAL database creates the
  /// `-wal` and `-shm` files when they are missing (or fails, in a read-only folder) and leaves them behind.
  /// With no `-wal` file no one has the database open, so the file alone is the whole database and is read
  /// as immutable.
  static func readOnlyQueue(path: String, configuration: Configuration = Configuration()) throws -> DatabaseQueue {
    var configuration = configuration
    configuration.readonly = true
    if FileSystemCalls.exists(path + "-wal") {
      do {
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.read { db in try db.execute(sql: "SELECT 1 FROM sqlite_master LIMIT 1") }
        return queue
      } catch let error as DatabaseError
        where [.SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) && !walHasContent(path: path)
      {
        // An empty WAL whose -shm we may not create: the file alone is still the whole database.
      }
    }
    do {
      let queue = try DatabaseQueue(path: immutableURI(path), configuration: configuration)
      try queue.read { db in try db.execute(sql: "SELECT 1 FROM sqlite_master LIMIT 1") }
      return queue
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CANTOPEN {
      // This SQLite was built without URI file names: fall back to an ordinary read-only connection.
      return try DatabaseQueue(path: path, configuration: configuration)
    }
  }

  static func walHasContent(path: String) -> Bool {
    var status = stat()
    return stat(path + "-wal", &status) == 0 && status.st_size > 0
  }

  /// `file:` URI with `immutable=1`; `%`, `?` and `#` in the path are escaped as RFC 3986 asks.
  static func immutableURI(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "%?#")
    return "file:\(absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute)?immutable=1"
  }

  static func state(of db: Database, path: String) throws -> State {
    let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
    let tables = try Set(
      String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
    let hasMigrationRecord = tables.contains("grdb_migrations")
    let applied = hasMigrationRecord ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") : []
    let known = Schema.migrator.migrations
    let isOurs = applicationID == Schema.applicationID

    if tables.subtracting(["grdb_migrations"]).isEmpty {
      if applied.isEmpty, isOurs || applicationID == 0 || tables.isEmpty { return .needsCreation }
      guard isOurs || applied.allSatisfy(known.contains) else { throw StoreError.notStockroomDatabase(path: path) }
      throw StoreError.damagedSchema(
        path: path, detail: "it records the migrations \(quoted(applied)) but has none of stockroom's tables")
    }
    guard isOurs else { throw StoreError.notStockroomDatabase(path: path) }
    guard hasMigrationRecord, !applied.isEmpty else {
      let problem = hasMigrationRecord ? "empty" : "missing"
      throw StoreError.damagedSchema(
        path: path, detail: "its record of applied migrations (the table grdb_migrations) is \(problem)")
    }
    let unknown = applied.filter { !known.contains($0) }
    if !unknown.isEmpty { throw StoreError.writtenByNewerVersion(path: path, unknownMigrations: unknown) }
    // Migrations run in order, so the applied ones are always the first few of the known ones.
    let done = known.prefix { applied.contains($0) }
    if done.count != applied.count {
      let missing = known.first { !applied.contains($0) } ?? ""
      throw StoreError.damagedSchema(
        path: path, detail: "its record of applied migrations lacks \(quoted([missing])) but has later ones")
    }
    return .stockroom(pendingMigrations: Array(known.dropFirst(done.count)))
  }

  private static func quoted(_ identifiers: [String]) -> String {
    identifiers.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
