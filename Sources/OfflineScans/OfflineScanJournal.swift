import Foundation
import GRDB
import InventoryCore
import Synchronization

/// This station's own SQLite file of the scans taken while its server was away (in the order they were
/// taken) and of those the server refused when they were sent. A scan leaves `waiting` only in the same
/// transaction that marks it sent or moves it to `conflict`, by its row's position (whatever its other
/// columns hold): a crash at any point loses none, and the server's scan ids make a scan sent twice count once.
///
/// Nothing is opened or created until it is needed: the file and its folder are made by the first scan kept,
/// and reading a journal that does not exist finds nothing waiting. Every problem with the file is an
/// `OfflineJournalError` naming it.
public final class OfflineScanJournal: Sendable {
  public let path: String
  private let state = Mutex(State())

  private struct State {
    var queue: DatabaseQueue?
    /// Set when the file was first looked at: scans its marker counted that it lacks (told once).
    var lossReport: String?
    var lossChecked = false
    /// The last counts read, with the file's `data_version` then: another process's commit changes it, this
    /// object's own writes clear them.
    var counts: (version: Int64, counts: JournalCounts)?
  }

  /// The journal at `path`; nothing is read or created yet (an empty path is refused).
  public init(path: String) throws {
    guard !path.isEmpty else { throw OfflineJournalError.cannotOpen(path: path, reason: "no path given") }
    self.path = path
  }

  /// Opens the journal now, without creating it: throws what is wrong with the file; returns the report of
  /// scans missing from it (once), nil when none are.
  public func verify() throws -> String? {
    _ = try database(creating: false)
    return state.withLock { state in
      defer { state.lossReport = nil }
      return state.lossReport
    }
  }

  /// Keeps `scan` at the end of the queue; returns how many wait now.
  @discardableResult
  public func append(_ scan: OfflineScan) throws -> Int {
    let json = try Self.encode(scan)
    return try changing { db in
      try db.execute(sql: "INSERT INTO waiting (id, scan) VALUES (?, ?)", arguments: [scan.id.uuidString, json])
    }
  }

  /// The oldest `limit` waiting scans after `position`, in the order they were taken. A row that cannot be read
  /// (the file was edited by hand) comes back as `unreadable`, to be set aside as a conflict, not a crash.
  public func waiting(after position: Int64 = 0, limit: Int) throws -> [WaitingEntry] {
    try reading([]) { db in
      try Row.fetchAll(
        db, sql: "SELECT position, id, scan FROM waiting WHERE position > ? ORDER BY position LIMIT ?",
        arguments: [position, max(limit, 0)]
      ).compactMap { row in
        guard let position = Int64.fromDatabaseValue(row["position"] as DatabaseValue) else { return nil }
        let text = Self.text(row, "scan")
        if let scan = try? Self.decode(text) { return .scan(position: position, scan) }
        let id = UUID(uuidString: Self.text(row, "id")) ?? UUID()
        let placeholder = OfflineScan(
          id: id, request: ScanRequest(String(text.prefix(200)), source: .keyboard), time: Date(), station: "")
        return .unreadable(
          position: position,
          OfflineConflict(scan: placeholder, reason: Self.unreadableReason, time: Date()))
      }
    }
  }

  /// How many wait (all of them, however many).
  public func waitingCount() throws -> Int { try counts().waiting }

  /// How many wait and how many were refused. Read again only when the journal changed since the last call (by
  /// this object, or by another process: SQLite's `data_version`), since the screens ask on every frame.
  public func counts() throws -> JournalCounts {
    try reading(JournalCounts(waiting: 0, conflicts: 0)) { db in
      let version = try Int64.fetchOne(db, sql: "PRAGMA data_version") ?? -1
      if let kept = state.withLock({ state in state.counts }), kept.version == version { return kept.counts }
      let row = try Row.fetchOne(db, sql: "SELECT (SELECT count(*) FROM waiting), (SELECT count(*) FROM conflict)")
      let counts = JournalCounts(
        waiting: row.flatMap { Int.fromDatabaseValue($0[0] as DatabaseValue) } ?? 0,
        conflicts: row.flatMap { Int.fromDatabaseValue($0[1] as DatabaseValue) } ?? 0)
      state.withLock { state in state.counts = (version, counts) }
      return counts
    }
  }

  /// The server has the scan at `position`: it waits no more.
  public func sent(position: Int64) throws {
    try changing { db in try db.execute(sql: "DELETE FROM waiting WHERE position = ?", arguments: [position]) }
  }

  /// The server refused the scan at `position` (or it cannot be read): moved from waiting to the conflicts, in
  /// one transaction.
  public func refused(_ conflict: OfflineConflict, position: Int64) throws {
    let json = try Self.encode(conflict.scan)
    try changing { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO conflict (id, scan, reason, time) VALUES (?, ?, ?, ?)",
        arguments: [conflict.scan.id.uuidString, json, conflict.reason, conflict.time.epochMilliseconds])
      try db.execute(sql: "DELETE FROM waiting WHERE position = ?", arguments: [position])
    }
  }

  /// Refused scans, oldest first; a conflict whose stored scan cannot be read is listed with what could be
  /// read of it (`OfflineConflict.isReadable` false), never dropped.
  public func conflicts() throws -> [OfflineConflict] {
    try reading([]) { db in
      try Row.fetchAll(db, sql: "SELECT id, scan, reason, time FROM conflict ORDER BY time, id").map { row in
        let millis = Int64.fromDatabaseValue(row["time"] as DatabaseValue) ?? 0
        let text = Self.text(row, "scan")
        let reason = Self.text(row, "reason")
        if let scan = try? Self.decode(text) {
          return OfflineConflict(scan: scan, reason: reason, time: Date(epochMilliseconds: millis))
        }
        let placeholder = OfflineScan(
          id: UUID(uuidString: Self.text(row, "id")) ?? UUID(),
          request: ScanRequest(String(text.prefix(200)), source: .keyboard), time: Date(epochMilliseconds: 0),
          station: "")
        return OfflineConflict(
          scan: placeholder, reason: reason.isEmpty ? Self.unreadableReason : reason,
          time: Date(epochMilliseconds: millis), storedID: Self.text(row, "id"), isReadable: false)
      }
    }
  }

  public func conflictCount() throws -> Int { try counts().conflicts }

  /// Called inside every write of this object's, before it changes anything: the counts are read again.
  func forgetCounts() { state.withLock { state in state.counts = nil } }

  /// Forgets refused scans the user has dealt with (all when `ids` is nil), by the id listed; returns how many.
  @discardableResult
  public func dismissConflicts(_ ids: [String]? = nil) throws -> Int {
    var removed = 0
    try changing { db in
      guard let ids else {
        try db.execute(sql: "DELETE FROM conflict")
        removed = db.changesCount
        return
      }
      for id in ids {
        try db.execute(sql: "DELETE FROM conflict WHERE id = ?", arguments: [id])
        removed += db.changesCount
      }
    }
    return removed
  }

  @discardableResult
  public func dismissConflicts(_ ids: [UUID]) throws -> Int { try dismissConflicts(ids.map(\.uuidString)) }

  static let unreadableReason = "the journal's entry cannot be read"

  // MARK: - The file, opened once, and every access through one of two functions

  /// The open journal, opening it on first use; nil when there is none and `creating` is false. The first look
  /// at the file also compares it with its marker (`OfflineJournalMarker`).
  private func database(creating: Bool) throws -> DatabaseQueue? {
    try state.withLock { state in
      if let queue = state.queue { return queue }
      do {
        let queue = try Self.open(path: path, creating: creating)
        if !state.lossChecked {
          state.lossChecked = true
          let (position, waiting) = try queue.map { try $0.read(Self.positionAndCount) } ?? (0, 0)
          state.lossReport = Self.reportLoss(
            path: path, lastPosition: position, waiting: waiting,
            writable: queue.map { !$0.configuration.readonly } ?? true)
        }
        state.queue = queue
        return queue
      } catch {
        throw OfflineJournalError.from(error, path: path) ?? error
      }
    }
  }

  /// The journal, created if needed, refused when it cannot be changed.
  func openForChanges() throws -> DatabaseQueue {
    guard let queue = try database(creating: true), !queue.configuration.readonly else {
      throw OfflineJournalError.readOnly(path: path)
    }
    return queue
  }

  /// `work` on the journal, or `empty` when there is no journal file.
  private func reading<T>(_ empty: T, _ work: (Database) throws -> T) throws -> T {
    guard let queue = try database(creating: false) else { return empty }
    do { return try queue.read(work) } catch { throw OfflineJournalError.from(error, path: path) ?? error }
  }

  /// `work` in one transaction, creating the journal if needed; the marker then records what it holds. Returns
  /// how many wait after it.
  @discardableResult
  private func changing(_ work: (Database) throws -> Void) throws -> Int {
    let queue = try openForChanges()
    do {
      let (position, waiting) = try queue.write { db in
        forgetCounts()
        try work(db)
        return try Self.positionAndCount(db)
      }
      OfflineJournalMarker(lastPosition: position, waiting: waiting).write(for: path)
      return waiting
    } catch {
      throw OfflineJournalError.from(error, path: path) ?? error
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

/// How many scans wait in a journal and how many were refused.
public struct JournalCounts: Sendable, Equatable {
  public var waiting: Int
  public var conflicts: Int

  public init(waiting: Int, conflicts: Int) {
    self.waiting = waiting
    self.conflicts = conflicts
  }
}

/// One entry of the waiting queue, with its row's position: a scan, or a row that cannot be read (listed as a
/// conflict).
public enum WaitingEntry: Sendable {
  case scan(position: Int64, OfflineScan)
  case unreadable(position: Int64, OfflineConflict)

  public var position: Int64 {
    switch self {
    case .scan(let position, _), .unreadable(let position, _): position
    }
  }
}
