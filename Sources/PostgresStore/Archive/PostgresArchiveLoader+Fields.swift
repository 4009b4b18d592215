import InventoryCore

/// Custom fields and alerts as rows of one multi-row insert.
extension PostgresArchiveLoader {
  static func customField(_ insert: inout ArchiveInsert, _ row: ArchivedCustomField) {
    insert.value(row.id)
    insert.value(row.name)
    insert.value(row.nameKey)
    insert.value(row.kind)
    insert.value(row.unit)
    insert.value(row.minimum)
    insert.value(row.maximum)
    insert.value(row.choices)
    insert.value(row.categoryID)
    insert.value(row.required)
    insert.value(row.defaultValue)
    insert.value(row.position)
    insert.value(row.removedAt)
  }

  static func alert(_ insert: inout ArchiveInsert, _ row: ArchivedAlert) {
    insert.value(row.id)
    insert.value(row.itemID)
    insert.value(row.itemName)
    insert.value(row.kind)
    insert.value(row.quantity)
    insert.value(row.minimum)
    insert.value(row.raisedAt)
    insert.value(row.station)
    insert.value(row.endedAt)
    insert.value(row.acknowledgedAt)
    insert.value(row.sentAt)
    insert.value(row.failedAttempts)
    insert.value(row.lastFailure)
    insert.value(row.claimedUntil)
    insert.value(row.lotID)
    insert.value(row.lotBatch)
    insert.value(row.lotUseBy)
  }
}
