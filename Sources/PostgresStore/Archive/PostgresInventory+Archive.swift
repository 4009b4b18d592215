import InventoryCore

/// A PostgreSQL inventory as an archive source (one REPEATABLE READ, READ ONLY transaction: a consistent
/// snapshot while other stations write) and as a destination (one transaction, into an empty database), and
/// its backup: the whole inventory copied into a new SQLite file through the file maker it was given.
extension PostgresInventory: ArchiveSource, ArchiveDestination {
  public var archiveLocation: String { location }

  public func withArchiveReader<T>(_ body: (any ArchiveReader) throws -> T) throws -> T {
    try write { link in
      try link.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
      return try body(PostgresArchiveReader(link: link))
    }
  }

  public func withArchiveLoader<T>(_ body: (any ArchiveLoader) throws -> T) throws -> T {
    try write { link in try body(try PostgresArchiveLoader(link: link, location: location)) }
  }

  /// A consistent copy of the whole inventory in a new SQLite file at `destination` (which must not exist),
  /// checked record by record before the file is put in place.
  public func backup(to destination: String) throws {
    guard let archiveFiles else { throw ArchiveError.noFileMaker(store: location) }
    try copyArchive(to: archiveFiles.newFile(at: destination))
  }
}
