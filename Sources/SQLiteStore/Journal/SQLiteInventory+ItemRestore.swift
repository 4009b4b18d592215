import Foundation
import GRDB
import InventoryCore

/// Removing and restoring an item with its history: the statements behind delete, undo and redo. They run
/// inside the caller's transaction.
extension SQLiteInventory {
  /// Deletes the item, marking its movements and scans with its id so that a restore re-attaches them.
  /// Returns how many movements it had.
  static func removeItem(_ db: Database, id: Int64) throws -> Int {
    try db.execute(sql: "UPDATE stock_movement SET deleted_item_id = ?1 WHERE item_id = ?1", arguments: [id])
    let movements = db.changesCount
    try db.execute(sql: "UPDATE scan SET deleted_item_id = ?1 WHERE item_id = ?1", arguments: [id])
    try db.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [id])
    if db.changesCount == 0 { throw InventoryError.itemNotFound(String(id)) }
    return movements
  }

  /// Puts a removed item back under its old id in `categoryID` (the engine checked the id and barcodes are
  /// free) and re-attaches its movements and scans. Its quantity is the sum of those movements (so quantity =
  /// movements still holds). Returns how many movements it has.
  static func reinsertItem(_ db: Database, _ item: ItemSnapshot, categoryID: Int64?, time: Int64) throws -> Int {
    var quantity = item.quantity
    if let sum = try? Int64.fetchOne(
      db, sql: "SELECT coalesce(sum(delta), 0) FROM stock_movement WHERE deleted_item_id = ?", arguments: [item.id]),
      StockLimits.quantityRange.contains(sum)
    {
      quantity = Int(sum)
    }
    try db.execute(
      sql: """
        INSERT INTO item (id, name, sort_key, barcode, barcode_key, quantity, price_minor, category_id,
          minimum_quantity, target_quantity, notes, created_at, updated_at, last_counted_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        item.id, item.name, Item.sortKey(for: item.name), item.barcode, item.barcodeKey, quantity, item.priceMinor,
        categoryID, item.minimumQuantity, item.targetQuantity, item.notes, item.createdAt, time, item.lastCountedAt,
      ])
    try insertBarcodes(db, item.extraBarcodes ?? [], itemID: item.id)
    try db.execute(
      sql: "UPDATE stock_movement SET item_id = ?1, deleted_item_id = NULL WHERE deleted_item_id = ?1",
      arguments: [item.id])
    let movements = db.changesCount
    try db.execute(
      sql: "UPDATE scan SET item_id = ?1, deleted_item_id = NULL WHERE deleted_item_id = ?1", arguments: [item.id])
    return movements
  }

}
