import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// The alert channels' own delivery (`AlertChannel`, migration v19). A SQLite file has one writer at a time, so
/// a claim read and written in one write transaction is taken by exactly one sender; every look reads first
/// and writes only when there is something to claim.
extension SQLiteInventory {
  public func expiryAlertsAreDue(within window: ExpiryWindow) throws -> Bool {
    try database.read { db in
      guard try db.tableExists("lot"), try db.tableExists("stock_alert"),
        try db.columns(in: "stock_alert").contains(where: { $0.name == "lot_id" })
      else { return false }
      return try ExpiryAlertRule(storage: SQLiteExpiryAlertStorage(db: db, station: origin.station))
        .isDue(within: window)
    }
  }

  public func alertsAreOwed(on channel: AlertChannel) throws -> Bool {
    let time = timestamp()
    return try database.read { db in
      guard channel != .command else {
        guard try db.tableExists("stock_alert") else { return false }
        return try Bool.fetchOne(
          db,
          sql: """
            SELECT EXISTS (SELECT 1 FROM stock_alert
              WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?))
            """, arguments: [time]) ?? false
      }
      guard try db.tableExists("stock_alert_delivery") else { return false }
      return try Bool.fetchOne(
        db, sql: "SELECT EXISTS (\(Self.owedSQL(limited: false)))",
        arguments: [channel.rawValue, channel.rawValue, time])
        ?? false
    }
  }

  public func claimAlerts(on channel: AlertChannel, limit: Int) throws -> [StockAlert] {
    guard channel != .command else { return try claimUnsentAlerts(limit: limit) }
    let time = timestamp()
    return try database.write { db in try Self.claim(db, on: channel, limit: limit, time: time) }
  }

  public func markAlertsDelivered(ids: [Int64], on channel: AlertChannel) throws {
    guard channel != .command else { return try ids.forEach(markAlertSent(id:)) }
    let time = timestamp()
    try database.write { db in try Self.delivered(db, ids: ids, on: channel, time: time) }
  }

  public func markAlertsFailed(ids: [Int64], on channel: AlertChannel, failure: String, retryAfterSeconds: Int)
    throws
  {
    guard channel != .command else {
      return try ids.forEach { try markAlertFailed(id: $0, failure: failure, retryAfterSeconds: retryAfterSeconds) }
    }
    let retry = timestamp() + Int64(max(0, min(retryAfterSeconds, 86_400))) * 1_000
    try database.write { db in try Self.failed(db, ids: ids, on: channel, failure: failure, retryAt: retry) }
  }

  public func startAlertChannel(_ channel: AlertChannel) throws {
    guard channel.startsAfresh else { return }
    let time = timestamp()
    try database.write { db in
      try db.execute(
        sql: """
          INSERT INTO alert_channel (channel, since, last_digest_at) VALUES (?, ?, ?)
          ON CONFLICT (channel) DO UPDATE SET since = excluded.since, last_digest_at = excluded.last_digest_at,
            claimed_until = NULL
          """, arguments: [channel.rawValue, time, channel == .email ? time : nil])
    }
  }

  public func alertDeliveries(alertIDs: [Int64]) throws -> [Int64: [AlertDelivery]] {
    guard !alertIDs.isEmpty else { return [:] }
    return try database.read { db in
      guard try db.tableExists("stock_alert_delivery") else { return [:] }
      let marks = Array(repeating: "?", count: alertIDs.count).joined(separator: ", ")
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT alert_id, channel, sent_at, failed_attempts, last_failure FROM stock_alert_delivery
          WHERE alert_id IN (\(marks)) ORDER BY alert_id, channel
          """, arguments: StatementArguments(alertIDs))
      var found: [Int64: [AlertDelivery]] = [:]
      for row in rows {
        guard let id = row.integer(0), let channel = AlertChannel(rawValue: row.text(1) ?? "") else { continue }
        found[id, default: []].append(
          AlertDelivery(
            channel: channel, sentAt: row.optionalDate(2),
            failedAttempts: row.integer(3).flatMap { Int(exactly: $0) } ?? 0, lastFailure: row.text(4)))
      }
      return found
    }
  }

  public func emailDigestIsDue(everySeconds: Int) throws -> Bool {
    let time = timestamp()
    return try database.read { db in
      guard try db.tableExists("alert_channel") else { return false }
      return try Self.digestIsDue(db, everySeconds: everySeconds, time: time)
    }
  }

  public func claimEmailDigest(everySeconds: Int, limit: Int) throws -> [StockAlert]? {
    let time = timestamp()
    return try database.write { db in
      guard try Self.digestIsDue(db, everySeconds: everySeconds, time: time) else { return nil }
      try db.execute(
        sql: "UPDATE alert_channel SET claimed_until = ? WHERE channel = 'email'",
        arguments: [time + Int64(AlertLimits.claimSeconds) * 1_000])
      return try Self.claim(db, on: .email, limit: limit, time: time)
    }
  }

  public func finishEmailDigest(ids: [Int64], failure: String?) throws {
    let time = timestamp()
    try database.write { db in
      if let failure {
        // Owed again at once: the digest's own interval spaces the retry.
        try Self.failed(db, ids: ids, on: .email, failure: failure, retryAt: time)
      } else {
        try Self.delivered(db, ids: ids, on: .email, time: time)
      }
      try db.execute(
        sql: "UPDATE alert_channel SET last_digest_at = ?, claimed_until = NULL WHERE channel = 'email'",
        arguments: [time])
    }
  }

  /// The alerts owed on a channel at a time: arguments channel, channel, time (and the limit when `limited`).
  private static func owedSQL(limited: Bool) -> String {
    """
    SELECT a.id, a.item_id, a.item_name, a.kind, a.quantity, a.minimum, a.raised_at, a.station, a.ended_at,
      a.acknowledged_at, d.sent_at, coalesce(d.failed_attempts, 0), d.last_failure, a.lot_id, a.lot_batch,
      a.lot_use_by
    FROM stock_alert a LEFT JOIN stock_alert_delivery d ON d.alert_id = a.id AND d.channel = ?
    WHERE a.raised_at >= (SELECT since FROM alert_channel WHERE channel = ?)
      AND d.sent_at IS NULL AND (d.claimed_until IS NULL OR d.claimed_until <= ?)
    ORDER BY a.id \(limited ? "LIMIT ?" : "")
    """
  }

  private static func claim(_ db: Database, on channel: AlertChannel, limit: Int, time: Int64) throws
    -> [StockAlert]
  {
    let claimed = try Row.fetchAll(
      db, sql: owedSQL(limited: true), arguments: [channel.rawValue, channel.rawValue, time, max(0, limit)]
    ).map(StockAlert.init(row:))
    let until = time + Int64(AlertLimits.claimSeconds) * 1_000
    for alert in claimed {
      try db.execute(
        sql: """
          INSERT INTO stock_alert_delivery (alert_id, channel, claimed_until) VALUES (?, ?, ?)
          ON CONFLICT (alert_id, channel) DO UPDATE SET claimed_until = excluded.claimed_until
          """, arguments: [alert.id, channel.rawValue, until])
    }
    return claimed
  }

  private static func delivered(_ db: Database, ids: [Int64], on channel: AlertChannel, time: Int64) throws {
    for id in ids {
      try db.execute(
        sql: """
          INSERT INTO stock_alert_delivery (alert_id, channel, sent_at) VALUES (?, ?, ?)
          ON CONFLICT (alert_id, channel) DO UPDATE SET sent_at = excluded.sent_at, claimed_until = NULL
          """, arguments: [id, channel.rawValue, time])
    }
  }

  private static func failed(
    _ db: Database, ids: [Int64], on channel: AlertChannel, failure: String, retryAt: Int64
  ) throws {
    let kept = String(failure.prefix(AlertLimits.maximumFailureLength))
    for id in ids {
      try db.execute(
        sql: """
          INSERT INTO stock_alert_delivery (alert_id, channel, failed_attempts, last_failure, claimed_until)
          VALUES (?, ?, 1, ?, ?)
          ON CONFLICT (alert_id, channel) DO UPDATE SET failed_attempts = failed_attempts + 1,
            last_failure = excluded.last_failure, claimed_until = excluded.claimed_until
          """, arguments: [id, channel.rawValue, kept, retryAt])
    }
  }

  private static func digestIsDue(_ db: Database, everySeconds: Int, time: Int64) throws -> Bool {
    let due = time - Int64(max(1, min(everySeconds, 7 * 86_400))) * 1_000
    guard
      try Bool.fetchOne(
        db,
        sql: """
          SELECT EXISTS (SELECT 1 FROM alert_channel WHERE channel = 'email'
            AND (claimed_until IS NULL OR claimed_until <= ?) AND (last_digest_at IS NULL OR last_digest_at <= ?))
          """, arguments: [time, due]) ?? false
    else { return false }
    return try Bool.fetchOne(
      db, sql: "SELECT EXISTS (\(owedSQL(limited: false)))",
      arguments: [AlertChannel.email.rawValue, AlertChannel.email.rawValue, time]) ?? false
  }
}
