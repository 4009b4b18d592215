import Foundation
import GRDB

/// How a journal file is opened: only when it is first needed, checked as the inventory file is (not SQLite,
/// another program's, truncated, locked, read-only, a file where its folder should be: each an
/// `OfflineJournalError` naming the file), and compared with its marker for scans that went missing.
extension OfflineScanJournal {
  static let migrationName = "v1: waiting scans and conflicts"

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration(migrationName) { db in
      try db.execute(
        sql: """
          CREATE TABLE waiting (
            position INTEGER PRIMARY KEY AUTOINCREMENT,  -- the order they were taken in
            id TEXT NOT NULL UNIQUE,
            scan TEXT NOT NULL                           -- OfflineScan as JSON
          );
          CREATE TABLE conflict (
            id TEXT PRIMARY KEY,
            scan TEXT NOT NULL,
            reason TEXT NOT NULL,
            time INTEGER NOT NULL                        -- when the server refused it, Unix epoch milliseconds
          );
          """)
    }
    return migrator
  }

  /// Opens the file at `path`: nil when there is none (or it is empty) and `creating` is false. Creates the
  /// folder (private to the user) and the file only when `creating`.
  static func open(path: String, creating: Bool) throws -> DatabaseQueue? {
    let folder = (path as NSString).deletingLastPathComponent
    if let blocking = firstNonFolder(in: folder) {
      throw OfflineJournalError.notAFolder(path: path, blocking: blocking)
    }
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    if exists, isFolder.boolValue { throw OfflineJournalError.notAFolder(path: path, blocking: path) }
    var status = stat()
    let hasContent = exists && stat(path, &status) == 0 && status.st_size > 0
    guard hasContent || creating else { return nil }
    if !folder.isEmpty {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        throw OfflineJournalError.cannotOpen(path: path, reason: "cannot create the folder \(folder)")
      }
    }
    let writable = access(folder.isEmpty ? "." : folder, W_OK) == 0 && (!exists || access(path, W_OK) == 0)
    guard writable || hasContent else { throw OfflineJournalError.readOnly(path: path) }
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    // A journal that cannot be written is still read (to list what waits), never created or changed.
    configuration.readonly = !writable
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    let tables = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    }
    if tables.isEmpty {
      guard writable else { throw OfflineJournalError.readOnly(path: path) }
      try migrator.migrate(queue)
      return queue
    }
    try queue.read { db in try check(db, tables: Set(tables), path: path) }
    return queue
  }

  /// Refuses a file that is not a journal this version wrote, or that SQLite finds damaged (a truncated file
  /// fails here on its first missing page rather than later, in the middle of sending).
  private static func check(_ db: Database, tables: Set<String>, path: String) throws {
    guard tables.isSuperset(of: ["grdb_migrations", "waiting", "conflict"]) else {
      throw OfflineJournalError.notAJournal(path: path)
    }
    let applied = try DatabaseValue.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").compactMap {
      String.fromDatabaseValue($0)
    }
    guard applied == [migrationName] else { throw OfflineJournalError.notAJournal(path: path) }
    let verdict = try DatabaseValue.fetchAll(db, sql: "PRAGMA quick_check(3)").compactMap {
      String.fromDatabaseValue($0)
    }
    guard verdict == ["ok"] else {
      throw OfflineJournalError.damaged(path: path, detail: verdict.joined(separator: "; "))
    }
  }

  /// The first of `folder` and its parents that exists and is not a folder (a file where a folder should be).
  static func firstNonFolder(in folder: String) -> String? {
    var candidate = folder
    while !candidate.isEmpty, candidate != "/" {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) {
        return isFolder.boolValue ? nil : candidate
      }
      candidate = (candidate as NSString).deletingLastPathComponent
    }
    return nil
  }

  /// The journal's AUTOINCREMENT counter (the last position ever given) and how many wait now.
  static func positionAndCount(_ db: Database) throws -> (lastPosition: Int64, waiting: Int) {
    let counter = try DatabaseValue.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'waiting'")
    let position = counter.flatMap { Int64.fromDatabaseValue($0) } ?? 0
    return (max(position, 0), try Int.fetchOne(db, sql: "SELECT count(*) FROM waiting") ?? 0)
  }

  /// The report of scans missing from the journal (nil when none are), given what it holds now; the marker
  /// is then brought up to date, so a loss is reported once.
  static func reportLoss(path: String, lastPosition: Int64, waiting: Int, writable: Bool) -> String? {
    let marker = OfflineJournalMarker.read(for: path)
    let lost = marker?.lostScans(journalLastPosition: lastPosition)
    if writable {
      if lastPosition == 0 && waiting == 0 {
        if lost != nil { OfflineJournalMarker.remove(for: path) }
      } else if marker != OfflineJournalMarker(lastPosition: lastPosition, waiting: waiting) {
        OfflineJournalMarker(lastPosition: lastPosition, waiting: waiting).write(for: path)
      }
    }
    guard let lost else { return nil }
    return "the offline journal \(path) is missing, empty or older than this station's record of it: "
      + "\(lost) scan(s) that waited in it for the server are not there (if it was moved aside, they are in the "
      + "moved file; otherwise they were lost and were not sent)"
  }
}
