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
      // Every inventory has its default location: the source's takes its place (`ArchivedLocation.isDefault`).
      let others = table == .locations ? " WHERE is_default = 0" : ""
      let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.rawValue)\(others)") ?? 0
      if count > 0 { throw ArchiveError.destinationNotEmpty(destination: location, table: table, count: count) }
    }
    // Loading a movement sets its item's updated_at to the movement's time: the items' own are put back at the end.
    try db.execute(sql: "CREATE TEMP TABLE archive_item_time (id INTEGER PRIMARY KEY, updated_at INTEGER NOT NULL)")
    // Locations are loaded under no parent and named apart (`pendingNameKey`), then attached at the end.
    try db.execute(
      sql: """
        CREATE TEMP TABLE archive_location_parent (
          id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL, name_key TEXT NOT NULL);
        UPDATE location SET id = 0, name_key = ?, code = NULL, label_code = NULL WHERE is_default = 1;
        """, arguments: [ArchivedLocation.pendingNameKey(id: 0)])
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
          row.expiryWindowDays,
        ])
        try time.execute(arguments: [row.id, row.updatedAt])
      }
    case .itemBarcodes(let rows):
      for row in rows { try run([row.id, row.itemID, row.code, row.key, row.unitsPerScan, row.label]) }
    case .locations(let rows):
      try load(rows, inserting: insert)
    case .lots(let rows):
      for row in rows {
        try run([
          row.id, row.itemID, row.locationID, row.batch, row.expiry, row.bestBefore, row.serial, row.receivedAt, 0,
        ])
      }
    case .movements(let rows):
      for row in rows {
        try run([
          row.id, row.itemID, row.itemName, row.delta, row.reason, row.source, row.station, row.time, row.undoesID,
          row.deletedItemID, row.locationID, row.lotID, row.partOfID,
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
          row.uncountedDefault, row.note, row.station, row.startedAt, row.closedAt, row.closedBy, row.scopeLocationID,
          row.scopeWithSublocations ? 1 : 0,
        ])
      }
    case .sessionEntries(let rows):
      for row in rows {
        try run([
          row.id, row.sessionID, row.itemID, row.code, row.codeKey, row.delta, row.expected, row.station, row.source,
          row.time, row.locationID, row.lotBatch, row.lotExpiry, row.lotBestBefore, row.lotSerial,
        ])
      }
    case .sessionChoices(let rows):
      for row in rows { try run([row.id, row.sessionID, row.itemID, row.choice]) }
    case .customFields(let rows):
      for row in rows {
        try run([
          row.id, row.name, row.nameKey, row.kind, row.unit, row.minimum, row.maximum, row.choices, row.categoryID,
          row.required ? 1 : 0, row.defaultValue, row.position, row.removedAt,
        ])
      }
    case .fieldValues(let rows):
      for row in rows { try run([row.itemID, row.fieldID, row.value]) }
    case .alerts(let rows):
      for row in rows {
        try run([
          row.id, row.itemID, row.itemName, row.kind, row.quantity, row.minimum, row.raisedAt, row.station,
          row.endedAt, row.acknowledgedAt, row.sentAt, row.failedAttempts, row.lastFailure, row.claimedUntil,
          row.lotID, row.lotBatch, row.lotUseBy,
        ])
      }
    }
  }

  /// The source's default location takes the place of this one's; a location with a parent waits, named apart,
  /// for `finish` to attach it (its parent may come later).
  private func load(_ rows: [ArchivedLocation], inserting insert: Statement) throws {
    let pending = try db.cachedStatement(
      sql: "INSERT INTO temp.archive_location_parent (id, parent_id, name_key) VALUES (?, ?, ?)")
    for row in rows {
      var nameKey = row.nameKey
      if let parentID = row.parentID {
        try pending.execute(arguments: [row.id, parentID, row.nameKey])
        nameKey = ArchivedLocation.pendingNameKey(id: row.id)
      }
      let values: [(any DatabaseValueConvertible)?] = [
        row.id, row.name, nameKey, row.code, row.notes, nil, row.isDefault ? 1 : 0, row.labelCode,
      ]
      if row.isDefault {
        try db.execute(
          sql: """
            UPDATE location SET id = ?, name = ?, name_key = ?, code = ?, notes = ?, parent_id = ?, is_default = ?,
              label_code = ?
            WHERE is_default = 1
            """, arguments: StatementArguments(values))
      } else {
        try insert.execute(arguments: StatementArguments(values))
      }
    }
  }

  func finish(idCounters: ArchiveIDCounters) throws {
    try db.execute(
      sql: """
        UPDATE item SET updated_at = (SELECT updated_at FROM temp.archive_item_time t WHERE t.id = item.id)
        WHERE updated_at <> (SELECT updated_at FROM temp.archive_item_time t WHERE t.id = item.id);
        DROP TABLE temp.archive_item_time;
        UPDATE location SET
          parent_id = (SELECT parent_id FROM temp.archive_location_parent p WHERE p.id = location.id),
          name_key = (SELECT name_key FROM temp.archive_location_parent p WHERE p.id = location.id)
        WHERE id IN (SELECT id FROM temp.archive_location_parent);
        DROP TABLE temp.archive_location_parent;
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
