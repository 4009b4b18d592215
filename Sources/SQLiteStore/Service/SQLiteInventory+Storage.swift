import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Statements shared by the service's transactions. They run inside a transaction the caller opened.
extension SQLiteInventory {
  static func fetchItem(_ db: Database, id: Int64) throws -> Item? {
    try Row.fetchOne(
      db.cachedStatement(sql: "SELECT \(try Item.columns(in: db)) FROM item WHERE id = ?"), arguments: [id]
    )
    .map(Item.init(row:))
  }

  /// The item, or `InventoryError.itemNotFound` (it was deleted meanwhile, by another process).
  static func requireItem(_ db: Database, id: Int64) throws -> Item {
    guard let item = try fetchItem(db, id: id) else { throw InventoryError.itemNotFound(String(id)) }
    return item
  }

  /// Inserts an item with quantity 0 (its opening stock is a movement); returns its id. An import passes the
  /// file's `preferredID` (used when free) and times.
  static func insertItemRow(
    _ db: Database, _ valid: ItemDraft.Valid, time: Int64, preferredID: Int64? = nil, createdAt: Int64? = nil,
    updatedAt: Int64? = nil
  ) throws -> Int64 {
    let insert = try db.cachedStatement(
      sql: """
        INSERT INTO item (id, name, sort_key, barcode, barcode_key, quantity, price_minor, category_id,
          minimum_quantity, target_quantity, notes, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)
        """)
    func run(id: Int64?) throws {
      try insert.execute(arguments: [
        id, valid.name, Item.sortKey(for: valid.name), valid.barcode?.text, valid.barcode?.key, valid.price?.minorUnits,
        valid.categoryID, valid.minimumQuantity, valid.targetQuantity, valid.notes, createdAt ?? time,
        updatedAt ?? time,
      ])
    }
    do { try run(id: preferredID) } catch let error as DatabaseError
      where preferredID != nil && error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY
    {
      try run(id: nil)  // the file's id is taken: the item gets a new one
    }
    return db.lastInsertedRowID
  }

  /// Appends a movement made at `station` at `locationID` (nil: the default location) in `lotID`, part of the
  /// change `partOf` begins; the database triggers apply it to the item, the location and the lot. Going below
  /// zero is refused.
  @discardableResult
  static func insertMovement(
    _ db: Database, itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource,
    time: Int64, station: String, undoes: Int64? = nil, locationID: Int64? = nil, lotID: Int64? = nil,
    partOf: Int64? = nil
  ) throws -> Int64 {
    do {
      try db.cachedStatement(
        sql: """
          INSERT INTO stock_movement (
            item_id, item_name, delta, reason, source, time, undoes_id, station, location_id, lot_id, part_of_id)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """
      ).execute(
        arguments: [
          itemID, itemName, delta, reason.rawValue, source.rawValue, time, undoes, station, locationID, lotID, partOf,
        ])
      return db.lastInsertedRowID
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
      // The callers check the limits first; this is the database's own check, as a backstop.
      let item = try requireItem(db, id: itemID)
      if error.message?.hasPrefix("out of range") == true {
        throw InventoryError.quantityOutOfRange(item, requested: delta)
      }
      throw MovementRefusal.error(changing: item, by: delta, reason: reason)
    }
  }
}
