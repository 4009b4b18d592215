import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Alerts: listed, acknowledged, and drained from the outbox by a sender. Raised by the stock writes
/// (`StockAlertRule`), not here.
extension SQLiteInventory: AlertInventory {
  public func alerts(openOnly: Bool, limit: Int) throws -> [StockAlert] {
    try database.read { db in
      guard try db.tableExists("stock_alert") else { return [] }  // a file read before its upgrade has none
      return try Row.fetchAll(
        db,
        sql: """
          SELECT \(try StockAlert.selection(db)) FROM stock_alert \(openOnly ? "WHERE ended_at IS NULL" : "")
          ORDER BY id DESC LIMIT ?
          """, arguments: [limit]
      ).map(StockAlert.init(row:))
    }
  }

  public func unacknowledgedOpenAlertCount() throws -> Int {
    try database.read { db in
      guard try db.tableExists("stock_alert") else { return 0 }
      return try Int.fetchOne(
        db, sql: "SELECT count(*) FROM stock_alert WHERE ended_at IS NULL AND acknowledged_at IS NULL") ?? 0
    }
  }

  @discardableResult
  public func acknowledgeAlert(id: Int64) throws -> Bool {
    let time = timestamp()
    return try database.write { db in
      try db.execute(
        sql: "UPDATE stock_alert SET acknowledged_at = coalesce(acknowledged_at, ?) WHERE id = ?",
        arguments: [time, id])
      return db.changesCount > 0
    }
  }

  public func claimUnsentAlerts(limit: Int) throws -> [StockAlert] {
    let time = timestamp()
    return try database.write { db in
      let claimable = try Row.fetchAll(
        db,
        sql: """
          SELECT \(try StockAlert.selection(db)) FROM stock_alert
          WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?) ORDER BY id LIMIT ?
          """, arguments: [time, limit]
      ).map(StockAlert.init(row:))
      for alert in claimable {
        try db.execute(
          sql: "UPDATE stock_alert SET claimed_until = ? WHERE id = ?",
          arguments: [time + Int64(AlertLimits.claimSeconds) * 1_000, alert.id])
      }
      return claimable
    }
  }

  public func markAlertSent(id: Int64) throws {
    let time = timestamp()
    try database.write { db in
      try db.execute(
        sql: "UPDATE stock_alert SET sent_at = ?, claimed_until = NULL WHERE id = ?", arguments: [time, id])
    }
  }

  public func markAlertFailed(id: Int64, failure: String, retryAfterSeconds: Int) throws {
    let retry = timestamp() + Int64(max(0, min(retryAfterSeconds, 86_400))) * 1_000
    try database.write { db in
      try db.execute(
        sql: """
          UPDATE stock_alert SET failed_attempts = failed_attempts + 1, last_failure = ?, claimed_until = ?
          WHERE id = ?
          """, arguments: [String(failure.prefix(AlertLimits.maximumFailureLength)), retry, id])
    }
  }

  @discardableResult
  public func raiseExpiryAlerts(within window: ExpiryWindow) throws -> Int {
    let time = timestamp()
    return try database.write { db in
      try ExpiryAlertRule(storage: SQLiteExpiryAlertStorage(db: db, station: origin.station))
        .raiseDue(within: window, time: time)
    }
  }
}
