import GRDB
import InventoryCore

/// A SQLite inventory as an archive source (one read transaction: a consistent snapshot while others write)
/// and as a destination (one write transaction, into an empty database).
extension AppDatabase: ArchiveSource, ArchiveDestination {
  public var archiveLocation: String { path }

  public func withArchiveReader<T>(_ body: (any ArchiveReader) throws -> T) throws -> T {
    try read { db in
      // A file opened read-only may still wait for migrations that add columns the reader selects.
      guard try Schema.migrator.hasCompletedMigrations(db) else { throw StoreError.upgradeNeedsWriteAccess(path: path) }
      return try body(SQLiteArchiveReader(db: db))
    }
  }

  public func withArchiveLoader<T>(_ body: (any ArchiveLoader) throws -> T) throws -> T {
    try write { db in try body(try SQLiteArchiveLoader(db, location: path)) }
  }

  /// Writes everything into the main file and closes the connections (the file is complete on its own).
  func close() throws {
    try changeWatcher?.close()
    try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try writer.close()
  }
}
