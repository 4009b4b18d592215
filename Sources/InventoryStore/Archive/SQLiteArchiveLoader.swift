import GRDB
import InventoryCore

/// Loads archive records into an empty SQLite inventory inside the caller's write transaction, with the
/// schema's triggers on: an item arrives with quantity 0 and its movements move it (the trigger
/// `stock_movement_applies`), the search index fills itself, the limits are checked.
struct SQLiteArchiveLoader: ArchiveLoader {
  let db: Database

  /// Refuses a database holding any record, before changing anything.
  init(_ db: Database, location: String) throws {
    self.db = db
    for table in ArchiveTable.allCases {
      let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.rawValue)") ?? 0
      if count > 0 { throw ArchiveError.destinationNotEmpty(destination: location, table: table, count: count) }
    }
    // Loading a movement sets its item's updated_at to the movement's time: the items' own are put back at the end.
    try db.execute(sql: "CREATE TEMP TABLE archive_item_time (id INTEGER PRIMARY KEY, updated_at INTEGER NOT NULL)")
  }

  var loaded: any ArchiveReader { SQLiteArchiveReader(db: db) }

  func load(_ batch: ArchiveBatch) throws {
    let table = batch.table
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO \(table.rawValue) (\(table.columns.joined(separator: ", ")))
        VALUES (\(Array(repeating: "?", count: table.columns.count).joined(separator: ", ")))
        """)
    func run(_ values: [(any DatabaseValueConvertible)?]) throws {
      try insert.execute(arguments: StatementArguments(values))
    }
    switch batch {
    case .categories(let rows):
      for row in rows { try run([row.id, row.name, row.nameKey, row.color]) }
    case .items(let rows):
      let time = try db.cachedStatement(sql: "INSERT INTO temp.archive_item_time (id, updated_at) VALUES (?, ?)")
      for row in rows {
        try run([
          row.id, row.name, row.sortKey, row.barcode, row.barcodeKey, 0, row.priceMinor, row.categoryID,
          row.minimumQuantity, row.targetQuantity, row.notes, row.createdAt, row.updatedAt, row.lastCountedAt,
        ])
        try time.execute(arguments: [row.id, row.updatedAt])
      }
    case .itemBarcodes(let rows):
      for row in rows { try run([row.id, row.itemID, row.code, row.key, row.unitsPerScan, row.label]) }
    case .movements(let rows):
      for row in rows {
        try run([
          row.id, row.itemID, row.itemName, row.delta, row.reason, row.source, row.station, row.time, row.undoesID,
          row.deletedItemID,
        ])
      }
    case .scans(let rows):
      for row in rows {
        try run([
          row.id, row.code, row.symbology, row.source, row.station, row.qualityOverall, row.qualitySharpness,
          row.qualityContrast, row.qualityBrightness, row.qualityConfidence, row.time, row.outcome, row.itemID,
          row.detail, row.deletedItemID, row.gs1, row.gtin, row.expiry, row.bestBefore, row.batch, row.serial,
          row.unitCount,
        ])
      }
    case .actions(let rows):
      for row in rows {
        try run([
          row.id, row.time, row.station, row.session, row.kind, row.itemID, row.itemName, row.movementID, row.before,
          row.after, row.targetID, row.undone ? 1 : 0, row.summary,
        ])
      }
    case .settings(let rows):
      for row in rows { try run([row.key, row.value]) }
    case .createdCodes(let rows):
      for row in rows { try run([row.id, row.kind, row.content, row.preview, row.file, row.time]) }
    case .sessions(let rows):
      for row in rows {
        try run([
          row.id, row.kind, row.state, row.scopeCategoryID, row.scopeUncategorised ? 1 : 0, row.scopeSearch,
          row.uncountedDefault, row.note, row.station, row.startedAt, row.closedAt, row.closedBy,
        ])
      }
    case .sessionEntries(let rows):
      for row in rows {
        try run([
          row.id, row.sessionID, row.itemID, row.code, row.codeKey, row.delta, row.expected, row.station, row.source,
          row.time,
        ])
      }
    case .sessionChoices(let rows):
      for row in rows { try run([row.id, row.sessionID, row.itemID, row.choice]) }
    }
  }

  func finish(idCounters: ArchiveIDCounters) throws {
    try db.execute(
      sql: """
        UPDATE item SET updated_at = (SELECT updated_at FROM temp.archive_item_time t WHERE t.id = item.id)
        WHERE updated_at <> (SELECT updated_at FROM temp.archive_item_time t WHERE t.id = item.id);
        DROP TABLE temp.archive_item_time;
        """)
    // AUTOINCREMENT remembers the highest id handed out in sqlite_sequence (one row per table, no key).
    for table in ArchiveTable.neverReusedIDs {
      guard let counter = idCounters[table], counter > 0 else { continue }
      try db.execute(
        sql: "UPDATE sqlite_sequence SET seq = ? WHERE name = ?", arguments: [counter, table.rawValue])
      if db.changesCount == 0 {
        try db.execute(
          sql: "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", arguments: [table.rawValue, counter])
      }
    }
  }
}
