import InventoryCore
import PostgresNIO

/// Loads archive records into an empty PostgreSQL inventory inside the caller's transaction, with the
/// schema's rules on: an item is inserted with quantity 0 and its movements move it when they are attached
/// to it (the trigger `stock_movement_reattached`, see `finish`), so each quantity comes out as the sum of the
/// item's movements. Search words are written as stockroom writes them (`SearchWords`).
struct PostgresArchiveLoader: ArchiveLoader {
  let link: PostgresLink

  /// Locks the tables against other stations' writes and refuses a database holding any record, before
  /// changing anything.
  init(link: PostgresLink, location: String) throws {
    self.link = link
    let tables = ArchiveTable.allCases.map(\.rawValue).joined(separator: ", ")
    try link.query(PostgresQuery(unsafeSQL: "LOCK TABLE \(tables) IN EXCLUSIVE MODE"))
    for table in ArchiveTable.allCases {
      // Every inventory has its default location: the source's takes its place (`ArchivedLocation.isDefault`).
      let others = table == .locations ? " WHERE NOT is_default" : ""
      let count =
        try link.query(PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(table.rawValue)\(others)")).single(Int64.self)
        ?? 0
      if count > 0 {
        throw ArchiveError.destinationNotEmpty(destination: location, table: table, count: Int(clamping: count))
      }
    }
    // The items' updated_at, put back at the end should a movement have changed it, and the movements' items.
    try link.query(
      "CREATE TEMP TABLE archive_item_time (id BIGINT PRIMARY KEY, updated_at BIGINT NOT NULL) ON COMMIT DROP")
    try link.query(
      "CREATE TEMP TABLE archive_movement_item (id BIGINT PRIMARY KEY, item_id BIGINT NOT NULL) ON COMMIT DROP")
    // Locations are loaded under no parent and named apart (`pendingNameKey`), then attached at the end.
    try link.query(
      """
      CREATE TEMP TABLE archive_location_parent (id BIGINT PRIMARY KEY, parent_id BIGINT NOT NULL,
        name_key TEXT NOT NULL) ON COMMIT DROP
      """)
    try link.query(
      """
      UPDATE location SET id = 0, name_key = \(ArchivedLocation.pendingNameKey(id: 0)), code = NULL,
        label_code = NULL
      WHERE is_default
      """)
  }

  var loaded: any ArchiveReader { PostgresArchiveReader(link: link) }

  func load(_ batch: ArchiveBatch) throws {
    switch batch {
    case .categories(let rows):
      try insert(rows, into: .categories, extra: ["words"]) { insert, row in
        insert.value(row.id)
        insert.value(row.name)
        insert.value(row.nameKey)
        insert.value(row.color)
        insert.value(SearchWords.words(in: row.name)) { "array_to_tsvector(\($0))" }
      }
    case .items(let rows):
      try insert(
        rows, into: .items, extra: ["own_words"],
        suffix: " RETURNING id, updated_at) INSERT INTO archive_item_time SELECT id, updated_at FROM loaded"
      ) { insert, row in
        insert.value(row.id)
        insert.value(row.name)
        insert.value(row.sortKey)
        insert.value(row.barcode)
        insert.value(row.barcodeKey)
        insert.literal("0")
        insert.value(row.priceMinor)
        insert.value(row.categoryID)
        insert.value(row.minimumQuantity)
        insert.value(row.targetQuantity)
        insert.value(row.notes)
        insert.value(row.createdAt)
        insert.value(row.updatedAt)
        insert.value(row.lastCountedAt)
        insert.value(row.expiryWindowDays)
        insert.value(SearchWords.ofItem(row)) { "array_to_tsvector(\($0))" }
      }
    case .itemBarcodes(let rows):
      // Each row's trigger gathers its words into its item's search words.
      try insert(rows, into: .itemBarcodes, extra: ["words"]) { insert, row in
        insert.value(row.id)
        insert.value(row.itemID)
        insert.value(row.code)
        insert.value(row.key)
        insert.value(row.unitsPerScan)
        insert.value(row.label)
        insert.value(SearchWords.ofBarcode(code: row.code, key: row.key)) { "array_to_tsvector(\($0))" }
      }
    case .locations(let rows):
      try load(rows)
    case .lots(let rows):
      try insert(rows, into: .lots) { insert, row in
        insert.value(row.id)
        insert.value(row.itemID)
        insert.value(row.locationID)
        insert.value(row.batch)
        insert.date(row.expiry)
        insert.date(row.bestBefore)
        insert.value(row.serial)
        insert.value(row.receivedAt)
        insert.literal("0")
      }
    case .movements(let rows):
      // Detached for now (see `finish`): their items are kept aside and attached all at once at the end. A lot's
      // movements are attached as they come, in their order, which is the only one that keeps each lot at 0 or
      // more; they alone never take an item or a location below 0 either (what they move is in their lots).
      try insert(rows, into: .movements) { insert, row in
        insert.value(row.id)
        insert.value(row.lotID == nil ? nil : row.itemID)
        insert.value(row.itemName)
        insert.value(row.delta)
        insert.value(row.reason)
        insert.value(row.source)
        insert.value(row.station ?? "")
        insert.value(row.time)
        insert.value(row.undoesID)
        insert.value(row.deletedItemID)
        insert.value(row.locationID)
        insert.value(row.lotID)
        insert.value(row.partOfID)
      }
      let attached = rows.filter { $0.itemID != nil && $0.lotID == nil }
      try insert(attached, into: "archive_movement_item", columns: ["id", "item_id"]) { insert, row in
        insert.value(row.id)
        insert.value(row.itemID)
      }
    case .scans(let rows):
      try insert(rows, into: .scans, write: Self.scan)
    case .actions(let rows):
      try insert(rows, into: .actions, write: Self.action)
    case .settings(let rows):
      try insert(rows, into: .settings) { insert, row in
        insert.value(row.key)
        insert.value(row.value)
      }
    case .createdCodes(let rows):
      try insert(rows, into: .createdCodes) { insert, row in
        insert.value(row.id)
        insert.value(row.kind)
        insert.value(row.content)
        insert.value(row.preview)
        insert.value(row.file)
        insert.value(row.time)
      }
    case .sessions(let rows):
      try insert(rows, into: .sessions, write: Self.session)
    case .sessionEntries(let rows):
      try insert(rows, into: .sessionEntries, write: Self.sessionEntry)
    case .sessionChoices(let rows):
      try insert(rows, into: .sessionChoices) { insert, row in
        insert.value(row.id)
        insert.value(row.sessionID)
        insert.value(row.itemID)
        insert.value(row.choice)
      }
    case .customFields(let rows):
      try insert(rows, into: .customFields, write: Self.customField)
    case .fieldValues(let rows):
      try insert(rows, into: .fieldValues, extra: ["words"]) { insert, row in
        insert.value(row.itemID)
        insert.value(row.fieldID)
        insert.value(row.value)
        insert.value(SearchWords.words(in: row.value)) { "array_to_tsvector(\($0))" }
      }
    case .alerts(let rows):
      try insert(rows, into: .alerts, write: Self.alert)
    }
  }

  /// The source's default location takes the place of this one's; a location with a parent waits, named apart,
  /// for `finish` to attach it (its parent may come later).
  private func load(_ rows: [ArchivedLocation]) throws {
    let pending = rows.filter { $0.parentID != nil }
    try insert(pending, into: "archive_location_parent", columns: ["id", "parent_id", "name_key"]) { insert, row in
      insert.value(row.id)
      insert.value(row.parentID)
      insert.value(row.nameKey)
    }
    func nameKey(_ row: ArchivedLocation) -> String {
      row.parentID == nil ? row.nameKey : ArchivedLocation.pendingNameKey(id: row.id)
    }
    for row in rows where row.isDefault {
      try link.query(
        """
        UPDATE location SET id = \(row.id), name = \(row.name), name_key = \(nameKey(row)), code = \(row.code),
          notes = \(row.notes), label_code = \(row.labelCode)
        WHERE is_default
        """)
    }
    try insert(rows.filter { !$0.isDefault }, into: .locations) { insert, row in
      insert.value(row.id)
      insert.value(row.name)
      insert.value(nameKey(row))
      insert.value(row.code)
      insert.value(row.notes)
      insert.literal("NULL")
      insert.value(row.isDefault)
      insert.value(row.labelCode)
    }
  }

  /// Inserts `rows` with as few statements as the parameter limit allows. `suffix` given, the insert is
  /// `WITH loaded AS (INSERT ... suffix`.
  private func insert<Row>(
    _ rows: [Row], into table: ArchiveTable, extra: [String] = [], suffix: String? = nil,
    write: (inout ArchiveInsert, Row) -> Void
  ) throws {
    try insert(rows, into: table.rawValue, columns: table.columns + extra, suffix: suffix, write: write)
  }

  private func insert<Row>(
    _ rows: [Row], into table: String, columns: [String], suffix: String? = nil,
    write: (inout ArchiveInsert, Row) -> Void
  ) throws {
    let perStatement = max(1, ArchiveInsert.maximumParameters / columns.count)
    var start = rows.startIndex
    while start < rows.endIndex {
      let end = min(start + perStatement, rows.endIndex)
      var statement = ArchiveInsert()
      for row in rows[start..<end] {
        write(&statement, row)
        statement.endRow()
      }
      var query = statement.query(into: table, columns: columns, suffix: suffix ?? "")
      if suffix != nil { query.sql = "WITH loaded AS (" + query.sql }
      try link.query(query)
      start = end
    }
  }

  /// Attaches the movements to their items in one statement: the schema's statement trigger
  /// (`stock_movement_reattached`) adds each item's movements to its quantity at once, one update per item
  /// rather than one per movement (100,000 items with 300,000 movements: 25 s for the whole copy rather than
  /// 34 s), and only the final quantities must lie within the limits, as they do in the source.
  func finish(idCounters: ArchiveIDCounters) throws {
    try link.query(
      """
      UPDATE stock_movement SET item_id = moved.item_id FROM archive_movement_item moved
      WHERE moved.id = stock_movement.id
      """)
    try link.query(
      """
      UPDATE item SET updated_at = t.updated_at FROM archive_item_time t
      WHERE t.id = item.id AND item.updated_at <> t.updated_at
      """)
    try link.query(
      """
      UPDATE location SET parent_id = p.parent_id, name_key = p.name_key FROM archive_location_parent p
      WHERE p.id = location.id
      """)
    // Each identity goes on from the source's counter (or the highest id loaded, for created codes, whose ids
    // SQLite may hand out again).
    for table in ArchiveTable.allCases where table.hasIDs {
      let counter = idCounters[table] ?? 0
      try link.query(
        PostgresQuery(
          unsafeSQL: """
            SELECT setval(pg_get_serial_sequence('\(table.rawValue)', 'id'), greatest($1, max(id), 1),
              greatest($1, max(id)) > 0)
            FROM \(table.rawValue)
            """, binds: Self.bindings(Int64(counter))))
    }
  }

  private static func bindings(_ value: Int64) -> PostgresBindings {
    var bindings = PostgresBindings()
    bindings.append(value)
    return bindings
  }

  private static func scan(_ insert: inout ArchiveInsert, _ row: ArchivedScan) {
    insert.value(row.id)
    insert.value(row.code)
    insert.value(row.symbology)
    insert.value(row.source)
    insert.value(row.station ?? "")
    insert.value(row.qualityOverall)
    insert.value(row.qualitySharpness)
    insert.value(row.qualityContrast)
    insert.value(row.qualityBrightness)
    insert.value(row.qualityConfidence)
    insert.value(row.time)
    insert.value(row.outcome)
    insert.value(row.itemID)
    insert.value(row.detail)
    insert.value(row.deletedItemID)
    insert.value(row.gs1)
    insert.value(row.gtin)
    insert.value(row.expiry)
    insert.value(row.bestBefore)
    insert.value(row.batch)
    insert.value(row.serial)
    insert.value(row.unitCount)
  }

  private static func action(_ insert: inout ArchiveInsert, _ row: ArchivedAction) {
    insert.value(row.id)
    insert.value(row.time)
    insert.value(row.station)
    insert.value(row.session)
    insert.value(row.kind)
    insert.value(row.itemID)
    insert.value(row.itemName)
    insert.value(row.movementID)
    insert.value(row.before)
    insert.value(row.after)
    insert.value(row.targetID)
    insert.value(row.undone)
    insert.value(row.summary)
  }
}

extension PostgresArchiveLoader {
  fileprivate static func session(_ insert: inout ArchiveInsert, _ row: ArchivedSession) {
    insert.value(row.id)
    insert.value(row.kind)
    insert.value(row.state)
    insert.value(row.scopeCategoryID)
    insert.value(row.scopeUncategorised)
    insert.value(row.scopeSearch)
    insert.value(row.uncountedDefault)
    insert.value(row.note)
    insert.value(row.station)
    insert.value(row.startedAt)
    insert.value(row.closedAt)
    insert.value(row.closedBy)
    insert.value(row.scopeLocationID)
    insert.value(row.scopeWithSublocations)
  }

  fileprivate static func sessionEntry(_ insert: inout ArchiveInsert, _ row: ArchivedSessionEntry) {
    insert.value(row.id)
    insert.value(row.sessionID)
    insert.value(row.itemID)
    insert.value(row.code)
    insert.value(row.codeKey)
    insert.value(row.delta)
    insert.value(row.expected)
    insert.value(row.station)
    insert.value(row.source)
    insert.value(row.time)
    insert.value(row.locationID)
    insert.value(row.lotBatch)
    insert.date(row.lotExpiry)
    insert.date(row.lotBestBefore)
    insert.value(row.lotSerial)
  }
}

extension SearchWords {
  /// An archived item's own words, as `ofItem` makes them for a new one.
  static func ofItem(_ item: ArchivedItem) -> [String] {
    words(in: item.name) + words(in: item.barcode ?? "") + words(in: item.barcodeKey ?? "") + words(in: item.notes)
  }
}
