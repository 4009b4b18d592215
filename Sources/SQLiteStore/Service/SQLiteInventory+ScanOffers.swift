import Foundation
import GRDB
import InventoryCore

/// The scans other processes recorded (answers to offers are `ScanStore`'s).
extension SQLiteInventory {
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
