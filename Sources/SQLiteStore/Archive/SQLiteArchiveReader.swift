import GRDB
import InventoryCore

/// Reads a SQLite inventory's tables as archive records, inside the caller's read transaction (one snapshot).
struct SQLiteArchiveReader: ArchiveReader {
  let db: Database

  func read(_ table: ArchiveTable, after position: ArchivePosition, limit: Int) throws -> ArchiveBatch {
    // BINARY, SQLite's default collation, orders settings' keys as UTF-8 bytes (as PostgreSQL's "C").
    let order = table.orderColumns.joined(separator: ", ")
    let statement = try db.cachedStatement(
      sql: """
        SELECT \(table.columns.joined(separator: ", ")) FROM \(table.rawValue)
        WHERE (\(order)) > (\(table.orderColumns.map { _ in "?" }.joined(separator: ", "))) ORDER BY \(order) LIMIT ?
        """)
    let after: StatementArguments =
      switch table {
      case .settings: [position.key]
      case .fieldValues: [position.pair.0, position.pair.1]
      default: [position.id]
      }
    let rows = try Row.fetchCursor(statement, arguments: after + [limit])
    func records<Record>(_ make: (ArchiveRowValues) throws -> Record) throws -> [Record] {
      var records: [Record] = []
      while let row = try rows.next() { records.append(try make(ArchiveRowValues(row: row, table: table))) }
      return records
    }
    switch table {
    case .categories: return .categories(try records(Self.category))
    case .items: return .items(try records(Self.item))
    case .itemBarcodes: return .itemBarcodes(try records(Self.itemBarcode))
    case .locations: return .locations(try records(Self.location))
    case .lots: return .lots(try records(Self.lot))
    case .movements: return .movements(try records(Self.movement))
    case .scans: return .scans(try records(Self.scan))
    case .actions: return .actions(try records(Self.action))
    case .settings: return .settings(try records { ArchivedSetting(key: try $0.text(0), value: try $0.text(1)) })
    case .createdCodes: return .createdCodes(try records(Self.createdCode))
    case .sessions: return .sessions(try records(Self.session))
    case .sessionEntries: return .sessionEntries(try records(Self.sessionEntry))
    case .sessionChoices: return .sessionChoices(try records(Self.sessionChoice))
    case .customFields: return .customFields(try records(Self.customField))
    case .fieldValues:
      return .fieldValues(
        try records { ArchivedFieldValue(itemID: try $0.integer(0), fieldID: try $0.integer(1), value: try $0.text(2)) }
      )
    case .alerts: return .alerts(try records(Self.alert))
    }
  }

  /// The larger of `sqlite_sequence` (AUTOINCREMENT's memory of ids handed out) and the highest id present.
  func idCounters() throws -> ArchiveIDCounters {
    var counters: ArchiveIDCounters = [:]
    for table in ArchiveTable.neverReusedIDs {
      let sequence =
        try Int64.fetchOne(db, sql: "SELECT max(seq) FROM sqlite_sequence WHERE name = ?", arguments: [table.rawValue])
        ?? 0
      let highest = try Int64.fetchOne(db, sql: "SELECT max(id) FROM \(table.rawValue)") ?? 0
      counters[table] = max(sequence, highest)
    }
    return counters
  }

  private static func category(_ row: ArchiveRowValues) throws -> ArchivedCategory {
    ArchivedCategory(id: try row.integer(0), name: try row.text(1), nameKey: try row.text(2), color: try row.text(3))
  }

  private static func item(_ row: ArchiveRowValues) throws -> ArchivedItem {
    ArchivedItem(
      id: try row.integer(0), name: try row.text(1), sortKey: try row.text(2), barcode: try row.optionalText(3),
      barcodeKey: try row.optionalText(4), quantity: try row.integer(5), priceMinor: try row.optionalInteger(6),
      categoryID: try row.optionalInteger(7), minimumQuantity: try row.integer(8),
      targetQuantity: try row.optionalInteger(9), notes: try row.text(10), createdAt: try row.integer(11),
      updatedAt: try row.integer(12), lastCountedAt: try row.optionalInteger(13),
      expiryWindowDays: try row.optionalInteger(14))
  }

  private static func itemBarcode(_ row: ArchiveRowValues) throws -> ArchivedItemBarcode {
    ArchivedItemBarcode(
      id: try row.integer(0), itemID: try row.integer(1), code: try row.text(2), key: try row.text(3),
      unitsPerScan: try row.integer(4), label: try row.text(5))
  }

  private static func movement(_ row: ArchiveRowValues) throws -> ArchivedMovement {
    ArchivedMovement(
      id: try row.integer(0), itemID: try row.optionalInteger(1), itemName: try row.text(2), delta: try row.integer(3),
      reason: try row.text(4), source: try row.text(5), station: try row.optionalText(6), time: try row.integer(7),
      undoesID: try row.optionalInteger(8), deletedItemID: try row.optionalInteger(9),
      locationID: try row.optionalInteger(10), lotID: try row.optionalInteger(11), partOfID: try row.optionalInteger(12)
    )
  }

  private static func scan(_ row: ArchiveRowValues) throws -> ArchivedScan {
    ArchivedScan(
      id: try row.integer(0), code: try row.text(1), symbology: try row.optionalText(2), source: try row.text(3),
      station: try row.optionalText(4), qualityOverall: try row.optionalReal(5),
      qualitySharpness: try row.optionalReal(6), qualityContrast: try row.optionalReal(7),
      qualityBrightness: try row.optionalReal(8), qualityConfidence: try row.optionalReal(9), time: try row.integer(10),
      outcome: try row.text(11), itemID: try row.optionalInteger(12), detail: try row.text(13),
      deletedItemID: try row.optionalInteger(14), gs1: try row.optionalText(15), gtin: try row.optionalText(16),
      expiry: try row.optionalText(17), bestBefore: try row.optionalText(18), batch: try row.optionalText(19),
      serial: try row.optionalText(20), unitCount: try row.optionalInteger(21))
  }

  private static func action(_ row: ArchiveRowValues) throws -> ArchivedAction {
    ArchivedAction(
      id: try row.integer(0), time: try row.integer(1), station: try row.text(2), session: try row.text(3),
      kind: try row.text(4), itemID: try row.optionalInteger(5), itemName: try row.text(6),
      movementID: try row.optionalInteger(7), before: try row.optionalText(8), after: try row.optionalText(9),
      targetID: try row.optionalInteger(10), undone: try row.flag(11), summary: try row.text(12))
  }

  private static func createdCode(_ row: ArchiveRowValues) throws -> ArchivedCreatedCode {
    ArchivedCreatedCode(
      id: try row.integer(0), kind: try row.text(1), content: try row.text(2), preview: try row.text(3),
      file: try row.optionalText(4), time: try row.integer(5))
  }

  private static func session(_ row: ArchiveRowValues) throws -> ArchivedSession {
    ArchivedSession(
      id: try row.integer(0), kind: try row.text(1), state: try row.text(2),
      scopeCategoryID: try row.optionalInteger(3),
      scopeUncategorised: try row.flag(4), scopeSearch: try row.text(5), uncountedDefault: try row.text(6),
      note: try row.text(7), station: try row.text(8), startedAt: try row.integer(9),
      closedAt: try row.optionalInteger(10), closedBy: try row.optionalText(11),
      scopeLocationID: try row.optionalInteger(12), scopeWithSublocations: try row.flag(13))
  }

  private static func sessionEntry(_ row: ArchiveRowValues) throws -> ArchivedSessionEntry {
    ArchivedSessionEntry(
      id: try row.integer(0), sessionID: try row.integer(1), itemID: try row.optionalInteger(2),
      code: try row.optionalText(3), codeKey: try row.optionalText(4), delta: try row.integer(5),
      expected: try row.optionalInteger(6), station: try row.text(7), source: try row.text(8), time: try row.integer(9),
      locationID: try row.optionalInteger(10), lotBatch: try row.optionalText(11), lotExpiry: try row.optionalText(12),
      lotBestBefore: try row.optionalText(13), lotSerial: try row.optionalText(14))
  }

  private static func sessionChoice(_ row: ArchiveRowValues) throws -> ArchivedSessionChoice {
    ArchivedSessionChoice(
      id: try row.integer(0), sessionID: try row.integer(1), itemID: try row.integer(2), choice: try row.text(3))
  }
}
