import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// A session's entry rows and the lines they add up to.
extension PostgresSessionStorage {
  public func storedLine(_ line: SessionLineKey, inSession id: Int64) throws -> StoredSessionLine? {
    var sql = SQLBuilder(
      "SELECT count(*), coalesce(sum(delta), 0)::bigint, min(expected), min(code) FROM stock_session_entry WHERE ")
    sql.append("session_id = \(sql.bind(id)) AND " + Self.lineCondition(line, &sql))
    guard let row = try link.query(sql.query).first else { return nil }
    let (entries, total, expected, code) = try row.values((Int64, Int64, Int64?, String?).self)
    return entries > 0 ? StoredSessionLine(total: total, expected: expected, code: code) : nil
  }

  public func storedLine(_ line: SessionLineKey, at place: SessionPlace, inSession id: Int64) throws
    -> StoredSessionLine?
  {
    var sql = SQLBuilder(
      "SELECT count(*), coalesce(sum(delta), 0)::bigint, min(expected), min(code) FROM stock_session_entry WHERE ")
    sql.append("session_id = \(sql.bind(id)) AND " + Self.lineCondition(line, &sql))
    sql.append(place.locationID.map { " AND location_id = \(sql.bind($0))" } ?? " AND location_id IS NULL")
    let lot = place.lot
    for (column, value, cast) in [
      ("lot_batch", lot?.batch, ""), ("lot_expiry", lot?.expiry, "::date"),
      ("lot_best_before", lot?.bestBefore, "::date"), ("lot_serial", lot?.serial, ""),
    ] {
      sql.append(value.map { " AND \(column) = \(sql.bind($0))\(cast)" } ?? " AND \(column) IS NULL")
    }
    guard let row = try link.query(sql.query).first else { return nil }
    let (entries, total, expected, code) = try row.values((Int64, Int64, Int64?, String?).self)
    return entries > 0 ? StoredSessionLine(total: total, expected: expected, code: code) : nil
  }

  public func holdsAtLeast(lines: Int, inSession id: Int64) throws -> Bool {
    let entries =
      try link.query(
        """
        SELECT count(*) FROM (SELECT 1 FROM stock_session_entry WHERE session_id = \(id)
          LIMIT \(Int64(lines))) AS entry
        """
      ).single(Int64.self) ?? 0
    guard entries >= lines else { return false }
    let distinct =
      try link.query(
        """
        SELECT count(*) FROM (SELECT DISTINCT item_id, code_key FROM stock_session_entry
          WHERE session_id = \(id)) AS line
        """
      ).single(Int64.self) ?? 0
    return distinct >= lines
  }

  public func append(_ entry: SessionEntryDraft) throws {
    try link.query(
      """
      INSERT INTO stock_session_entry (session_id, item_id, code, code_key, delta, expected, station, source, time,
        location_id, lot_batch, lot_expiry, lot_best_before, lot_serial)
      VALUES (\(entry.sessionID), \(entry.itemID), \(entry.code), \(entry.codeKey), \(entry.delta), \(entry.expected),
        \(station), \(source.rawValue), \(time), \(entry.place.locationID), \(entry.place.lot?.batch),
        \(entry.place.lot?.expiry)::date, \(entry.place.lot?.bestBefore)::date, \(entry.place.lot?.serial))
      """)
  }

  public func removeEntries(session id: Int64, line: SessionLineKey) throws -> Int {
    var sql = SQLBuilder("DELETE FROM stock_session_entry WHERE ")
    sql.append("session_id = \(sql.bind(id)) AND " + Self.lineCondition(line, &sql))
    return try link.execute(sql.query)
  }

  public func moveEntries(session id: Int64, codeKey: String, toItem itemID: Int64, expected: Int64?) throws -> Int {
    try link.execute(
      """
      UPDATE stock_session_entry SET item_id = \(itemID), code_key = NULL, expected = \(expected)
      WHERE session_id = \(id) AND code_key = \(codeKey)
      """)
  }

  public func lines(session id: Int64, only: SessionLineKey?) throws -> [SessionLine] {
    var sql = SQLBuilder(
      """
      SELECT e.item_id, e.code_key, item.name, item.price_minor, min(e.code), sum(e.delta)::bigint, min(e.expected),
        max(e.time), array_agg(DISTINCT e.station), item.barcode,
        sum(CASE WHEN e.code IS NULL THEN 0 ELSE e.delta END)::bigint,
        e.location_id, e.lot_batch, e.lot_expiry::text, e.lot_best_before::text, e.lot_serial
      FROM stock_session_entry e LEFT JOIN item ON item.id = e.item_id
      """)
    sql.append(" WHERE e.session_id = \(sql.bind(id))")
    if let only { sql.append(" AND " + Self.lineCondition(only, &sql, table: "e")) }
    sql.append(
      " GROUP BY e.item_id, e.code_key, item.name, item.price_minor, item.barcode, e.location_id, e.lot_batch,"
        + " e.lot_expiry, e.lot_best_before, e.lot_serial")
    return try link.query(sql.query).compactMap { row in
      let (
        itemID, codeKey, name, price, code, total, expected, time, stations, barcode, scanned, locationID, batch,
        expiry, bestBefore, serial
      ) = try row.values(
        (
          Int64?, String?, String?, Int64?, String?, Int64, Int64?, Int64, [String], String?, Int64, Int64?, String?,
          String?, String?, String?
        ).self)
      let key: SessionLineKey
      if let itemID { key = .item(itemID) } else if let codeKey { key = .code(codeKey) } else { return nil }
      let money = price.map { Money(minorUnits: min(max($0, 0), StockLimits.maximumPriceMinorUnits)) }
      var line = SessionLine(
        stored: key, itemName: name, price: money, code: itemID == nil ? code : barcode, total: total,
        expected: expected, stations: stations, lastEntryAt: Date(epochMilliseconds: time))
      line.scanned = SessionLine.bounded(scanned)
      line.place = SessionPlace(
        locationID: locationID,
        lot: LotDetails(batch: batch, expiry: expiry, bestBefore: bestBefore, serial: serial))
      return line
    }
  }

  /// The condition a line's entries are found by (`item_id = $n` or `code_key = $n`).
  private static func lineCondition(_ line: SessionLineKey, _ sql: inout SQLBuilder, table: String = "") -> String {
    let prefix = table.isEmpty ? "" : table + "."
    return switch line {
    case .item(let id): "\(prefix)item_id = \(sql.bind(id))"
    case .code(let key): "\(prefix)code_key = \(sql.bind(key))"
    }
  }
}
