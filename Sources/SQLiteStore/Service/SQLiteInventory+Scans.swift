import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Recording scans and answering their offers are the engine's (`ScanStore`), each in one SQLite transaction.
extension SQLiteInventory: ScanStore {
  public func writeScans<T>(_ body: (SQLiteScanStorage) throws -> T) throws -> T {
    try database.write { db in try body(SQLiteScanStorage(db: db, origin: origin)) }
  }
}

extension SQLiteInventory {
  /// Scan history, newest first; `search` matches the code or the item's name; `station` keeps those scanned
  /// at that station.
  public func scans(search: String = "", station: String? = nil, limit: Int = 100, before: Int64? = nil) throws
    -> [ScanRecord]
  {
    let pattern = "%" + Self.escapeLike(search) + "%"
    let atStation = station == nil ? "" : "AND station = ?"
    var arguments: StatementArguments = [search, pattern, pattern]
    if let station { arguments += [station] }
    arguments += [before ?? Int64.max]
    return try database.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM scan WHERE (? = '' OR code LIKE ? ESCAPE '\\' OR detail LIKE ? ESCAPE '\\') \(atStation)
            AND id < ?
          ORDER BY id DESC LIMIT ?
          """, arguments: arguments + [limit]
      ).map(ScanRecord.init(row:))
    }
  }

  /// Forgets scan history. Stock and stock movements are untouched.
  @discardableResult
  public func clearScanHistory() throws -> Int {
    try database.write { db in
      try db.execute(sql: "DELETE FROM scan")
      return db.changesCount
    }
  }

  /// Inserts one scan row; returns its id.
  static func logScan(_ db: Database, _ entry: ScanLogEntry) throws -> Int64 {
    let (quality, gs1) = (entry.quality, entry.gs1)
    try db.cachedStatement(
      sql: """
        INSERT INTO scan (code, symbology, source, quality_overall, quality_sharpness, quality_contrast,
          quality_brightness, quality_confidence, time, outcome, item_id, detail,
          gs1, gtin, expiry, best_before, batch, serial, unit_count, station)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    ).execute(
      arguments: [
        entry.code, entry.symbology, entry.source.rawValue, quality?.overall, quality?.sharpness, quality?.contrast,
        quality?.brightness, quality?.confidence, entry.time, entry.outcome.rawValue, entry.itemID, entry.detail,
        gs1?.elementString, gs1?.gtin, gs1?.expiry, gs1?.bestBefore, gs1?.batch, gs1?.serial, gs1?.count,
        entry.station,
      ])
    return db.lastInsertedRowID
  }
}
