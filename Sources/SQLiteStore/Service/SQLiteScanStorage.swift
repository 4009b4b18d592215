import GRDB
import InventoryCore
import InventoryEngine

/// Recording a scan's rows in a SQLite transaction (`ScanRecorder` decides what they are).
public struct SQLiteScanStorage: ScanStorage {
  let db: Database
  let origin: ActionOrigin

  public func match(for code: ProductCode) throws -> CodeMatch? { try SQLiteInventory.fetchMatch(db, code: code) }

  public func log(_ entry: ScanLogEntry) throws -> Int64 { try SQLiteInventory.logScan(db, entry) }

  public func adjustByScan(
    itemID: Int64, by delta: Int, lot: LotDetails?, source: ScanSource, time: Int64, at locationID: Int64?
  ) throws
    -> StockChange
  {
    // With the scanning process's origin, the change is journalled: undo can reverse it.
    try SQLiteInventory.adjust(
      db, itemID: itemID, by: delta, reason: .scan, source: source, time: time, station: origin.station,
      origin: origin, lot: lot, at: locationID)
  }

  public func allLocations() throws -> [Location] { try SQLiteItemStorage(db: db, origin: origin).allLocations() }

  public func requireItem(id: Int64) throws -> Item { try SQLiteInventory.requireItem(db, id: id) }

  public func rewrite(scans ids: [Int64], outcome: ScanOutcomeKind, detail: String) throws {
    for id in ids {
      try db.execute(
        sql: "UPDATE scan SET outcome = ?, detail = ? WHERE id = ?", arguments: [outcome.rawValue, detail, id])
    }
  }
}
