import Foundation
import GRDB
import InventoryCore

/// Removing and restoring an item with its history, and putting an edit's fields back: the statements
/// behind delete, undo and redo. They run inside the caller's transaction.
extension InventoryService {
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

  /// Puts a removed item back under its old id and re-attaches its movements and scans. Its quantity is
  /// the sum of those movements (so quantity = movements still holds). Returns how many movements it has.
  static func restoreItem(_ db: Database, _ item: ItemSnapshot, time: Int64) throws -> Int {
    if try fetchItem(db, id: item.id) != nil { throw UndoError.idTaken(name: item.name, id: item.id) }
    // Its barcodes, main and extra, must still be free (another item may have taken one meanwhile).
    let codes =
      (item.barcodeKey.map { [(key: $0, code: item.barcode ?? $0)] } ?? [])
      + (item.extraBarcodes ?? []).map { (key: $0.key, code: $0.code) }
    for (key, code) in codes {
      if let other = try fetchOwner(db, key: key) {
        throw UndoError.barcodeTaken(name: item.name, barcode: code, by: other.item.name)
      }
    }
    let categoryExists =
      try item.categoryID.map {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM category WHERE id = ?", arguments: [$0]) ?? false
      } ?? false
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
        categoryExists ? item.categoryID : nil, item.minimumQuantity, item.targetQuantity, item.notes, item.createdAt,
        time, item.lastCountedAt,
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

  /// Journals an edit when it changed anything (`before` is the item before the change).
  static func recordEdit(
    _ db: Database, before: ItemSnapshot?, movementID: Int64?, origin: ActionOrigin, time: Int64
  ) throws {
    guard let before, let after = try ItemSnapshot.fetch(db, id: before.id) else { return }
    var unchanged = after
    unchanged.updatedAt = before.updatedAt
    guard unchanged != before else { return }
    try record(
      db,
      JournalEntry(
        kind: .edit, itemID: before.id, itemName: before.name, movementID: movementID, before: before, after: after,
        summary: ActionWording.edit(before, after)),
      origin: origin, time: time)
  }

  /// Sets each field that still holds its `from` value to its `to` value (quantity aside: it moves by a
  /// movement). A field someone changed since is kept; its name is returned.
  static func applyFields(_ db: Database, itemID: Int64, from: ItemSnapshot, to: ItemSnapshot, time: Int64) throws
    -> [String]
  {
    guard let current = try ItemSnapshot.fetch(db, id: itemID) else { throw UndoError.itemGone(name: from.name) }
    var assignments: [String] = []
    var arguments: [(any DatabaseValueConvertible)?] = []
    var kept: [String] = []
    func apply<Value: Equatable>(
      _ field: String, _ value: (ItemSnapshot) -> Value, _ columns: [String: (any DatabaseValueConvertible)?]
    ) {
      guard value(from) != value(to) else { return }
      guard value(current) == value(from) else { return kept.append(field) }
      for (column, newValue) in columns.sorted(by: { $0.key < $1.key }) {
        assignments.append("\(column) = ?")
        arguments.append(newValue)
      }
    }
    apply("name", \.name, ["name": to.name, "sort_key": Item.sortKey(for: to.name)])
    if to.barcodeKey != from.barcodeKey, current.barcodeKey == from.barcodeKey, let key = to.barcodeKey,
      let other = try fetchOwner(db, key: key), other.item.id != itemID || !other.isMainBarcode
    {
      throw UndoError.barcodeTaken(name: current.name, barcode: to.barcode ?? key, by: other.item.name)
    }
    apply("barcode", \.barcodeKey, ["barcode": to.barcode, "barcode_key": to.barcodeKey])
    apply("price", \.priceMinor, ["price_minor": to.priceMinor])
    if let category = to.categoryID,
      try Bool.fetchOne(db, sql: "SELECT 1 FROM category WHERE id = ?", arguments: [category]) != true
    {
      if to.categoryID != from.categoryID { kept.append("category (\(to.categoryName ?? "?") was deleted)") }
    } else {
      apply("category", \.categoryID, ["category_id": to.categoryID])
    }
    apply("minimum", \.minimumQuantity, ["minimum_quantity": to.minimumQuantity])
    apply("target", \.targetQuantity, ["target_quantity": to.targetQuantity])
    apply("notes", \.notes, ["notes": to.notes])
    if !assignments.isEmpty {
      try db.execute(
        sql: "UPDATE item SET \(assignments.joined(separator: ", ")), updated_at = ? WHERE id = ?",
        arguments: StatementArguments(arguments + [time, itemID]))
    }
    return kept
  }
}
