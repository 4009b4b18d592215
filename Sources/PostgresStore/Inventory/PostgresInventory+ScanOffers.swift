import Foundation
import InventoryCore
import PostgresNIO

/// The scans other stations recorded (answers to offers are `ScanStore`'s).
extension PostgresInventory {
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
