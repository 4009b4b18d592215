import InventoryCore

extension PostgresSchema {
  /// Each alert channel's own delivery (issue 24): the SQLite store's v19 tables. Claims are taken with
  /// `INSERT ... ON CONFLICT DO UPDATE ... WHERE` on a delivery row and a conditional `UPDATE` of the e-mail
  /// channel's row, so two senders at once wait on the row and the second finds it claimed.
  static let alertChannels = PostgresMigration(
    name: "v19: delivery of alerts per channel",
    statements: [
      """
      CREATE TABLE alert_channel (
        channel TEXT PRIMARY KEY CHECK (channel IN ('desktop', 'email')),
        since BIGINT NOT NULL,                         -- alerts raised from then on (Unix ms) are owed on it
        last_digest_at BIGINT,                         -- e-mail: when the last digest went or was tried
        claimed_until BIGINT                           -- e-mail: a sender is making a digest until then
      )
      """,
      """
      INSERT INTO alert_channel (channel, since, last_digest_at)
      VALUES ('desktop', (extract(epoch FROM clock_timestamp()) * 1000)::bigint, NULL),
        ('email', (extract(epoch FROM clock_timestamp()) * 1000)::bigint,
          (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
      """,
      """
      CREATE TABLE stock_alert_delivery (
        alert_id BIGINT NOT NULL,                      -- stock_alert.id (alerts are never deleted)
        channel TEXT NOT NULL CHECK (channel IN ('desktop', 'email')),
        sent_at BIGINT,
        failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
        last_failure TEXT CHECK (length(last_failure) <= \(AlertLimits.maximumFailureLength)),
        claimed_until BIGINT,
        PRIMARY KEY (alert_id, channel)
      )
      """,
      "CREATE INDEX stock_alert_by_raised_at ON stock_alert (raised_at)",
    ])
}
