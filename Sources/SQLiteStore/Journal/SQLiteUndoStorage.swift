import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Undo and redo's rows in a SQLite transaction (`UndoEngine` decides what to do with them). SQLite has one
/// writer at a time, so nothing is locked row by row.
public struct SQLiteUndoStorage: UndoStorage {
  let db: Database
  let origin: ActionOrigin

  public func item(id: Int64, locking: Bool) throws -> Item? { try SQLiteInventory.fetchItem(db, id: id) }

  public func snapshot(ofItem id: Int64) throws -> ItemSnapshot? { try ItemSnapshot.fetch(db, id: id) }

  public func action(id: Int64) throws -> JournalAction? {
    try Row.fetchOne(db, sql: "SELECT * FROM action WHERE id = ?", arguments: [id]).map(JournalAction.init(row:))
  }

  public func newestEntry(about target: JournalAction) throws -> JournalAction {
    try Row.fetchOne(
      db, sql: "SELECT * FROM action WHERE id = ?1 OR target_id = ?1 ORDER BY id DESC LIMIT 1", arguments: [target.id]
    ).map(JournalAction.init(row:)) ?? target
  }

  public func storedMovement(id: Int64) throws -> StoredMovement? {
    try Row.fetchOne(
      db, sql: "SELECT delta, reason, location_id, lot_id FROM stock_movement WHERE id = ?", arguments: [id]
    )
    .map { StoredMovement(delta: $0.integer(0), reason: $0.text(1), locationID: $0.integer(2), lotID: $0.integer(3)) }
  }

  public func movementParts(of id: Int64) throws -> [(id: Int64, stored: StoredMovement)] {
    try Row.fetchAll(
      db, sql: "SELECT id, delta, reason, location_id, lot_id FROM stock_movement WHERE part_of_id = ? ORDER BY id",
      arguments: [id]
    ).compactMap { row in
      row.integer(0).map {
        (
          $0,
          StoredMovement(delta: row.integer(1), reason: row.text(2), locationID: row.integer(3), lotID: row.integer(4))
        )
      }
    }
  }

  public func newestUncancelledMovement() throws -> (
    id: Int64, itemID: Int64, stored: StoredMovement, itemName: String
  )? {
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT m.id, m.item_id, m.delta, m.item_name, m.location_id, m.lot_id FROM stock_movement m
          WHERE m.reason <> 'undo' AND m.item_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM stock_movement u WHERE u.undoes_id = m.id)
          ORDER BY m.id DESC LIMIT 1
          """),
      let id = row.integer(0), let itemID = row.integer(1)
    else { return nil }
    return (
      id, itemID, StoredMovement(delta: row.integer(2), reason: nil, locationID: row.integer(4), lotID: row.integer(5)),
      row.text(3, default: "")
    )
  }

  public func isCancelled(movement id: Int64) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT 1 FROM stock_movement WHERE undoes_id = ?", arguments: [id]) == true
  }

  public func movementCount(itemID: Int64, deleted: Bool) throws -> Int {
    try SQLiteInventory.movementCount(db, itemID: itemID, deleted: deleted)
  }

  public func categoryExists(id: Int64) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT 1 FROM category WHERE id = ?", arguments: [id]) ?? false
  }

  public func owner(ofBarcodeKey key: String) throws -> CodeMatch? { try SQLiteInventory.fetchOwner(db, key: key) }

  public func removeItem(id: Int64) throws -> Int { try SQLiteInventory.removeItem(db, id: id) }

  public func reinsert(_ item: ItemSnapshot, categoryID: Int64?, time: Int64) throws -> Int {
    try SQLiteInventory.reinsertItem(db, item, categoryID: categoryID, time: time)
  }

  public func writeFields(_ fields: ItemSnapshot, itemID: Int64, time: Int64) throws {
    try db.execute(
      sql: """
        UPDATE item SET name = ?, sort_key = ?, barcode = ?, barcode_key = ?, price_minor = ?, category_id = ?,
          minimum_quantity = ?, target_quantity = ?, notes = ?, updated_at = ?
        WHERE id = ?
        """,
      arguments: [
        fields.name, Item.sortKey(for: fields.name), fields.barcode, fields.barcodeKey, fields.priceMinor,
        fields.categoryID, fields.minimumQuantity, fields.targetQuantity, fields.notes, time, itemID,
      ])
  }

  public func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, lot lotID: Int64?, partOf: Int64?, cancelling movementID: Int64?, current: Item
  ) throws -> Int64 {
    try SQLiteInventory.insertMovement(
      db, itemID: itemID, itemName: itemName, delta: delta, reason: reason, source: source, time: time,
      station: origin.station, undoes: movementID, locationID: locationID, lotID: lotID, partOf: partOf)
  }

  /// A deleted item's lots, kept in its snapshot and made again by a restore: the stock storage's rows.
  public func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot] {
    try SQLiteItemStorage(db: db, origin: origin).lots(ofItem: id, at: locationID)
  }

  public func insertLot(itemID: Int64, details: LotDetails, at locationID: Int64?, receivedAt: Int64) throws -> Int64 {
    try SQLiteItemStorage(db: db, origin: origin).insertLot(
      itemID: itemID, details: details, at: locationID, receivedAt: receivedAt)
  }

  public func placedQuantities(ofItem id: Int64) throws -> [Int64: Int] {
    try SQLiteItemStorage(db: db, origin: origin).placedQuantities(ofItem: id)
  }

  public func allLocations() throws -> [Location] { try SQLiteItemStorage(db: db, origin: origin).allLocations() }

  public func setLastCounted(itemID: Int64, to time: Int64?) throws {
    try db.execute(sql: "UPDATE item SET last_counted_at = ? WHERE id = ?", arguments: [time, itemID])
  }

  public func customFieldExists(id: Int64) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT 1 FROM custom_field WHERE id = ?", arguments: [id]) ?? false
  }

  public func writeFieldValue(itemID: Int64, fieldID: Int64, value: String?) throws {
    try SQLiteInventory.writeFieldValue(db, itemID: itemID, fieldID: fieldID, value: value)
  }

  public func record(_ entry: JournalEntry, time: Int64) throws {
    try SQLiteInventory.record(db, entry, origin: origin, time: time)
  }

  public func setUndone(actionID: Int64, _ undone: Bool) throws {
    try db.execute(sql: "UPDATE action SET undone = ? WHERE id = ?", arguments: [undone ? 1 : 0, actionID])
  }
}
