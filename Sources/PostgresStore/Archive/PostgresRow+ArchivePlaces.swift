import InventoryCore
import PostgresNIO

/// Rows of locations, lots, custom fields and alerts → archive records, column for column
/// (`ArchiveTable.columns`; a lot's dates selected as text).
extension ArchivedLocation {
  init(postgresRow row: PostgresRow) throws {
    let (id, name, nameKey, code, notes, parentID, isDefault, labelCode) = try row.values(
      (Int64, String, String, String?, String, Int64?, Bool, String?).self)
    self.init(
      id: id, name: name, nameKey: nameKey, code: code, notes: notes, parentID: parentID, isDefault: isDefault,
      labelCode: labelCode)
  }
}

extension ArchivedLot {
  init(postgresRow row: PostgresRow) throws {
    let (id, itemID, locationID, batch, expiry, bestBefore, serial, receivedAt, quantity) = try row.values(
      (Int64, Int64, Int64?, String?, String?, String?, String?, Int64, Int64).self)
    self.init(
      id: id, itemID: itemID, locationID: locationID, batch: batch, expiry: expiry, bestBefore: bestBefore,
      serial: serial, receivedAt: receivedAt, quantity: quantity)
  }
}

extension ArchivedCustomField {
  init(postgresRow row: PostgresRow) throws {
    let (
      id, name, nameKey, kind, unit, minimum, maximum, choices, categoryID, required, defaultValue, position, removed
    ) =
      try row.values(
        (Int64, String, String, String, String?, String?, String?, String, Int64?, Bool, String?, Int64, Int64?).self)
    self.init(
      id: id, name: name, nameKey: nameKey, kind: kind, unit: unit, minimum: minimum, maximum: maximum,
      choices: choices, categoryID: categoryID, required: required, defaultValue: defaultValue, position: position,
      removedAt: removed)
  }
}

extension ArchivedAlert {
  init(postgresRow row: PostgresRow) throws {
    let (
      id, itemID, itemName, kind, quantity, minimum, raised, station, ended, acknowledged, sent, failures, last,
      claimed,
      lotID, lotBatch, lotUseBy
    ) =
      try row.values(
        (
          Int64, Int64?, String, String, Int64, Int64, Int64, String, Int64?, Int64?, Int64?, Int64, String?, Int64?,
          Int64?, String?, String?
        ).self)
    self.init(
      id: id, itemID: itemID, itemName: itemName, kind: kind, quantity: quantity, minimum: minimum, raisedAt: raised,
      station: station, endedAt: ended, acknowledgedAt: acknowledged, sentAt: sent, failedAttempts: failures,
      lastFailure: last, claimedUntil: claimed, lotID: lotID, lotBatch: lotBatch, lotUseBy: lotUseBy)
  }
}
