extension PostgresSchema {
  /// The ids of scans sent with one (`ScanReplaying`): a scan sent twice counts once.
  static let scanReplayIDs = PostgresMigration(
    name: "v8: scan replay ids",
    statements: [
      """
      CREATE TABLE scan_replay (
        id UUID PRIMARY KEY,
        time BIGINT NOT NULL                           -- when it was scanned, Unix epoch milliseconds
      )
      """
    ])
}
