import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

extension PostgresInventory {
  /// Records a scan from any source and says what happened (`ScanRecorder` decides): every scan is kept in
  /// history with this station, refused and invalid ones included.
  @discardableResult
  public func recordScan(_ request: ScanRequest) throws -> ScanOutcome {
    let recorded = try record(request, time: timestamp(), origin: origin, replayID: nil)
    guard case .recorded(let outcome) = recorded else {
      throw PostgresStoreError(.server, "a scan without an id was taken for one sent before")
    }
    return outcome
  }

  /// `recordScan` at `time` for `origin`; with `replayID`, once per id: a scan whose id the server has
  /// already recorded changes nothing (`.alreadyRecorded`).
  func record(_ request: ScanRequest, time: Int64, origin: ActionOrigin, replayID: UUID?) throws -> ReplayedScan {
    let reading = ScanReading(request)
    return try writeOnce(replayID, time: time) { link in
      try Self.scanRecorder(link, origin: origin).record(reading, request: request, time: time)
    }
  }

  static func scanRecorder(_ link: PostgresLink, origin: ActionOrigin) -> ScanRecorder<PostgresScanStorage> {
    ScanRecorder(storage: PostgresScanStorage(link: link, origin: origin), station: origin.station)
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

  public func logScan(_ scan: ScanRecord) throws {
    let scan = scan.forLogging
    let entry = ScanLogEntry(
      code: scan.code, symbology: scan.symbology, source: scan.source, quality: scan.quality, time: timestamp(),
      outcome: scan.outcome, itemID: scan.itemID, detail: scan.detail, station: origin.station, gs1: scan.gs1)
    try write { link in _ = try Self.logScan(link, entry) }
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
