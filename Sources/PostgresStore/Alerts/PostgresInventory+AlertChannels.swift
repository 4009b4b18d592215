import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// The alert channels' own delivery (`AlertChannel`, migration v19). A claim is an upsert of the delivery row
/// whose update applies only while the row is unclaimed and unsent: a second sender claiming the same alert at
/// once waits on the row, then finds it claimed and gets nothing. Every look reads first and writes only when
/// there is something to claim.
extension PostgresInventory {
  public func expiryAlertsAreDue(within window: ExpiryWindow) throws -> Bool {
    try read { link in
      try ExpiryAlertRule(storage: PostgresExpiryAlertStorage(link: link, station: origin.station))
        .isDue(within: window)
    }
  }

  public func alertsAreOwed(on channel: AlertChannel) throws -> Bool {
    let time = timestamp()
    return try read { link in
      guard channel != .command else {
        return try link.query(
          """
          SELECT EXISTS (SELECT 1 FROM stock_alert
            WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= \(time)))
          """
        ).single(Bool.self) ?? false
      }
      return try link.query(
        """
        SELECT EXISTS (SELECT 1 FROM stock_alert a
          LEFT JOIN stock_alert_delivery d ON d.alert_id = a.id AND d.channel = \(channel.rawValue)
          WHERE a.raised_at >= (SELECT since FROM alert_channel WHERE channel = \(channel.rawValue))
            AND d.sent_at IS NULL AND (d.claimed_until IS NULL OR d.claimed_until <= \(time)))
        """
      ).single(Bool.self) ?? false
    }
  }

  public func claimAlerts(on channel: AlertChannel, limit: Int) throws -> [StockAlert] {
    guard channel != .command else { return try claimUnsentAlerts(limit: limit) }
    let time = timestamp()
    return try write { link in try Self.claim(link, on: channel, limit: limit, time: time) }
  }

  public func markAlertsDelivered(ids: [Int64], on channel: AlertChannel) throws {
    guard channel != .command else { return try ids.forEach(markAlertSent(id:)) }
    let time = timestamp()
    try write { link in try Self.delivered(link, ids: ids, on: channel, time: time) }
  }

  public func markAlertsFailed(ids: [Int64], on channel: AlertChannel, failure: String, retryAfterSeconds: Int)
    throws
  {
    guard channel != .command else {
      return try ids.forEach { try markAlertFailed(id: $0, failure: failure, retryAfterSeconds: retryAfterSeconds) }
    }
    let retry = timestamp() + Int64(max(0, min(retryAfterSeconds, 86_400))) * 1_000
    try write { link in try Self.failed(link, ids: ids, on: channel, failure: failure, retryAt: retry) }
  }

  public func startAlertChannel(_ channel: AlertChannel) throws {
    guard channel.startsAfresh else { return }
    let time = timestamp()
    let digest: Int64? = channel == .email ? time : nil
    try write { link in
      _ = try link.execute(
        """
        INSERT INTO alert_channel (channel, since, last_digest_at) VALUES (\(channel.rawValue), \(time), \(digest))
        ON CONFLICT (channel) DO UPDATE SET since = excluded.since, last_digest_at = excluded.last_digest_at,
          claimed_until = NULL
        """)
    }
  }

  public func alertDeliveries(alertIDs: [Int64]) throws -> [Int64: [AlertDelivery]] {
    guard !alertIDs.isEmpty else { return [:] }
    let rows = try read { link in
      try link.query(
        """
        SELECT alert_id, channel, sent_at, failed_attempts, last_failure FROM stock_alert_delivery
        WHERE alert_id = ANY(\(alertIDs)) ORDER BY alert_id, channel
        """
      ).map { row in try row.values((Int64, String, Int64?, Int32, String?).self) }
    }
    var found: [Int64: [AlertDelivery]] = [:]
    for (id, channel, sent, failed, failure) in rows {
      guard let channel = AlertChannel(rawValue: channel) else { continue }
      found[id, default: []].append(
        AlertDelivery(
          channel: channel, sentAt: sent.map(Date.init(epochMilliseconds:)), failedAttempts: Int(failed),
          lastFailure: failure))
    }
    return found
  }

  public func emailDigestIsDue(everySeconds: Int) throws -> Bool {
    let time = timestamp()
    let slotIsFree = try read { link in
      try link.query(
        """
        SELECT EXISTS (SELECT 1 FROM alert_channel WHERE channel = 'email'
          AND (claimed_until IS NULL OR claimed_until <= \(time))
          AND (last_digest_at IS NULL OR last_digest_at <= \(Self.dueBefore(everySeconds, time: time))))
        """
      ).single(Bool.self) ?? false
    }
    return try slotIsFree && alertsAreOwed(on: .email)
  }

  public func claimEmailDigest(everySeconds: Int, limit: Int) throws -> [StockAlert]? {
    let time = timestamp()
    let until = time + Int64(AlertLimits.claimSeconds) * 1_000
    return try write { link -> [StockAlert]? in
      // One row: a second sender waits for the first's commit, then finds the digest claimed.
      let taken = try link.execute(
        """
        UPDATE alert_channel SET claimed_until = \(until) WHERE channel = 'email'
          AND (claimed_until IS NULL OR claimed_until <= \(time))
          AND (last_digest_at IS NULL OR last_digest_at <= \(Self.dueBefore(everySeconds, time: time)))
        """)
      guard taken == 1 else { return nil }
      let alerts = try Self.claim(link, on: .email, limit: limit, time: time)
      // Nothing owed after all (sent meanwhile): the digest is left as it was, by rolling the claim back.
      if alerts.isEmpty {
        _ = try link.execute("UPDATE alert_channel SET claimed_until = NULL WHERE channel = 'email'")
        return nil
      }
      return alerts
    }
  }

  public func finishEmailDigest(ids: [Int64], failure: String?) throws {
    let time = timestamp()
    try write { link in
      if let failure {
        // Owed again at once: the digest's own interval spaces the retry.
        try Self.failed(link, ids: ids, on: .email, failure: failure, retryAt: time)
      } else {
        try Self.delivered(link, ids: ids, on: .email, time: time)
      }
      _ = try link.execute(
        "UPDATE alert_channel SET last_digest_at = \(time), claimed_until = NULL WHERE channel = 'email'")
    }
  }

  private static func dueBefore(_ everySeconds: Int, time: Int64) -> Int64 {
    time - Int64(max(1, min(everySeconds, 7 * 86_400))) * 1_000
  }

  private static func claim(_ link: PostgresLink, on channel: AlertChannel, limit: Int, time: Int64) throws
    -> [StockAlert]
  {
    let until = time + Int64(AlertLimits.claimSeconds) * 1_000
    let claimed = try link.query(
      """
      INSERT INTO stock_alert_delivery (alert_id, channel, claimed_until)
      SELECT a.id, \(channel.rawValue), \(until) FROM stock_alert a
        LEFT JOIN stock_alert_delivery d ON d.alert_id = a.id AND d.channel = \(channel.rawValue)
        WHERE a.raised_at >= (SELECT since FROM alert_channel WHERE channel = \(channel.rawValue))
          AND d.sent_at IS NULL AND (d.claimed_until IS NULL OR d.claimed_until <= \(time))
        ORDER BY a.id LIMIT \(max(0, limit))
      ON CONFLICT (alert_id, channel) DO UPDATE SET claimed_until = excluded.claimed_until
        WHERE stock_alert_delivery.sent_at IS NULL
          AND (stock_alert_delivery.claimed_until IS NULL OR stock_alert_delivery.claimed_until <= \(time))
      RETURNING alert_id, failed_attempts, last_failure
      """
    ).map { row in try row.values((Int64, Int32, String?).self) }
    guard !claimed.isEmpty else { return [] }
    let states = Dictionary(claimed.map { ($0.0, ($0.1, $0.2)) }, uniquingKeysWith: { first, _ in first })
    return try link.query(
      """
      SELECT \(unescaped: StockAlert.postgresSelection) FROM stock_alert WHERE id = ANY(\(Array(states.keys)))
      ORDER BY id
      """
    ).map { row in
      var alert = try StockAlert(postgresRow: row)
      alert.sentAt = nil
      alert.failedAttempts = states[alert.id].map { Int($0.0) } ?? 0
      alert.lastFailure = states[alert.id]?.1
      return alert
    }
  }

  private static func delivered(_ link: PostgresLink, ids: [Int64], on channel: AlertChannel, time: Int64) throws {
    _ = try link.execute(
      """
      INSERT INTO stock_alert_delivery (alert_id, channel, sent_at)
      SELECT id, \(channel.rawValue), \(time) FROM unnest(\(ids)::bigint[]) AS id
      ON CONFLICT (alert_id, channel) DO UPDATE SET sent_at = excluded.sent_at, claimed_until = NULL
      """)
  }

  private static func failed(
    _ link: PostgresLink, ids: [Int64], on channel: AlertChannel, failure: String, retryAt: Int64
  ) throws {
    let kept = String(failure.prefix(AlertLimits.maximumFailureLength))
    _ = try link.execute(
      """
      INSERT INTO stock_alert_delivery (alert_id, channel, failed_attempts, last_failure, claimed_until)
      SELECT id, \(channel.rawValue), 1, \(kept), \(retryAt) FROM unnest(\(ids)::bigint[]) AS id
      ON CONFLICT (alert_id, channel) DO UPDATE SET failed_attempts = stock_alert_delivery.failed_attempts + 1,
        last_failure = excluded.last_failure, claimed_until = excluded.claimed_until
      """)
  }
}
