import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// A session's entry rows and the lines they add up to.
extension SQLiteSessionStorage {
  public func storedLine(_ line: SessionLineKey, inSession id: Int64) throws -> StoredSessionLine? {
    let (column, value) = Self.lineColumn(line)
    guard
      let row = try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT count(*), coalesce(sum(delta), 0), min(expected), min(code) FROM stock_session_entry
            WHERE session_id = ? AND \(column) = ?
            """), arguments: [id, value]),
      let entries = row.integer(0), entries > 0
    else { return nil }
    return StoredSessionLine(total: row.integer(1) ?? 0, expected: row.integer(2), code: row.text(3))
  }

  public func storedLine(_ line: SessionLineKey, at place: SessionPlace, inSession id: Int64) throws
    -> StoredSessionLine?
  {
    let (column, value) = Self.lineColumn(line)
    guard
      let row = try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT count(*), coalesce(sum(delta), 0), min(expected), min(code) FROM stock_session_entry
            WHERE session_id = ? AND \(column) = ? AND location_id IS ? AND lot_batch IS ? AND lot_expiry IS ?
              AND lot_best_before IS ? AND lot_serial IS ?
            """),
        arguments: [
          id, value, place.locationID, place.lot?.batch, place.lot?.expiry, place.lot?.bestBefore, place.lot?.serial,
        ]),
      let entries = row.integer(0), entries > 0
    else { return nil }
    return StoredSessionLine(total: row.integer(1) ?? 0, expected: row.integer(2), code: row.text(3))
  }

  public func holdsAtLeast(lines: Int, inSession id: Int64) throws -> Bool {
    let entries =
      try Int.fetchOne(
        db.cachedStatement(
          sql: "SELECT count(*) FROM (SELECT 1 FROM stock_session_entry WHERE session_id = ? LIMIT ?)"),
        arguments: [id, lines]) ?? 0
    guard entries >= lines else { return false }
    let distinct =
      try Int.fetchOne(
        db.cachedStatement(
          sql: "SELECT count(*) FROM (SELECT DISTINCT item_id, code_key FROM stock_session_entry WHERE session_id = ?)"
        ), arguments: [id]) ?? 0
    return distinct >= lines
  }

  public func append(_ entry: SessionEntryDraft) throws {
    try db.cachedStatement(
      sql: """
        INSERT INTO stock_session_entry (session_id, item_id, code, code_key, delta, expected, station, source, time,
          location_id, lot_batch, lot_expiry, lot_best_before, lot_serial)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    ).execute(arguments: [
      entry.sessionID, entry.itemID, entry.code, entry.codeKey, entry.delta, entry.expected, station, source.rawValue,
      time, entry.place.locationID, entry.place.lot?.batch, entry.place.lot?.expiry, entry.place.lot?.bestBefore,
      entry.place.lot?.serial,
    ])
  }

  public func removeEntries(session id: Int64, line: SessionLineKey) throws -> Int {
    let (column, value) = Self.lineColumn(line)
    try db.execute(
      sql: "DELETE FROM stock_session_entry WHERE session_id = ? AND \(column) = ?", arguments: [id, value])
    return db.changesCount
  }

  public func moveEntries(session id: Int64, codeKey: String, toItem itemID: Int64, expected: Int64?) throws -> Int {
    try db.execute(
      sql: """
        UPDATE stock_session_entry SET item_id = ?, code_key = NULL, expected = ?
        WHERE session_id = ? AND code_key = ?
        """, arguments: [itemID, expected, id, codeKey])
    return db.changesCount
  }

  public func lines(session id: Int64, only: SessionLineKey?) throws -> [SessionLine] {
    var condition = "e.session_id = ?"
    var arguments: StatementArguments = [id]
    if let only {
      let (column, value) = Self.lineColumn(only)
      condition += " AND e.\(column) = ?"
      arguments += [value]
    }
    let stations = try stations(condition: condition, arguments: arguments)
    // A file opened for reading before v22 has no places: every entry is unplaced.
    let places =
      try Schema.hasSessionPlaces(db)
      ? "e.location_id AS p1, e.lot_batch AS p2, e.lot_expiry AS p3, e.lot_best_before AS p4, e.lot_serial AS p5"
      : "NULL AS p1, NULL AS p2, NULL AS p3, NULL AS p4, NULL AS p5"
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT e.item_id, e.code_key, item.name, item.price_minor, min(e.code), sum(e.delta), min(e.expected),
          max(e.time), item.barcode, sum(CASE WHEN e.code IS NULL THEN 0 ELSE e.delta END),
          \(places)
        FROM stock_session_entry e LEFT JOIN item ON item.id = e.item_id
        WHERE \(condition) GROUP BY e.item_id, e.code_key, p1, p2, p3, p4, p5
        """, arguments: arguments)
    return rows.compactMap { row in
      let key: SessionLineKey
      if let itemID = row.integer(0) {
        key = .item(itemID)
      } else if let codeKey = row.text(1) {
        key = .code(codeKey)
      } else {
        return nil
      }
      var problems: [StoredValueProblem] = []
      let price = row.bounded(3, in: StockLimits.priceRange, field: .price, problems: &problems)
      var line = SessionLine(
        stored: key, itemName: row.text(2), price: price.map(Money.init(minorUnits:)),
        code: key.isCode ? row.text(4) : row.text(8), total: row.integer(5) ?? 0, expected: row.integer(6),
        stations: stations[key] ?? [], lastEntryAt: row.date(7))
      line.scanned = SessionLine.bounded(row.integer(9) ?? 0)
      line.place = SessionPlace(
        locationID: row.integer(10),
        lot: LotDetails(batch: row.text(11), expiry: row.text(12), bestBefore: row.text(13), serial: row.text(14)))
      return line
    }
  }

  /// The stations of each line.
  private func stations(condition: String, arguments: StatementArguments) throws -> [SessionLineKey: [String]] {
    var stations: [SessionLineKey: [String]] = [:]
    let rows = try Row.fetchCursor(
      db, sql: "SELECT DISTINCT e.item_id, e.code_key, e.station FROM stock_session_entry e WHERE \(condition)",
      arguments: arguments)
    while let row = try rows.next() {
      let key: SessionLineKey? = row.integer(0).map { .item($0) } ?? row.text(1).map { .code($0) }
      if let key { stations[key, default: []].append(row.text(2, default: "")) }
    }
    return stations
  }

  /// The column a line's entries are found by, and its value.
  private static func lineColumn(_ line: SessionLineKey) -> (String, DatabaseValueConvertible) {
    switch line {
    case .item(let id): ("item_id", id)
    case .code(let key): ("code_key", key)
    }
  }
}

extension SessionLineKey {
  fileprivate var isCode: Bool {
    if case .code = self { return true }
    return false
  }
}
