import Foundation
import GRDB

extension OfflineScanJournal {
  /// Moves what waits and what was refused in the journal at `otherPath` into this one (its waiting scans
  /// after those waiting here, in their order), in one transaction across both files: at every moment a scan
  /// is in exactly one of them, so none is left behind or sent from both. Returns how many entries moved.
  ///
  /// Used when a station learns its server's identity: scans kept under the URL's spelling before the server
  /// was ever reached join the journal keyed by the server. The other file is left in place, empty, for any
  /// process of this station that still has it open.
  @discardableResult
  public func adopt(journalAt otherPath: String) throws -> Int {
    guard otherPath != path, FileManager.default.fileExists(atPath: otherPath) else { return 0 }
    let other = try OfflineScanJournal(path: otherPath)
    // Checks the other file first (its problems name it), and finds nothing to do without creating this one.
    guard try other.waitingCount() + other.conflictCount() > 0 else { return 0 }
    let queue = try openForChanges()
    var moved = 0
    var otherPosition: Int64 = 0
    do {
      let (position, waiting) = try queue.writeWithoutTransaction { db in
        forgetCounts()
        try db.execute(sql: "ATTACH DATABASE ? AS adopted", arguments: [otherPath])
        defer { try? db.execute(sql: "DETACH DATABASE adopted") }
        var counts: (Int64, Int) = (0, 0)
        try db.inTransaction {
          // Ids are only unique keys here (a scan is sent under the id in its JSON): one that is missing or
          // taken gets a new one rather than dropping the entry.
          try db.execute(
            sql: """
              INSERT INTO main.waiting (id, scan)
              SELECT CASE WHEN typeof(id) = 'text' AND id NOT IN (SELECT id FROM main.waiting) THEN id
                          ELSE 'adopted-' || lower(hex(randomblob(16))) END,
                     coalesce(scan, '')
              FROM adopted.waiting ORDER BY position;
              INSERT INTO main.conflict (id, scan, reason, time)
              SELECT CASE WHEN typeof(id) = 'text' AND id NOT IN (SELECT id FROM main.conflict) THEN id
                          ELSE 'adopted-' || lower(hex(randomblob(16))) END,
                     coalesce(scan, ''), coalesce(reason, ''), coalesce(time, 0)
              FROM adopted.conflict;
              """)
          try db.execute(sql: "DELETE FROM adopted.waiting")
          moved = db.changesCount
          try db.execute(sql: "DELETE FROM adopted.conflict")
          moved += db.changesCount
          let counter = try DatabaseValue.fetchOne(
            db, sql: "SELECT seq FROM adopted.sqlite_sequence WHERE name = 'waiting'")
          otherPosition = counter.flatMap { Int64.fromDatabaseValue($0) } ?? 0
          counts = try Self.positionAndCount(db)
          return .commit
        }
        return counts
      }
      OfflineJournalMarker(lastPosition: position, waiting: waiting).write(for: path)
      OfflineJournalMarker(lastPosition: max(otherPosition, 0), waiting: 0).write(for: otherPath)
    } catch {
      throw OfflineJournalError.from(error, path: path) ?? error
    }
    return moved
  }
}
