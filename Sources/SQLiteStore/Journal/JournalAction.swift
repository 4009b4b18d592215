import Foundation
import GRDB
import InventoryCore

extension ItemSnapshot {
  static func fetch(_ db: Database, id: Int64) throws -> ItemSnapshot? {
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT \(try Item.columns(in: db)), item.barcode_key, category.name FROM item
          LEFT JOIN category ON category.id = item.category_id WHERE item.id = ?
          """, arguments: [id])
    else { return nil }
    let item = Item(row: row)
    return ItemSnapshot(
      id: id, name: item.name, barcode: item.barcode, barcodeKey: row.text(12), quantity: item.quantity,
      priceMinor: item.price?.minorUnits, categoryID: item.categoryID, categoryName: row.text(13),
      minimumQuantity: item.minimumQuantity, targetQuantity: item.targetQuantity, notes: item.notes,
      createdAt: row.integer(9) ?? 0, updatedAt: row.integer(10) ?? 0,
      extraBarcodes: try SQLiteInventory.fetchBarcodes(db, itemID: id),
      lastCountedAt: item.lastCountedAt?.epochMilliseconds,
      fieldValues: try SQLiteInventory.fetchSnapshotFieldValues(db, itemID: id))
  }
}

extension JournalAction {
  init(row: Row) throws {
    let id = row.integer("id") ?? 0
    guard let kind = row.text("kind").flatMap(Kind.init(rawValue:)) else { throw UndoError.damagedEntry(actionID: id) }
    self.init(
      id: id, time: row.date("time"),
      origin: ActionOrigin(station: row.text("station", default: ""), session: row.text("session", default: "")),
      kind: kind, itemID: row.integer("item_id"), itemName: row.text("item_name", default: ""),
      movementID: row.integer("movement_id"), before: try ItemSnapshot.decode(row.text("before"), action: id),
      after: try ItemSnapshot.decode(row.text("after"), action: id), targetID: row.integer("target_id"),
      isUndone: row.integer("undone") == 1, summary: row.text("summary", default: ""))
  }
}
