import GRDB
import InventoryCore

/// Migration v19 (issue 24): each alert channel's own delivery.
extension Schema {
  static let alertChannelsMigration = "v19: delivery of alerts per channel"

  /// `alert_channel`: per channel other than the command (whose state stays in `stock_alert`), when it started
  /// (alerts raised before are not owed on it) and, for the e-mail digest, when the last one went and which
  /// sender is making one now. `stock_alert_delivery`: one row per alert and channel once a sender claimed it,
  /// with the same sent / failed / claimed columns the command channel has. Both channels start at the upgrade:
  /// alerts raised before it are not replayed as notifications or mail. Neither table is archived: delivery is
  /// this store's (an inventory filled from an archive starts its channels then, as here).
  /// The time now in Unix milliseconds, in SQL.
  static let nowMilliseconds = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"

  static func alertChannels(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE alert_channel (
          channel TEXT PRIMARY KEY CHECK (channel IN ('desktop', 'email')),
          since INTEGER NOT NULL,                   -- alerts raised from then on (Unix ms) are owed on it
          last_digest_at INTEGER,                   -- e-mail: when the last digest went or was tried
          claimed_until INTEGER                     -- e-mail: a sender is making a digest until then
        );
        INSERT INTO alert_channel (channel, since, last_digest_at)
        VALUES ('desktop', \(nowMilliseconds), NULL),
          ('email', \(nowMilliseconds), \(nowMilliseconds));
        CREATE TABLE stock_alert_delivery (
          alert_id INTEGER NOT NULL,                -- stock_alert.id (alerts are never deleted)
          channel TEXT NOT NULL CHECK (channel IN ('desktop', 'email')),
          sent_at INTEGER,
          failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
          last_failure TEXT CHECK (length(last_failure) <= \(AlertLimits.maximumFailureLength)),
          claimed_until INTEGER,
          PRIMARY KEY (alert_id, channel)
        ) WITHOUT ROWID;
        CREATE INDEX stock_alert_by_raised_at ON stock_alert(raised_at);
        """)
  }
}
