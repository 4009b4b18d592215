import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// An item's extra barcodes (issue 12), listed; changed by the engine's rules (`ExtraBarcodeStore`).
extension SQLiteInventory {
  public func barcodes(ofItem id: Int64) throws -> [ItemBarcode] {
    try database.read { db in try Self.fetchBarcodes(db, itemID: id) }
  }

  public func barcodes(ofItems ids: [Int64]) throws -> [Int64: [ItemBarcode]] {
    try database.read { db in try Self.fetchBarcodes(db, itemIDs: ids) }
  }

}

extension SQLiteInventory: ExtraBarcodeStore {
  public func readBarcodes<T>(_ body: (SQLiteExtraBarcodeStorage) throws -> T) throws -> T {
    try database.read { db in try body(SQLiteExtraBarcodeStorage(db: db)) }
  }

  /// SQLite has one writer: the editor's check of a code is the last word on it.
  public func writeBarcodes<T>(claiming code: ProductCode?, _ body: (SQLiteExtraBarcodeStorage) throws -> T) throws
    -> T
  {
    try database.write { db in try body(SQLiteExtraBarcodeStorage(db: db)) }
  }
}

/// Extra barcodes' rows in a SQLite transaction (`ExtraBarcodeEditor` decides).
public struct SQLiteExtraBarcodeStorage: ExtraBarcodeStorage {
  let db: Database

  public func requireLockedItem(id: Int64) throws -> Item { try SQLiteInventory.requireItem(db, id: id) }

  public func match(for code: ProductCode) throws -> CodeMatch? { try SQLiteInventory.fetchMatch(db, code: code) }

  public func extraBarcodeCount(itemID: Int64) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM item_barcode WHERE item_id = ?", arguments: [itemID]) ?? 0
  }

  public func insert(_ barcodes: [ItemBarcode], itemID: Int64) throws {
    try SQLiteInventory.insertBarcodes(db, barcodes, itemID: itemID)
  }

  public func deleteExtraBarcode(key: String) throws {
    try db.execute(sql: "DELETE FROM item_barcode WHERE key = ?", arguments: [key])
  }

  public func updateExtraBarcode(_ barcode: ItemBarcode) throws {
    try db.execute(
      sql: "UPDATE item_barcode SET units_per_scan = ?, label = ? WHERE key = ?",
      arguments: [barcode.unitsPerScan, barcode.label, barcode.key])
  }

  public func touch(itemID: Int64, time: Int64) throws {
    try db.execute(sql: "UPDATE item SET updated_at = ? WHERE id = ?", arguments: [time, itemID])
  }
}
