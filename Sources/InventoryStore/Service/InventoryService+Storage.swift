import Foundation
import GRDB
import InventoryCore

/// Statements shared by the service's transactions. They run inside a transaction the caller opened.
extension InventoryService {
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

  /// The item whose main barcode is any reading of `code`, preferring its main key (extra barcodes aside: see
  /// `fetchMatch`).
  static func fetchItem(_ db: Database, code: ProductCode) throws -> Item? {
    for key in code.lookupKeys {
      if let item = try fetchItem(db, barcodeKey: key) { return item }
    }
    return nil
  }

  /// Refuses `code` as the main barcode of item `id` (of a new item when nil) when another item has it, as its
  /// main barcode or an extra one (`duplicateBarcode`, which the editor offers to open), or when it is an extra
  /// barcode of this item already.
  static func checkBarcodeIsFree(_ db: Database, _ code: ProductCode?, except id: Int64? = nil) throws {
    guard let code, let owner = try fetchMatch(db, code: code) else { return }
    guard owner.item.id == id else { throw InventoryError.duplicateBarcode(code, existing: owner.item) }
    if let extra = owner.extraBarcode {
      throw ItemBarcodeError.codeTaken(code: code.text, owner: owner.item, extra: extra)
    }
  }

  static func checkCategoryExists(_ db: Database, _ id: Int64?) throws {
    guard let id else { return }
    if try Row.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM category WHERE id = ?"), arguments: [id]) == nil {
      throw InventoryError.categoryNotFound("#\(id)")
    }
  }

  /// Inserts an item with quantity 0, then its opening stock as a movement, so that quantity always
  /// equals the sum of movements. An import passes the file's `preferredID` (used when free) and times.
  /// `verified` skips the barcode and category checks when the caller (an import) has just made them.
  /// Returns the new item's id.
  static func insertItem(
    _ db: Database, _ valid: ItemDraft.Valid, time: Int64, reason: MovementReason, source: ScanSource, station: String,
    preferredID: Int64? = nil, createdAt: Int64? = nil, updatedAt: Int64? = nil, verified: Bool = false
  ) throws -> Int64 {
    if !verified {
      try checkBarcodeIsFree(db, valid.barcode)
      try checkCategoryExists(db, valid.categoryID)
    }
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
    let itemID = db.lastInsertedRowID
    if valid.quantity > 0 {
      try insertMovement(
        db, itemID: itemID, itemName: valid.name, delta: valid.quantity, reason: reason, source: source, time: time,
        station: station)
    }
    return itemID
  }

  /// Appends a movement made at `station`; the database trigger applies it to the item. Going below zero is
  /// refused.
  @discardableResult
  static func insertMovement(
    _ db: Database, itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource,
    time: Int64, station: String, undoes: Int64? = nil
  ) throws -> Int64 {
    do {
      try db.cachedStatement(
        sql: """
          INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time, undoes_id, station)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """
      ).execute(
        arguments: [itemID, itemName, delta, reason.rawValue, source.rawValue, time, undoes, station])
      return db.lastInsertedRowID
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
      // The callers check the limits first; this is the database's own check, as a backstop.
      let item = try requireItem(db, id: itemID)
      if error.message?.hasPrefix("out of range") == true || delta > 0 {
        throw InventoryError.quantityOutOfRange(item, requested: delta)
      }
      if reason == .undo {
        throw InventoryError.cannotUndo(itemName: item.name, delta: -delta, quantity: item.quantity)
      }
      throw InventoryError.insufficientStock(item, requested: Int(clamping: delta.magnitude))
    }
  }
}
