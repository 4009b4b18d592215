import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Adding to a session and reviewing it (`SessionEntryRecorder` decides what to write): every change is an
/// entry appended (or, to drop a line, its entries deleted), under the session's row lock.
extension PostgresInventory {
  @discardableResult
  public func addToSession(
    id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope
  ) throws -> SessionAddition {
    let time = timestamp()
    return try write { link in
      try addToSession(
        link, id: id, code: code, quantity: quantity, source: source, outsideScope: outsideScope, time: time,
        origin: origin)
    }
  }

  func addToSession(
    _ link: PostgresLink, id: Int64, code: ProductCode, quantity: Int, source: ScanSource,
    outsideScope: OutsideScope, time: Int64, origin: ActionOrigin
  ) throws -> SessionAddition {
    let recorder = try recorder(link, sessionID: id, source: source, time: time, station: origin.station)
    // An extra barcode counts its units per scan (a case of 12).
    if let match = try Self.fetchMatch(link, code: code) {
      return try recorder.add(
        match.units(scans: quantity), to: match.item, scanned: code.text, outsideScope: outsideScope)
    }
    return try recorder.add(quantity, toUnknown: code)
  }

  @discardableResult
  public func addToSession(
    id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope
  ) throws -> SessionAddition {
    let time = timestamp()
    return try write { link in
      try addToSession(
        link, id: id, itemID: itemID, quantity: quantity, source: source, outsideScope: outsideScope, time: time,
        origin: origin)
    }
  }

  func addToSession(
    _ link: PostgresLink, id: Int64, itemID: Int64, quantity: Int, source: ScanSource,
    outsideScope: OutsideScope, time: Int64, origin: ActionOrigin
  ) throws -> SessionAddition {
    let recorder = try recorder(link, sessionID: id, source: source, time: time, station: origin.station)
    return try recorder.add(
      quantity, to: try Self.requireItem(link, id: itemID), scanned: nil, outsideScope: outsideScope)
  }

  @discardableResult
  public func setSessionLine(id: Int64, line: SessionLineKey, to total: Int, source: ScanSource) throws -> SessionLine {
    let time = timestamp()
    return try write { link in
      let recorder = try recorder(link, sessionID: id, source: source, time: time)
      try recorder.set(line, to: total)
      guard let result = try Self.fetchLines(link, session: recorder.session, only: line).first else {
        throw StockSessionError.lineNotFound(id: id, line: line.description)
      }
      return result
    }
  }

  @discardableResult
  public func removeSessionLine(id: Int64, line: SessionLineKey) throws -> Int {
    try write { link in
      _ = try Self.requireOpenSession(link, id: id)
      var sql = SQLBuilder("DELETE FROM stock_session_entry WHERE ")
      sql.append("session_id = \(sql.bind(id)) AND " + Self.lineCondition(line, &sql))
      let removed = try link.execute(sql.query)
      guard removed > 0 else { throw StockSessionError.lineNotFound(id: id, line: line.description) }
      return removed
    }
  }

  @discardableResult
  public func resolveSessionCode(id: Int64, code: ProductCode, toItem itemID: Int64) throws -> Int {
    let time = timestamp()
    return try write { link in
      let recorder = try recorder(link, sessionID: id, source: .keyboard, time: time)
      let expected = try recorder.resolution(of: code, to: try Self.requireItem(link, id: itemID))
      return try link.execute(
        """
        UPDATE stock_session_entry SET item_id = \(itemID), code_key = NULL, expected = \(expected)
        WHERE session_id = \(id) AND code_key = \(code.key)
        """)
    }
  }

  /// The open session's recorder (its row locked), writing this station's entries.
  private func recorder(
    _ link: PostgresLink, sessionID: Int64, source: ScanSource, time: Int64, station: String? = nil
  ) throws -> SessionEntryRecorder<PostgresSessionEntries> {
    let session = try Self.requireOpenSession(link, id: sessionID)
    return SessionEntryRecorder(
      session: session,
      storage: PostgresSessionEntries(
        link: link, sessionID: sessionID, station: station ?? origin.station, source: source, time: time))
  }

  /// The condition a line's entries are found by (`item_id = $n` or `code_key = $n`).
  static func lineCondition(_ line: SessionLineKey, _ sql: inout SQLBuilder, table: String = "") -> String {
    let prefix = table.isEmpty ? "" : table + "."
    return switch line {
    case .item(let id): "\(prefix)item_id = \(sql.bind(id))"
    case .code(let key): "\(prefix)code_key = \(sql.bind(key))"
    }
  }
}

/// One session's entry rows, inside the caller's transaction (which holds the session's row lock).
struct PostgresSessionEntries: SessionEntryStorage {
  let link: PostgresLink
  let sessionID: Int64
  let station: String
  let source: ScanSource
  let time: Int64

  func storedLine(_ line: SessionLineKey) throws -> StoredSessionLine? {
    var sql = SQLBuilder(
      "SELECT count(*), coalesce(sum(delta), 0)::bigint, min(expected), min(code) FROM stock_session_entry WHERE ")
    sql.append("session_id = \(sql.bind(sessionID)) AND " + PostgresInventory.lineCondition(line, &sql))
    guard let row = try link.query(sql.query).first else { return nil }
    let (entries, total, expected, code) = try row.values((Int64, Int64, Int64?, String?).self)
    return entries > 0 ? StoredSessionLine(total: total, expected: expected, code: code) : nil
  }

  func holdsAtLeast(lines: Int) throws -> Bool {
    let entries =
      try link.query(
        """
        SELECT count(*) FROM (SELECT 1 FROM stock_session_entry WHERE session_id = \(sessionID)
          LIMIT \(Int64(lines))) AS entry
        """
      ).single(Int64.self) ?? 0
    guard entries >= lines else { return false }
    let distinct =
      try link.query(
        """
        SELECT count(*) FROM (SELECT DISTINCT item_id, code_key FROM stock_session_entry
          WHERE session_id = \(sessionID)) AS line
        """
      ).single(Int64.self) ?? 0
    return distinct >= lines
  }

  func append(_ entry: SessionEntryDraft) throws {
    let (itemID, codeKey): (Int64?, String?) =
      switch entry.line {
      case .item(let id): (id, nil)
      case .code(let key): (nil, key)
      }
    try link.query(
      """
      INSERT INTO stock_session_entry (session_id, item_id, code, code_key, delta, expected, station, source, time)
      VALUES (\(sessionID), \(itemID), \(entry.code), \(codeKey), \(entry.delta), \(entry.expected), \(station),
        \(source.rawValue), \(time))
      """)
  }

  func requireItem(id: Int64) throws -> Item { try PostgresInventory.requireItem(link, id: id) }

  func covers(itemID: Int64, scope: SessionScope) throws -> Bool {
    var sql = SQLBuilder("")
    let candidate = sql.bind(itemID)
    return try PostgresInventory.itemIDs(link, coveredBy: scope, among: candidate, &sql).contains(itemID)
  }

  func logSessionScan(code: String, itemID: Int64?, detail: String) throws {
    let scan = ScanRecord(code: code, symbology: nil, source: source, outcome: .session, detail: detail).forLogging
    _ = try PostgresInventory.logScan(
      link,
      ScanLogEntry(
        code: scan.code, symbology: nil, source: source, quality: nil, time: time, outcome: .session, itemID: itemID,
        detail: scan.detail, station: station))
  }

  func categoryName(id: Int64) throws -> String? {
    try link.query("SELECT name FROM category WHERE id = \(id)").single(String.self)
  }
}
