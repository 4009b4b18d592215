import Foundation
import GRDB
import InventoryCore

/// This station's own SQLite file of the scans taken while its server was away (in the order they were
/// taken) and of those the server refused when they were sent. A scan leaves `waiting` only in the same
/// transaction that marks it sent or moves it to `conflict`: a crash at any point loses none, and the server's
/// scan ids make a scan sent twice count once.
public final class OfflineScanJournal: Sendable {
  public let path: String
  private let queue: DatabaseQueue

  /// Opens (creating it and its folder, private to the user) the journal at `path`.
  public init(path: String) throws {
    self.path = path
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    queue = try DatabaseQueue(path: path, configuration: configuration)
    try Self.migrator.migrate(queue)
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: waiting scans and conflicts") { db in
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

  /// Keeps `scan` at the end of the queue; returns how many wait now.
  @discardableResult
  public func append(_ scan: OfflineScan) throws -> Int {
    let json = try Self.encode(scan)
    return try queue.write { db in
      try db.execute(sql: "INSERT INTO waiting (id, scan) VALUES (?, ?)", arguments: [scan.id.uuidString, json])
      return try Int.fetchOne(db, sql: "SELECT count(*) FROM waiting") ?? 0
    }
  }

  /// The oldest `limit` waiting scans, in the order they were taken. A row that cannot be read (the file was
  /// edited by hand) comes back as a conflict to list, not a crash.
  public func waiting(limit: Int) throws -> [WaitingEntry] {
    try queue.read { db in
      try Row.fetchAll(db, sql: "SELECT position, id, scan FROM waiting ORDER BY position LIMIT ?", arguments: [limit])
        .map {
          row in
          let text = Self.text(row, "scan")
          if let scan = try? Self.decode(text) { return .scan(scan) }
          let id = UUID(uuidString: Self.text(row, "id")) ?? UUID()
          let placeholder = OfflineScan(
            id: id, text: String(text.prefix(200)), symbology: nil, source: .keyboard, mode: .add, quantity: 1,
            gs1: .detect(separator: nil), time: Date(), station: "")
          let position = Int64.fromDatabaseValue(row["position"] as DatabaseValue) ?? 0
          return .unreadable(
            position: position,
            OfflineConflict(scan: placeholder, reason: "the journal's entry cannot be read", time: Date()))
        }
    }
  }

  public func waitingCount() throws -> Int {
    try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM waiting") ?? 0 }
  }

  /// The server has it: it waits no more.
  public func sent(_ id: UUID) throws {
    try queue.write { db in try db.execute(sql: "DELETE FROM waiting WHERE id = ?", arguments: [id.uuidString]) }
  }

  /// The server refused it: moved from waiting to the conflicts, in one transaction.
  public func refused(_ conflict: OfflineConflict) throws {
    let json = try Self.encode(conflict.scan)
    try queue.write { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO conflict (id, scan, reason, time) VALUES (?, ?, ?, ?)",
        arguments: [conflict.scan.id.uuidString, json, conflict.reason, conflict.time.epochMilliseconds])
      try db.execute(sql: "DELETE FROM waiting WHERE id = ?", arguments: [conflict.scan.id.uuidString])
    }
  }

  /// A row `waiting` could not read: kept as a conflict (what could be read of it) and out of the queue, by
  /// its position (its id may be unreadable too).
  public func setAside(_ conflict: OfflineConflict, position: Int64) throws {
    let json = try Self.encode(conflict.scan)
    try queue.write { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO conflict (id, scan, reason, time) VALUES (?, ?, ?, ?)",
        arguments: [conflict.scan.id.uuidString, json, conflict.reason, conflict.time.epochMilliseconds])
      try db.execute(sql: "DELETE FROM waiting WHERE position = ?", arguments: [position])
    }
  }

  /// Refused scans, oldest first.
  public func conflicts() throws -> [OfflineConflict] {
    try queue.read { db in
      try Row.fetchAll(db, sql: "SELECT scan, reason, time FROM conflict ORDER BY time, id").compactMap { row in
        guard let scan = try? Self.decode(Self.text(row, "scan")) else { return nil }
        let millis = Int64.fromDatabaseValue(row["time"] as DatabaseValue) ?? 0
        return OfflineConflict(
          scan: scan, reason: Self.text(row, "reason"), time: Date(epochMilliseconds: millis))
      }
    }
  }

  public func conflictCount() throws -> Int {
    try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM conflict") ?? 0 }
  }

  /// Forgets refused scans the user has dealt with (all when `ids` is nil); returns how many.
  @discardableResult
  public func dismissConflicts(_ ids: [UUID]? = nil) throws -> Int {
    try queue.write { db in
      guard let ids else {
        try db.execute(sql: "DELETE FROM conflict")
        return db.changesCount
      }
      var removed = 0
      for id in ids {
        try db.execute(sql: "DELETE FROM conflict WHERE id = ?", arguments: [id.uuidString])
        removed += db.changesCount
      }
      return removed
    }
  }

  /// A column as text, "" when it holds something else: GRDB's typed subscripts stop the process on a value
  /// that does not convert (a hand-edited file may hold anything).
  private static func text(_ row: Row, _ column: String) -> String {
    String.fromDatabaseValue(row[column] as DatabaseValue) ?? ""
  }

  private static func encode(_ scan: OfflineScan) throws -> String {
    String(decoding: try JSONEncoder().encode(scan), as: UTF8.self)
  }

  private static func decode(_ text: String) throws -> OfflineScan {
    try JSONDecoder().decode(OfflineScan.self, from: Data(text.utf8))
  }
}

/// One entry of the waiting queue: a scan, or a row that cannot be read (listed as a conflict).
public enum WaitingEntry: Sendable {
  case scan(OfflineScan)
  case unreadable(position: Int64, OfflineConflict)
}
