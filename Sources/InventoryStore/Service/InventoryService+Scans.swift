import Foundation
import GRDB
import InventoryCore

extension InventoryService {
  /// Records a scan from any source and says what happened. Every scan is kept in history, refused and
  /// invalid ones included, with its outcome in words. In `remove` mode stock goes down by `quantity`.
  /// A GS1 code (`gs1` says how to tell) finds its item by its GTIN, keeps its expiry, batch, serial and
  /// count with the scan, and a count (AI 30 or 37) scans that many units in place of `quantity`.
  @discardableResult
  public func recordScan(
    _ text: String, symbology: Symbology? = nil, source: ScanSource, quality: ScanQualityFigures? = nil,
    policy: ScanPolicy = .auto, mode: ScanMode = .add, quantity: Int = 1, gs1 hint: GS1Hint = .detect(separator: nil)
  ) throws -> ScanOutcome {
    guard (1...StockLimits.maximumQuantity).contains(quantity) else {
      throw InventoryError.countOutOfRange(what: "a scan's quantity", value: quantity, minimum: 1)
    }
    let time = timestamp()
    let scanned: ScannedCode
    do { scanned = try ScannedCode.interpret(text, symbology: symbology, gs1: hint) } catch {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      try database.write { db in
        _ = try Self.logScan(
          db, code: trimmed.terminalSafe, symbology: symbology?.rawValue, source: source, quality: quality, time: time,
          outcome: .invalid, itemID: nil, detail: error.description, station: origin.station)
      }
      return .invalid(text: trimmed, error: error)
    }
    let code = scanned.code
    let quantity = scanned.units ?? quantity
    return try database.write { db in
      func log(_ result: ScanOutcome, _ item: Item?) throws -> Int64 {
        try Self.logScan(
          db, code: code.text, symbology: code.symbology.rawValue, source: source, quality: quality, time: time,
          outcome: result.kind, itemID: item?.id, detail: result.historyDetail, station: origin.station,
          gs1: scanned.gs1)
      }
      // An extra barcode counts its units per scan (a case of 12); the main barcode one.
      let match = try Self.fetchMatch(db, code: code)
      switch ScanRule.decide(match: match, mode: mode, policy: policy, scans: quantity) {
      case .unknown:
        _ = try log(.unknown(code), nil)
        return .unknown(code)
      case .lookUp(let item):
        _ = try log(.lookedUp(item, code: code), item)
        return .lookedUp(item, code: code)
      case .offer(let item, let delta):
        let scanID = try Self.logScan(
          db, code: code.text, symbology: code.symbology.rawValue, source: source, quality: quality, time: time,
          outcome: .offered, itemID: item.id, detail: ScanOutcomeText.waiting(item.name, delta: delta),
          station: origin.station, gs1: scanned.gs1)
        return .offered(item, code: code, scanID: scanID)
      case .apply(let item, let delta):
        let result = try Self.applyScan(
          db, item: item, code: code, delta: delta, source: source, time: time, origin: origin
        ).scanned(by: match)
        _ = try log(result, item)
        return result
      }
    }
  }

  /// The stock change of a scan, or its refusal (too little stock, the maximum: `ScanOutcome.refusal`). Other
  /// failures (a damaged stored quantity) throw: the transaction, log included, is rolled back and the caller
  /// reports the error.
  static func applyScan(
    _ db: Database, item: Item, code: ProductCode, delta: Int, source: ScanSource, time: Int64,
    origin: ActionOrigin
  ) throws -> ScanOutcome {
    guard let itemID = item.id else { throw InventoryError.itemNotFound(item.name) }
    do {
      // With the scanning process's origin, the change is journalled: undo can reverse it.
      let change = try adjust(
        db, itemID: itemID, by: delta, reason: .scan, source: source, time: time, station: origin.station,
        origin: origin)
      return .applied(change, code: code)
    } catch let error as InventoryError {
      guard let refusal = ScanOutcome.refusal(error, item: item, code: code) else { throw error }
      return refusal
    }
  }

  /// Scan history, newest first; `search` matches the code or the item's name; `station` keeps those scanned
  /// at that station.
  public func scans(search: String = "", station: String? = nil, limit: Int = 100, offset: Int = 0) throws
    -> [ScanRecord]
  {
    let pattern = "%" + Self.escapeLike(search) + "%"
    let atStation = station == nil ? "" : "AND station = ?"
    var arguments: StatementArguments = [search, pattern, pattern]
    if let station { arguments += [station] }
    return try database.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM scan WHERE (? = '' OR code LIKE ? ESCAPE '\\' OR detail LIKE ? ESCAPE '\\') \(atStation)
          ORDER BY id DESC LIMIT ? OFFSET ?
          """, arguments: arguments + [limit, offset]
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

  public func logScan(_ scan: ScanRecord) throws {
    let scan = scan.forLogging
    let time = timestamp()
    try database.write { db in
      _ = try Self.logScan(
        db, code: scan.code, symbology: scan.symbology, source: scan.source, quality: scan.quality, time: time,
        outcome: scan.outcome, itemID: scan.itemID, detail: scan.detail, station: origin.station, gs1: scan.gs1)
    }
  }

  /// Inserts one scan row; returns its id.
  static func logScan(
    _ db: Database, code: String, symbology: String?, source: ScanSource, quality: ScanQualityFigures?, time: Int64,
    outcome: ScanOutcomeKind, itemID: Int64?, detail: String, station: String, gs1: GS1ScanDetails? = nil
  ) throws -> Int64 {
    try db.cachedStatement(
      sql: """
        INSERT INTO scan (code, symbology, source, quality_overall, quality_sharpness, quality_contrast,
          quality_brightness, quality_confidence, time, outcome, item_id, detail,
          gs1, gtin, expiry, best_before, batch, serial, unit_count, station)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    ).execute(
      arguments: [
        code, symbology, source.rawValue, quality?.overall, quality?.sharpness, quality?.contrast, quality?.brightness,
        quality?.confidence, time, outcome.rawValue, itemID, detail, gs1?.elementString, gs1?.gtin, gs1?.expiry,
        gs1?.bestBefore, gs1?.batch, gs1?.serial, gs1?.count, station,
      ])
    return db.lastInsertedRowID
  }
}
