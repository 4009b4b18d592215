import AtomicFiles
import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#endif

/// First-time creation, atomic: the whole schema (every migration, the application id, WAL mode) is built
/// in a temporary file beside the final one and renamed into place, so a kill at any moment leaves either
/// no database or a complete one. Creators take a lock on the folder, so two stockroom processes starting
/// on a new database build it once, and any temporary file found under the lock is a killed creator's.
enum DatabaseCreation {
  static let temporaryTag = "creating"

  /// Creates the database at `path`, unless another process did while this one waited for the lock.
  static func create(at path: String, configuration: Configuration) throws {
    let folder = FileSystemCalls.folder(of: path)
    let lock = try FolderLock(folder: folder, path: path)
    defer { lock.release() }
    if lock.isHeld { removeLeftovers(of: path) }
    let state = try DatabaseInspection.inspect(path: path, configuration: configuration)
    guard state == .needsCreation else { return }
    let temporary = "\(path).\(temporaryTag)-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
    do {
      try build(at: temporary, configuration: configuration)
      try FileSystemCalls.sync(path: temporary)
      // rename, not link: it also replaces an empty file or an older stockroom's interrupted set-up.
      guard rename(temporary, path) == 0 else { throw FileSystemCalls.failure(errno, path: path) }
      FileSystemCalls.syncFolder(folder)
      FileSystemCalls.removeWithJournals(temporary)
    } catch {
      FileSystemCalls.removeWithJournals(temporary)
      throw error
    }
  }

  private static func build(at temporary: String, configuration: Configuration) throws {
    let queue = try DatabaseQueue(path: temporary, configuration: configuration)
    do {
      // A rollback journal with full syncs while building: every commit lands in the file itself, none in
      // a WAL that the rename would leave behind. WAL mode is switched on last; it is stored in the file.
      try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
      try Schema.migrator.migrate(queue)
      try queue.writeWithoutTransaction { db in
        guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
          throw StoreError.cannotOpen(path: temporary, reason: "SQLite refused WAL mode on this file system")
        }
      }
      try queue.close()
    } catch {
      try? queue.close()
      throw error
    }
  }

  /// Temporary files of killed creations. Only called with the lock held, when no creator is alive.
  private static func removeLeftovers(of path: String) {
    let folder = FileSystemCalls.folder(of: path)
    let prefix = (path as NSString).lastPathComponent + ".\(temporaryTag)-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) { unlink((folder as NSString).appendingPathComponent(name)) }
  }
}

/// An exclusive flock(2) on a folder. The kernel drops it when its process dies, even by SIGKILL.
final class FolderLock {
  private var descriptor: Int32
  /// False on file systems without flock (some network mounts): creation is still atomic, but leftovers
  /// cannot be told from a live creator's work, so they are left alone.
  private(set) var isHeld = false

  init(folder: String, path: String, timeout: Duration = .seconds(10)) throws(StoreError) {
    descriptor = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .cannotOpen(path: path, reason: "cannot open its folder \(folder): \(String(cString: strerror(errno)))")
    }
    let deadline = ContinuousClock.now + timeout
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      switch errno {
      case EINTR: continue
      case EWOULDBLOCK:
        guard ContinuousClock.now < deadline else {
          release()
          throw .busy(path: path)
        }
        usleep(5_000)
      default: return  // no flock here: go on without it
      }
    }
    isHeld = true
  }

  func release() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    isHeld = false
  }

  deinit { release() }
}
