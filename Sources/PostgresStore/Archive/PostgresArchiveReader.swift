import InventoryCore
import PostgresNIO

/// Reads a PostgreSQL inventory's tables as archive records, inside the caller's transaction (REPEATABLE
/// READ: every batch from one snapshot).
struct PostgresArchiveReader: ArchiveReader {
  let link: PostgresLink

  func read(_ table: ArchiveTable, after position: ArchivePosition, limit: Int) throws -> ArchiveBatch {
    var bindings = PostgresBindings()
    // Keys compare as bytes ("C"), as SQLite's BINARY does: both stores list settings in one order.
    let order = table == .settings ? "key COLLATE \"C\"" : "id"
    if table == .settings { bindings.append(position.key) } else { bindings.append(position.id) }
    bindings.append(Int64(limit))
    let rows = try link.query(
      PostgresQuery(
        unsafeSQL: """
          SELECT \(table.columns.joined(separator: ", ")) FROM \(table.rawValue)
          WHERE \(order) > $1 ORDER BY \(order) LIMIT $2
          """, binds: bindings))
    switch table {
    case .categories: return .categories(try rows.map(ArchivedCategory.init(postgresRow:)))
    case .items: return .items(try rows.map(ArchivedItem.init(postgresRow:)))
    case .itemBarcodes: return .itemBarcodes(try rows.map(ArchivedItemBarcode.init(postgresRow:)))
    case .movements: return .movements(try rows.map(ArchivedMovement.init(postgresRow:)))
    case .scans: return .scans(try rows.map(ArchivedScan.init(postgresRow:)))
    case .actions: return .actions(try rows.map(ArchivedAction.init(postgresRow:)))
    case .settings:
      return .settings(
        try rows.map { row in
          let (key, value) = try row.values((String, String).self)
          return ArchivedSetting(key: key, value: value)
        })
    case .createdCodes: return .createdCodes(try rows.map(ArchivedCreatedCode.init(postgresRow:)))
    case .sessions: return .sessions(try rows.map(ArchivedSession.init(postgresRow:)))
    case .sessionEntries: return .sessionEntries(try rows.map(ArchivedSessionEntry.init(postgresRow:)))
    case .sessionChoices: return .sessionChoices(try rows.map(ArchivedSessionChoice.init(postgresRow:)))
    }
  }

  /// The larger of each identity's last value and the highest id present.
  func idCounters() throws -> ArchiveIDCounters {
    var counters: ArchiveIDCounters = [:]
    for table in ArchiveTable.neverReusedIDs {
      let row = try link.query(
        PostgresQuery(
          unsafeSQL: """
            SELECT coalesce(pg_sequence_last_value(pg_get_serial_sequence('\(table.rawValue)', 'id')::regclass), 0),
              coalesce((SELECT max(id) FROM \(table.rawValue)), 0)
            """)
      ).first
      let (sequence, highest) = try row?.values((Int64, Int64).self) ?? (Int64(0), Int64(0))
      counters[table] = max(sequence, highest)
    }
    return counters
  }
}
