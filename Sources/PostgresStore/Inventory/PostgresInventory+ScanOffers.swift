import Foundation
import InventoryCore
import PostgresNIO

/// Answers to offered scans (policy "ask"), and the scans other stations recorded. An offer's history rows
/// (one per scan of the item while it waited) say "waiting" until answered, then how it ended.
extension PostgresInventory {
  /// Applies an offered change the user accepted: stock changes by `delta` (or the change is refused: too
  /// little stock, the maximum) and the offer's history rows say so, in one transaction.
  @discardableResult
  public func answerOffer(
    scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource, at locationID: Int64?
  ) throws -> ScanOutcome {
    let time = timestamp()
    return try write { link in
      try Self.scanRecorder(link, origin: origin).answerOffer(
        scanIDs: scanIDs, itemID: itemID, code: code, delta: delta, source: source, at: locationID, time: time)
    }
  }

  /// Records that an offered change was declined: nothing changes but the offer's history rows.
  public func cancelOffer(scanIDs: [Int64], itemName: String, delta: Int) throws {
    try write { link in
      try Self.scanRecorder(link, origin: origin).cancelOffer(scanIDs: scanIDs, itemName: itemName, delta: delta)
    }
  }

  /// The id of the newest scan in history (0 when there is none).
  public func newestScanID() throws -> Int64 {
    try read { link in try link.query("SELECT coalesce(max(id), 0) FROM scan").single(Int64.self) ?? 0 }
  }

  /// Scans newer than `id`, oldest first (at most `limit`, the newest ones), whichever station made them.
  public func scans(after id: Int64, limit: Int = 20) throws -> [ScanRecord] {
    try read { link in
      try link.query(
        """
        SELECT \(unescaped: ScanRecord.postgresSelection) FROM scan WHERE id > \(id) ORDER BY id DESC
        LIMIT \(Int64(max(0, limit)))
        """
      ).map(ScanRecord.init(postgresRow:)).reversed()
    }
  }
}
