import Foundation
import GRDB
import InventoryCore

/// Answers to offered scans (policy "ask"), and the scans other processes recorded. An offer's history rows
/// (one per scan of the item while it waited) say "waiting" until answered, then how it ended.
extension SQLiteInventory {
  /// Applies an offered change the user accepted: stock changes by `delta` (or the change is refused: too
  /// little stock, the maximum) and the offer's history rows say so, in one transaction.
  @discardableResult
  public func answerOffer(
    scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource, at locationID: Int64?
  ) throws -> ScanOutcome {
    let time = timestamp()
    return try database.write { db in
      try scanRecorder(db).answerOffer(
        scanIDs: scanIDs, itemID: itemID, code: code, delta: delta, source: source, at: locationID, time: time)
    }
  }

  /// Records that an offered change was declined: nothing changes but the offer's history rows.
  public func cancelOffer(scanIDs: [Int64], itemName: String, delta: Int) throws {
    try database.write { db in try scanRecorder(db).cancelOffer(scanIDs: scanIDs, itemName: itemName, delta: delta) }
  }

  /// The id of the newest scan in history (0 when there is none).
  public func newestScanID() throws -> Int64 {
    try database.read { db in try Int64.fetchOne(db, sql: "SELECT max(id) FROM scan") ?? 0 }
  }

  /// Scans newer than `id`, oldest first (at most `limit`, the newest ones).
  public func scans(after id: Int64, limit: Int = 20) throws -> [ScanRecord] {
    try database.read { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM scan WHERE id > ? ORDER BY id DESC LIMIT ?", arguments: [id, max(0, limit)]
      ).map(ScanRecord.init(row:)).reversed()
    }
  }
}
