import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Alerts: listed, acknowledged, and drained from the outbox by a sender. Raised by the stock writes
/// (`StockAlertRule`), not here. Senders on several machines claim with `SKIP LOCKED`, so none waits for another
/// and no alert is taken twice.
extension PostgresInventory: AlertInventory {
  public func alerts(openOnly: Bool, limit: Int) throws -> [StockAlert] {
    let filter = openOnly ? "WHERE ended_at IS NULL" : ""
    return try read { link in
      try link.query(
        "SELECT \(unescaped: StockAlert.postgresSelection) FROM stock_alert \(unescaped: filter) ORDER BY id DESC LIMIT \(limit)"
      ).map(StockAlert.init(postgresRow:))
    }
  }

  public func unacknowledgedOpenAlertCount() throws -> Int {
    let count = try read { link in
      try link.query("SELECT count(*) FROM stock_alert WHERE ended_at IS NULL AND acknowledged_at IS NULL")
        .single(Int64.self)
    }
    return count.flatMap { Int(exactly: $0) } ?? 0
  }

  @discardableResult
  public func acknowledgeAlert(id: Int64) throws -> Bool {
    let time = timestamp()
    return try write { link in
      try link.execute(
        "UPDATE stock_alert SET acknowledged_at = coalesce(acknowledged_at, \(time)) WHERE id = \(id)") > 0
    }
  }

  public func claimUnsentAlerts(limit: Int) throws -> [StockAlert] {
    let time = timestamp()
    let until = time + Int64(AlertLimits.claimSeconds) * 1_000
    return try write { link in
      try link.query(
        """
        UPDATE stock_alert SET claimed_until = \(until) WHERE id IN (
          SELECT id FROM stock_alert WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= \(time))
          ORDER BY id LIMIT \(limit) FOR UPDATE SKIP LOCKED)
        RETURNING \(unescaped: StockAlert.postgresSelection)
        """
      ).map(StockAlert.init(postgresRow:)).sorted { $0.id < $1.id }
    }
  }

  public func markAlertSent(id: Int64) throws {
    let time = timestamp()
    try write { link in
      _ = try link.execute("UPDATE stock_alert SET sent_at = \(time), claimed_until = NULL WHERE id = \(id)")
    }
  }

  public func markAlertFailed(id: Int64, failure: String, retryAfterSeconds: Int) throws {
    let retry = timestamp() + Int64(max(0, min(retryAfterSeconds, 86_400))) * 1_000
    let kept = String(failure.prefix(AlertLimits.maximumFailureLength))
    try write { link in
      _ = try link.execute(
        """
        UPDATE stock_alert SET failed_attempts = failed_attempts + 1, last_failure = \(kept), claimed_until = \(retry)
        WHERE id = \(id)
        """)
    }
  }

  @discardableResult
  public func raiseExpiryAlerts(within window: ExpiryWindow) throws -> Int {
    let time = timestamp()
    return try write { link in
      try ExpiryAlertRule(storage: PostgresExpiryAlertStorage(link: link, station: origin.station))
        .raiseDue(within: window, time: time)
    }
  }
}
