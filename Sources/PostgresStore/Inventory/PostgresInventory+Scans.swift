import Foundation
import InventoryCore
import PostgresNIO

extension PostgresInventory {
  /// Records a scan from any source and says what happened, as the SQLite store does: what it means is
  /// `ScanRule.decide`'s; every scan is kept in history with this station, refused and invalid ones
  /// included. A GS1 code finds its item by its GTIN, keeps its expiry, batch, serial and count with the
  /// scan, and a count (AI 30 or 37) scans that many units in place of `quantity`.
  @discardableResult
  public func recordScan(
    _ text: String, symbology: Symbology? = nil, source: ScanSource, quality: ScanQualityFigures? = nil,
    policy: ScanPolicy = .auto, mode: ScanMode = .add, quantity: Int = 1, gs1 hint: GS1Hint = .detect(separator: nil)
  ) throws -> ScanOutcome {
    let recorded = try record(
      text, symbology: symbology, source: source, quality: quality, policy: policy, mode: mode, quantity: quantity,
      gs1: hint, time: timestamp(), origin: origin, replayID: nil)
    guard case .recorded(let outcome) = recorded else {
      throw PostgresStoreError(.server, "a scan without an id was taken for one sent before")
    }
    return outcome
  }

  /// `recordScan` at `time` for `origin`; with `replayID`, once per id: a scan whose id the server has
  /// already recorded changes nothing (`.alreadyRecorded`).
  func record(
    _ text: String, symbology: Symbology?, source: ScanSource, quality: ScanQualityFigures?, policy: ScanPolicy,
    mode: ScanMode, quantity: Int, gs1 hint: GS1Hint, time: Int64, origin: ActionOrigin, replayID: UUID?
  ) throws -> ReplayedScan {
    guard (1...StockLimits.maximumQuantity).contains(quantity) else {
      throw InventoryError.countOutOfRange(what: "a scan's quantity", value: quantity, minimum: 1)
    }
    var scan = ScanRow(source: source, quality: quality, time: time, station: origin.station)
    let scanned: ScannedCode
    do { scanned = try ScannedCode.interpret(text, symbology: symbology, gs1: hint) } catch {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      scan.code = trimmed.terminalSafe
      scan.symbology = symbology?.rawValue
      scan.outcome = .invalid
      scan.detail = error.description
      return try writeOnce(replayID, time: time) { link in
        _ = try Self.logScan(link, scan)
        return .invalid(text: trimmed, error: error)
      }
    }
    let code = scanned.code
    let units = scanned.units ?? quantity
    scan.code = code.text
    scan.symbology = code.symbology.rawValue
    scan.gs1 = scanned.gs1
    return try writeOnce(replayID, time: time) { link in
      func log(_ result: ScanOutcome, _ item: Item?) throws -> Int64 {
        var row = scan
        row.outcome = result.kind
        row.itemID = item?.id
        row.detail = result.historyDetail
        return try Self.logScan(link, row)
      }
      // An extra barcode counts its units per scan (a case of 12); the main barcode one.
      let match = try Self.fetchMatch(link, code: code)
      switch ScanRule.decide(match: match, mode: mode, policy: policy, scans: units) {
      case .unknown:
        _ = try log(.unknown(code), nil)
        return .unknown(code)
      case .lookUp(let item):
        _ = try log(.lookedUp(item, code: code), item)
        return .lookedUp(item, code: code)
      case .offer(let item, let delta):
        var row = scan
        row.outcome = .offered
        row.itemID = item.id
        row.detail = ScanOutcomeText.waiting(item.name, delta: delta)
        let scanID = try Self.logScan(link, row)
        return .offered(item, code: code, scanID: scanID)
      case .apply(let item, let delta):
        let result = try Self.applyScan(
          link, item: item, code: code, delta: delta, source: source, time: time, origin: origin
        ).scanned(by: match)
        _ = try log(result, item)
        return result
      }
    }
  }

  /// The stock change of a scan, or its refusal (too little stock, the maximum: `ScanOutcome.refusal`). The
  /// refusal is decided by `StockChangeRule` with the item's row locked, before any statement could fail, so
  /// the transaction goes on to log the scan. Other failures throw: the transaction, log included, is rolled
  /// back.
  static func applyScan(
    _ link: PostgresLink, item: Item, code: ProductCode, delta: Int, source: ScanSource, time: Int64,
    origin: ActionOrigin
  ) throws -> ScanOutcome {
    guard let itemID = item.id else { throw InventoryError.itemNotFound(item.name) }
    do {
      let change = try adjust(
        link, itemID: itemID, by: delta, reason: .scan, source: source, time: time, origin: origin)
      return .applied(change, code: code)
    } catch let error as InventoryError {
      guard let refusal = ScanOutcome.refusal(error, item: item, code: code) else { throw error }
      return refusal
    }
  }

  /// Scan history, newest first; `search` matches the code or the outcome's words (which name the item),
  /// ignoring case; `station` keeps those scanned at that station; `limit` -1 for all.
  public func scans(search: String = "", station: String? = nil, limit: Int = 100, offset: Int = 0) throws
    -> [ScanRecord]
  {
    var sql = SQLBuilder("SELECT \(ScanRecord.postgresSelection) FROM scan")
    var conditions: [String] = []
    if !search.isEmpty {
      let pattern = sql.bind("%" + Self.escapeLike(search) + "%")
      conditions.append("(code ILIKE \(pattern) OR detail ILIKE \(pattern))")
    }
    if let station { conditions.append("station = \(sql.bind(station))") }
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
    sql.append(" ORDER BY id DESC")
    Self.appendPage(&sql, limit: limit, offset: offset)
    return try read { link in try link.query(sql.query).map(ScanRecord.init(postgresRow:)) }
  }

  /// Forgets scan history. Stock and stock movements are untouched.
  @discardableResult
  public func clearScanHistory() throws -> Int {
    try write { link in try link.execute("DELETE FROM scan") }
  }

  public func logScan(_ scan: ScanRecord) throws {
    let scan = scan.forLogging
    var row = ScanRow(source: scan.source, quality: scan.quality, time: timestamp(), station: origin.station)
    row.code = scan.code
    row.symbology = scan.symbology
    row.outcome = scan.outcome
    row.itemID = scan.itemID
    row.detail = scan.detail
    row.gs1 = scan.gs1
    try write { link in _ = try Self.logScan(link, row) }
  }

  /// A scan as history keeps it.
  struct ScanRow {
    var code = ""
    var symbology: String?
    var source: ScanSource
    var quality: ScanQualityFigures?
    var time: Int64
    var outcome = ScanOutcomeKind.invalid
    var itemID: Int64?
    var detail = ""
    var station: String
    var gs1: GS1ScanDetails?

    init(source: ScanSource, quality: ScanQualityFigures?, time: Int64, station: String) {
      self.source = source
      self.quality = quality
      self.time = time
      self.station = station
    }
  }

  /// Inserts one scan row; returns its id.
  static func logScan(_ link: PostgresLink, _ scan: ScanRow) throws -> Int64 {
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
