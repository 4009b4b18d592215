import AtomicFiles
import InventoryCore

/// A new SQLite inventory file as an archive destination: built beside `path` with the current schema,
/// loaded and checked in one transaction, and moved into place only when complete (`AtomicFileWriter`), so
/// a failed copy leaves no file. Refuses a path where a file exists.
public struct SQLiteArchiveFile: ArchiveDestination {
  public let path: String

  public init(path: String) { self.path = path }

  public var archiveLocation: String { path }

  public func withArchiveLoader<T>(_ body: (any ArchiveLoader) throws -> T) throws -> T {
    var result: T?
    do {
      try AtomicFileWriter.build(at: path, replacing: false) { temporary in
        let database = try AppDatabase.open(path: temporary)
        result = try database.withArchiveLoader(body)
        try database.close()
      }
    } catch let error as ArchiveError {
      throw error
    } catch {
      throw StoreError.from(error, path: path) ?? error
    }
    guard let result else { throw StoreError.other(path: path, message: "the copy did not run") }
    return result
  }
}

/// Makes `SQLiteArchiveFile`s: given to stores that cannot write SQLite themselves (a PostgreSQL inventory's
/// backup) by the program that links both.
public struct SQLiteArchiveFiles: ArchiveFileMaker {
  public init() {}

  public func newFile(at path: String) -> any ArchiveDestination { SQLiteArchiveFile(path: path) }
}
