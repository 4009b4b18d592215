import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Adding to a session and reviewing it (`SessionEntryRecorder` decides what to write): every change is an
/// entry appended (or, to drop a line, its entries deleted), so two stations adding to one line both count.
extension InventoryService {
  @discardableResult
  public func addToSession(
    id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope
  ) throws -> SessionAddition {
    let time = timestamp()
    return try database.write { db in
      let recorder = try recorder(db, sessionID: id, source: source, time: time)
      // An extra barcode counts its units per scan (a case of 12).
      if let match = try Self.fetchMatch(db, code: code) {
        return try recorder.add(
          match.units(scans: quantity), to: match.item, scanned: code.text, outsideScope: outsideScope)
      }
      return try recorder.add(quantity, toUnknown: code)
    }
  }

  @discardableResult
  public func addToSession(
    id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope
  ) throws -> SessionAddition {
    let time = timestamp()
    return try database.write { db in
      let recorder = try recorder(db, sessionID: id, source: source, time: time)
      return try recorder.add(
        quantity, to: try Self.requireItem(db, id: itemID), scanned: nil, outsideScope: outsideScope)
    }
  }

  @discardableResult
  public func setSessionLine(id: Int64, line: SessionLineKey, to total: Int, source: ScanSource) throws -> SessionLine {
    let time = timestamp()
    return try database.write { db in
      let recorder = try recorder(db, sessionID: id, source: source, time: time)
      try recorder.set(line, to: total)
      guard let result = try Self.fetchLines(db, session: recorder.session, only: line).first else {
        throw StockSessionError.lineNotFound(id: id, line: line.description)
      }
      return result
    }
  }

  @discardableResult
  public func removeSessionLine(id: Int64, line: SessionLineKey) throws -> Int {
    try database.write { db in
      _ = try Self.requireOpenSession(db, id: id)
      let (column, value) = Self.lineColumn(line)
      try db.execute(
        sql: "DELETE FROM stock_session_entry WHERE session_id = ? AND \(column) = ?", arguments: [id, value])
      guard db.changesCount > 0 else { throw StockSessionError.lineNotFound(id: id, line: line.description) }
      return db.changesCount
    }
  }

  @discardableResult
  public func resolveSessionCode(id: Int64, code: ProductCode, toItem itemID: Int64) throws -> Int {
    try database.write { db in
      let recorder = try recorder(db, sessionID: id, source: .keyboard, time: timestamp())
      let expected = try recorder.resolution(of: code, to: try Self.requireItem(db, id: itemID))
      try db.execute(
        sql: """
          UPDATE stock_session_entry SET item_id = ?, code_key = NULL, expected = ?
          WHERE session_id = ? AND code_key = ?
          """, arguments: [itemID, expected, id, code.key])
      return db.changesCount
    }
  }

  /// The open session's recorder, writing this station's entries.
  private func recorder(_ db: Database, sessionID: Int64, source: ScanSource, time: Int64) throws
    -> SessionEntryRecorder<SQLiteSessionEntries>
  {
    let session = try Self.requireOpenSession(db, id: sessionID)
    return SessionEntryRecorder(
      session: session,
      storage: SQLiteSessionEntries(db: db, sessionID: sessionID, station: origin.station, source: source, time: time))
  }

  /// The column a line's entries are found by, and its value.
  static func lineColumn(_ line: SessionLineKey) -> (String, DatabaseValueConvertible) {
    switch line {
    case .item(let id): ("item_id", id)
    case .code(let key): ("code_key", key)
    }
  }
}

/// One session's entry rows, inside the caller's write transaction.
struct SQLiteSessionEntries: SessionEntryStorage {
  let db: Database
  let sessionID: Int64
  let station: String
  let source: ScanSource
  let time: Int64

  func storedLine(_ line: SessionLineKey) throws -> StoredSessionLine? {
    let (column, value) = InventoryService.lineColumn(line)
    guard
      let row = try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT count(*), coalesce(sum(delta), 0), min(expected), min(code) FROM stock_session_entry
            WHERE session_id = ? AND \(column) = ?
            """), arguments: [sessionID, value]),
      let entries = row.integer(0), entries > 0
    else { return nil }
    return StoredSessionLine(total: row.integer(1) ?? 0, expected: row.integer(2), code: row.text(3))
  }

  func holdsAtLeast(lines: Int) throws -> Bool {
    let entries =
      try Int.fetchOne(
        db.cachedStatement(
          sql: "SELECT count(*) FROM (SELECT 1 FROM stock_session_entry WHERE session_id = ? LIMIT ?)"),
        arguments: [sessionID, lines]) ?? 0
    guard entries >= lines else { return false }
    let distinct =
      try Int.fetchOne(
        db.cachedStatement(
          sql: "SELECT count(*) FROM (SELECT DISTINCT item_id, code_key FROM stock_session_entry WHERE session_id = ?)"
        ), arguments: [sessionID]) ?? 0
    return distinct >= lines
  }

  func append(_ entry: SessionEntryDraft) throws {
    let (itemID, codeKey): (Int64?, String?) =
      switch entry.line {
      case .item(let id): (id, nil)
      case .code(let key): (nil, key)
      }
    try db.cachedStatement(
      sql: """
        INSERT INTO stock_session_entry (session_id, item_id, code, code_key, delta, expected, station, source, time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    ).execute(arguments: [
      sessionID, itemID, entry.code, codeKey, entry.delta, entry.expected, station, source.rawValue, time,
    ])
  }

  func requireItem(id: Int64) throws -> Item { try InventoryService.requireItem(db, id: id) }

  func covers(itemID: Int64, scope: SessionScope) throws -> Bool {
    try InventoryService.itemIDs(db, coveredBy: scope, among: "?", [itemID]).contains(itemID)
  }

  func categoryName(id: Int64) throws -> String? {
    try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM category WHERE id = ?"), arguments: [id])
  }

  func logSessionScan(code: String, itemID: Int64?, detail: String) throws {
    let scan = ScanRecord(code: code, symbology: nil, source: source, outcome: .session, detail: detail).forLogging
    _ = try InventoryService.logScan(
      db,
      ScanLogEntry(
        code: scan.code, symbology: nil, source: source, quality: nil, time: time, outcome: .session, itemID: itemID,
        detail: scan.detail, station: station))
  }
}
