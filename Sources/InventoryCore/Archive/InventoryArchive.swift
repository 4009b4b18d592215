/// A whole inventory as plain records, streamed from one store into another (`stockroom migrate`, a
/// PostgreSQL inventory's backup into a SQLite file). The source is read in batches from one consistent
/// snapshot and the destination loads them in one transaction, so a million movements never sit in memory
/// at once and a failed copy leaves nothing behind.

/// Reads an inventory's tables in batches, in order (ids, or settings' keys as bytes), all from one snapshot.
public protocol ArchiveReader {
  /// Up to `limit` records of `table` after `position`; fewer (or none) at the end.
  func read(_ table: ArchiveTable, after position: ArchivePosition, limit: Int) throws -> ArchiveBatch
  /// The highest id each table has handed out, deleted rows' included.
  func idCounters() throws -> ArchiveIDCounters
}

/// Loads records into an empty inventory, keeping the store's rules true as it goes: items arrive with no
/// stock and the movements move it, so each quantity comes out as the sum of the item's movements.
public protocol ArchiveLoader {
  /// Adds the records (with their ids) after those loaded before.
  func load(_ batch: ArchiveBatch) throws
  /// After the last batch: puts back what loading movements changed (items' `updatedAt`) and sets each
  /// table's id counter to the source's, so new rows never take a deleted row's id.
  func finish(idCounters: ArchiveIDCounters) throws
  /// What has been loaded, read back in the loader's own transaction (to check the copy before it commits).
  var loaded: any ArchiveReader { get }
}

/// A store that can be read as an archive.
public protocol ArchiveSource {
  /// Runs `body` with a reader on one consistent snapshot of the whole inventory.
  func withArchiveReader<T>(_ body: (any ArchiveReader) throws -> T) throws -> T
}

/// A store that can take an archive: it must hold no records (`ArchiveError.destinationNotEmpty` else,
/// without changing anything).
public protocol ArchiveDestination {
  /// Where it is, for messages.
  var archiveLocation: String { get }
  /// Runs `body` with a loader in one transaction, committed when `body` returns and rolled back (leaving
  /// the destination as it was) when it throws.
  func withArchiveLoader<T>(_ body: (any ArchiveLoader) throws -> T) throws -> T
}

/// Makes archive destinations that are new files: how a store that cannot write SQLite itself (PostgreSQL)
/// is given a way to back up into one by the program that links both.
public protocol ArchiveFileMaker: Sendable {
  /// A destination creating a new file at `path`; it refuses a path where a file exists.
  func newFile(at path: String) -> any ArchiveDestination
}
