import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Recording scans and answering their offers are the engine's (`ScanStore`), each in one transaction that locks
/// the scanned item's row.
extension PostgresInventory: ScanStore {
  public func writeScans<T>(_ body: (PostgresScanStorage) throws -> T) throws -> T {
    try write { link in try body(PostgresScanStorage(link: link, origin: origin)) }
  }
}

extension PostgresInventory {
  /// A scan kept offline, recorded at `time` for `origin` once per `replayID`: a scan whose id the server has
  /// already recorded changes nothing (`.alreadyRecorded`).
  func record(_ request: ScanRequest, time: Int64, origin: ActionOrigin, replayID: UUID) throws -> ReplayedScan {
    let reading = ScanReading(request)
    return try writeOnce(replayID, time: time) { link in
      try ScanRecorder(storage: PostgresScanStorage(link: link, origin: origin), station: origin.station)
        .record(reading, request: request, time: time)
    }
  }

  /// Scan history, newest first; `search` matches the code or the outcome's words (which name the item),
  /// ignoring case; `station` keeps those scanned at that station; `limit` -1 for all.
  public func scans(search: String = "", station: String? = nil, limit: Int = 100, before: Int64? = nil)
    throws -> [ScanRecord]
  {
    var sql = SQLBuilder("SELECT \(ScanRecord.postgresSelection) FROM scan")
    var conditions: [String] = []
    if !search.isEmpty {
      let pattern = sql.bind("%" + Self.escapeLike(search) + "%")
      conditions.append("(code ILIKE \(pattern) OR detail ILIKE \(pattern))")
    }
    if let station { conditions.append("station = \(sql.bind(station))") }
    if let before { conditions.append("id < \(sql.bind(before))") }
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
    sql.append(" ORDER BY id DESC")
    Self.appendPage(&sql, limit: limit, offset: 0)
    return try read { link in try link.query(sql.query).map(ScanRecord.init(postgresRow:)) }
  }

  /// Forgets scan history. Stock and stock movements are untouched.
  @discardableResult
  public func clearScanHistory() throws -> Int {
    try write { link in try link.execute("DELETE FROM scan") }
  }

  /// Inserts one scan row; returns its id.
  static func logScan(_ link: PostgresLink, _ scan: ScanLogEntry) throws -> Int64 {
    let quality = scan.quality
    let gs1 = scan.gs1
    guard
      let id = try link.query(
        """
        INSERT INTO scan (code, symbology, source, quality_overall, quality_sharpness, quality_contrast,
          quality_brightness, quality_confidence, time, outcome, item_id, detail,
          gs1, gtin, expiry, best_before, batch, serial, unit_count, station)
        VALUES (\(scan.code), \(scan.symbology), \(scan.source.rawValue), \(quality?.overall), \(quality?.sharpness),
          \(quality?.contrast), \(quality?.brightness), \(quality?.confidence), \(scan.time), \(scan.outcome.rawValue),
          \(scan.itemID), \(scan.detail), \(gs1?.elementString), \(gs1?.gtin), \(gs1?.expiry), \(gs1?.bestBefore),
          \(gs1?.batch), \(gs1?.serial), \(gs1?.count.map { Int64($0) }), \(scan.station))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the new scan's id") }
    return id
  }
}
