import InventoryCore

/// The rows of locations, lots, custom fields and alerts as archive records.
extension SQLiteArchiveReader {
  static func location(_ row: ArchiveRowValues) throws -> ArchivedLocation {
    ArchivedLocation(
      id: try row.integer(0), name: try row.text(1), nameKey: try row.text(2), code: try row.optionalText(3),
      notes: try row.text(4), parentID: try row.optionalInteger(5), isDefault: try row.flag(6),
      labelCode: try row.optionalText(7))
  }

  static func lot(_ row: ArchiveRowValues) throws -> ArchivedLot {
    ArchivedLot(
      id: try row.integer(0), itemID: try row.integer(1), locationID: try row.optionalInteger(2),
      batch: try row.optionalText(3), expiry: try row.optionalText(4), bestBefore: try row.optionalText(5),
      serial: try row.optionalText(6), receivedAt: try row.integer(7), quantity: try row.integer(8))
  }

  static func customField(_ row: ArchiveRowValues) throws -> ArchivedCustomField {
    ArchivedCustomField(
      id: try row.integer(0), name: try row.text(1), nameKey: try row.text(2), kind: try row.text(3),
      unit: try row.optionalText(4), minimum: try row.optionalText(5), maximum: try row.optionalText(6),
      choices: try row.text(7), categoryID: try row.optionalInteger(8), required: try row.flag(9),
      defaultValue: try row.optionalText(10), position: try row.integer(11), removedAt: try row.optionalInteger(12))
  }

  static func alert(_ row: ArchiveRowValues) throws -> ArchivedAlert {
    ArchivedAlert(
      id: try row.integer(0), itemID: try row.optionalInteger(1), itemName: try row.text(2), kind: try row.text(3),
      quantity: try row.integer(4), minimum: try row.integer(5), raisedAt: try row.integer(6),
      station: try row.text(7), endedAt: try row.optionalInteger(8), acknowledgedAt: try row.optionalInteger(9),
      sentAt: try row.optionalInteger(10), failedAttempts: try row.integer(11), lastFailure: try row.optionalText(12),
      claimedUntil: try row.optionalInteger(13), lotID: try row.optionalInteger(14), lotBatch: try row.optionalText(15),
      lotUseBy: try row.optionalText(16))
  }
}
