import InventoryCore
import PostgresNIO

/// Reads a PostgreSQL inventory's tables as archive records, inside the caller's transaction (REPEATABLE
/// READ: every batch from one snapshot).
struct PostgresArchiveReader: ArchiveReader {
  let link: PostgresLink

  func read(_ table: ArchiveTable, after position: ArchivePosition, limit: Int) throws -> ArchiveBatch {
    var bindings = PostgresBindings()
    // Keys compare as bytes ("C"), as SQLite's BINARY does: both stores list settings in one order.
    let order = table == .settings ? "key COLLATE \"C\"" : table.orderColumns.joined(separator: ", ")
    switch table {
    case .settings: bindings.append(position.key)
    case .fieldValues:
      bindings.append(position.pair.0)
      bindings.append(position.pair.1)
    default: bindings.append(position.id)
    }
    let after = (1...bindings.count).map { "$\($0)" }.joined(separator: ", ")
    bindings.append(Int64(limit))
    // Dates are read as the "YYYY-MM-DD" text SQLite keeps.
    let dates: Set = ["expiry", "best_before", "lot_expiry", "lot_best_before"]
    let selection = table.columns.map {
      [.lots, .sessionEntries].contains(table) && dates.contains($0) ? "\($0)::text" : $0
    }
    let rows = try link.query(
      PostgresQuery(
        unsafeSQL: """
          SELECT \(selection.joined(separator: ", ")) FROM \(table.rawValue)
          WHERE (\(order)) > (\(after)) ORDER BY \(order) LIMIT $\(bindings.count)
          """, binds: bindings))
    switch table {
    case .categories: return .categories(try rows.map(ArchivedCategory.init(postgresRow:)))
    case .items: return .items(try rows.map(ArchivedItem.init(postgresRow:)))
    case .itemBarcodes: return .itemBarcodes(try rows.map(ArchivedItemBarcode.init(postgresRow:)))
    case .locations: return .locations(try rows.map(ArchivedLocation.init(postgresRow:)))
    case .lots: return .lots(try rows.map(ArchivedLot.init(postgresRow:)))
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
    case .customFields: return .customFields(try rows.map(ArchivedCustomField.init(postgresRow:)))
    case .fieldValues:
      return .fieldValues(
        try rows.map { row in
          let (itemID, fieldID, value) = try row.values((Int64, Int64, String).self)
          return ArchivedFieldValue(itemID: itemID, fieldID: fieldID, value: value)
        })
    case .alerts: return .alerts(try rows.map(ArchivedAlert.init(postgresRow:)))
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
