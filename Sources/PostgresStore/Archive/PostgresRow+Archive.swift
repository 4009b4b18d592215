import InventoryCore
import PostgresNIO

/// Rows → archive records, column for column (`ArchiveTable.columns`). A movement's or scan's station is ""
/// on this store when none was recorded (the column is NOT NULL; SQLite keeps NULL): read back as nil.
extension ArchivedCategory {
  init(postgresRow row: PostgresRow) throws {
    let (id, name, nameKey, color) = try row.values((Int64, String, String, String).self)
    self.init(id: id, name: name, nameKey: nameKey, color: color)
  }
}

extension ArchivedItem {
  init(postgresRow row: PostgresRow) throws {
    let (
      id, name, sortKey, barcode, barcodeKey, quantity, price, categoryID, minimum, target, notes, created, updated,
      counted, window
    ) =
      try row.values(
        (
          Int64, String, String, String?, String?, Int64, Int64?, Int64?, Int64, Int64?, String, Int64, Int64, Int64?,
          Int64?
        ).self)
    self.init(
      id: id, name: name, sortKey: sortKey, barcode: barcode, barcodeKey: barcodeKey, quantity: quantity,
      priceMinor: price, categoryID: categoryID, minimumQuantity: minimum, targetQuantity: target, notes: notes,
      createdAt: created, updatedAt: updated, lastCountedAt: counted, expiryWindowDays: window)
  }
}

extension ArchivedItemBarcode {
  init(postgresRow row: PostgresRow) throws {
    let (id, itemID, code, key, units, label) = try row.values((Int64, Int64, String, String, Int64, String).self)
    self.init(id: id, itemID: itemID, code: code, key: key, unitsPerScan: units, label: label)
  }
}

extension ArchivedMovement {
  init(postgresRow row: PostgresRow) throws {
    let (id, itemID, itemName, delta, reason, source, station, time, undoes, deletedItemID, location, lot, partOf) =
      try row.values(
        (Int64, Int64?, String, Int64, String, String, String, Int64, Int64?, Int64?, Int64?, Int64?, Int64?).self)
    self.init(
      id: id, itemID: itemID, itemName: itemName, delta: delta, reason: reason, source: source,
      station: station.isEmpty ? nil : station, time: time, undoesID: undoes, deletedItemID: deletedItemID,
      locationID: location, lotID: lot, partOfID: partOf)
  }
}

extension ArchivedScan {
  init(postgresRow row: PostgresRow) throws {
    let (
      id, code, symbology, source, station, overall, sharpness, contrast, brightness, confidence, time, outcome,
      itemID, detail, deletedItemID, gs1, gtin, expiry, bestBefore, batch, serial, unitCount
    ) = try row.values(
      (
        Int64, String, String?, String, String, Double?, Double?, Double?, Double?, Double?, Int64, String, Int64?,
        String, Int64?, String?, String?, String?, String?, String?, String?, Int64?
      ).self)
    self.init(
      id: id, code: code, symbology: symbology, source: source, station: station.isEmpty ? nil : station,
      qualityOverall: overall, qualitySharpness: sharpness, qualityContrast: contrast, qualityBrightness: brightness,
      qualityConfidence: confidence, time: time, outcome: outcome, itemID: itemID, detail: detail,
      deletedItemID: deletedItemID, gs1: gs1, gtin: gtin, expiry: expiry, bestBefore: bestBefore, batch: batch,
      serial: serial, unitCount: unitCount)
  }
}

extension ArchivedAction {
  init(postgresRow row: PostgresRow) throws {
    let (id, time, station, session, kind, itemID, itemName, movementID, before, after, target, undone, summary) =
      try row.values(
        (Int64, Int64, String, String, String, Int64?, String, Int64?, String?, String?, Int64?, Bool, String).self)
    self.init(
      id: id, time: time, station: station, session: session, kind: kind, itemID: itemID, itemName: itemName,
      movementID: movementID, before: before, after: after, targetID: target, undone: undone, summary: summary)
  }
}

extension ArchivedCreatedCode {
  init(postgresRow row: PostgresRow) throws {
    let (id, kind, content, preview, file, time) = try row.values((Int64, String, String, String, String?, Int64).self)
    self.init(id: id, kind: kind, content: content, preview: preview, file: file, time: time)
  }
}

extension ArchivedSession {
  init(postgresRow row: PostgresRow) throws {
    let (
      id, kind, state, categoryID, uncategorised, search, uncounted, note, station, started, closed, closedBy,
      locationID, withSublocations
    ) =
      try row.values(
        (Int64, String, String, Int64?, Bool, String, String, String, String, Int64, Int64?, String?, Int64?, Bool)
          .self)
    self.init(
      id: id, kind: kind, state: state, scopeCategoryID: categoryID, scopeUncategorised: uncategorised,
      scopeSearch: search, uncountedDefault: uncounted, note: note, station: station, startedAt: started,
      closedAt: closed, closedBy: closedBy, scopeLocationID: locationID, scopeWithSublocations: withSublocations)
  }
}

extension ArchivedSessionEntry {
  init(postgresRow row: PostgresRow) throws {
    let (
      id, sessionID, itemID, code, codeKey, delta, expected, station, source, time, locationID, batch, expiry,
      bestBefore, serial
    ) = try row.values(
      (
        Int64, Int64, Int64?, String?, String?, Int64, Int64?, String, String, Int64, Int64?, String?, String?,
        String?, String?
      ).self)
    self.init(
      id: id, sessionID: sessionID, itemID: itemID, code: code, codeKey: codeKey, delta: delta, expected: expected,
      station: station, source: source, time: time, locationID: locationID, lotBatch: batch, lotExpiry: expiry,
      lotBestBefore: bestBefore, lotSerial: serial)
  }
}

extension ArchivedSessionChoice {
  init(postgresRow row: PostgresRow) throws {
    let (id, sessionID, itemID, choice) = try row.values((Int64, Int64, Int64, String).self)
    self.init(id: id, sessionID: sessionID, itemID: itemID, choice: choice)
  }
}
