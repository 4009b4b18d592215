import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// The alert rows of a SQLite transaction, for every storage whose writes may cross (items and stock, undo).
struct SQLiteAlertStorage: AlertStorage {
  let db: Database
  /// The station whose change raises the alerts.
  let station: String

  func openAlert(itemID: Int64, itemName: String, kind: StockAlertKind, quantity: Int, minimum: Int, time: Int64)
    throws
  {
    // OR IGNORE: an alert of this kind already open for the item (`stock_alert_one_open`) is the same alert.
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO stock_alert (item_id, item_name, kind, quantity, minimum, raised_at, station)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """, arguments: [itemID, itemName, kind.rawValue, quantity, minimum, time, station])
  }

  func endAlerts(itemID: Int64, kinds: [StockAlertKind], time: Int64) throws {
    for kind in kinds {
      try db.execute(
        sql: "UPDATE stock_alert SET ended_at = ? WHERE item_id = ? AND kind = ? AND ended_at IS NULL",
        arguments: [time, itemID, kind.rawValue])
    }
  }
}

extension SQLiteItemStorage: AlertRaising {
  public var alerts: some AlertStorage { SQLiteAlertStorage(db: db, station: origin.station) }
}

extension SQLiteImportStorage {
  var alerts: some AlertStorage { SQLiteAlertStorage(db: db, station: origin.station) }
}

extension SQLiteUndoStorage: AlertRaising {
  public var alerts: some AlertStorage { SQLiteAlertStorage(db: db, station: origin.station) }
}

extension StockAlert {
  /// The columns `init(row:)` reads; a file read before v21 has no lot columns, read as none.
  static func selection(_ db: Database) throws -> String {
    let hasLots = try db.columns(in: "stock_alert").contains { $0.name == "lot_id" }
    return """
      id, item_id, item_name, kind, quantity, minimum, raised_at, station, ended_at, acknowledged_at, sent_at,
      failed_attempts, last_failure, \(hasLots ? "lot_id, lot_batch, lot_use_by" : "NULL, NULL, NULL")
      """
  }

  /// Columns in `selection`'s order, read without trapping on a value another program wrote.
  init(row: Row) throws {
    guard let id = row.integer(0), let kind = StockAlertKind(rawValue: row.text(3) ?? "") else {
      throw DatabaseError(message: "a stock_alert row has no id or an unknown kind: \(row.text(3) ?? "NULL")")
    }
    self.init(
      id: id, itemID: row.integer(1), itemName: row.text(2, default: ""), kind: kind,
      quantity: row.integer(4).flatMap { Int(exactly: $0) } ?? 0,
      minimum: row.integer(5).flatMap { Int(exactly: $0) } ?? 0, raisedAt: row.date(6),
      station: row.text(7, default: ""),
      endedAt: row.optionalDate(8), acknowledgedAt: row.optionalDate(9), sentAt: row.optionalDate(10),
      failedAttempts: row.integer(11).flatMap { Int(exactly: $0) } ?? 0, lastFailure: row.text(12),
      lotID: row.integer(13), lotBatch: row.text(14), lotUseBy: row.text(15))
  }
}
