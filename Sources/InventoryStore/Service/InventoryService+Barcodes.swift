import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// An item's extra barcodes (issue 12): listed, looked up, and changed in one transaction each by
/// `ExtraBarcodeEditor`. They are not journalled (undo does not take them back), but a deleted item's are kept in
/// its journal entry and come back when the deletion is undone.
extension InventoryService {
  public func barcodes(ofItem id: Int64) throws -> [ItemBarcode] {
    try database.read { db in try Self.fetchBarcodes(db, itemID: id) }
  }

  public func barcodes(ofItems ids: [Int64]) throws -> [Int64: [ItemBarcode]] {
    try database.read { db in try Self.fetchBarcodes(db, itemIDs: ids) }
  }

  public func match(for code: ProductCode) throws -> CodeMatch? {
    try database.read { db in try Self.fetchMatch(db, code: code) }
  }

  @discardableResult
  public func addBarcode(_ code: ProductCode, unitsPerScan: Int = 1, label: String = "", toItem id: Int64) throws
    -> ItemBarcode
  {
    let time = timestamp()
    return try database.write { db in
      try barcodeEditor(db).add(code, unitsPerScan: unitsPerScan, label: label, toItem: id, time: time)
    }
  }

  public func removeBarcode(_ code: ProductCode, fromItem id: Int64) throws {
    let time = timestamp()
    try database.write { db in try barcodeEditor(db).remove(code, fromItem: id, time: time) }
  }

  @discardableResult
  public func setUnitsPerScan(_ units: Int, label: String?, forBarcode code: ProductCode, ofItem id: Int64) throws
    -> ItemBarcode
  {
    let time = timestamp()
    return try database.write { db in
      try barcodeEditor(db).setUnitsPerScan(units, label: label, forBarcode: code, ofItem: id, time: time)
    }
  }

  func barcodeEditor(_ db: Database) -> ExtraBarcodeEditor<SQLiteExtraBarcodeStorage> {
    ExtraBarcodeEditor(storage: SQLiteExtraBarcodeStorage(db: db))
  }
}

/// Extra barcodes' rows in a SQLite transaction (`ExtraBarcodeEditor` decides).
struct SQLiteExtraBarcodeStorage: ExtraBarcodeStorage {
  let db: Database

  func requireLockedItem(id: Int64) throws -> Item { try InventoryService.requireItem(db, id: id) }

  func match(for code: ProductCode) throws -> CodeMatch? { try InventoryService.fetchMatch(db, code: code) }

  func extraBarcodeCount(itemID: Int64) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM item_barcode WHERE item_id = ?", arguments: [itemID]) ?? 0
  }

  func insert(_ barcodes: [ItemBarcode], itemID: Int64) throws {
    try InventoryService.insertBarcodes(db, barcodes, itemID: itemID)
  }

  func deleteExtraBarcode(key: String) throws {
    try db.execute(sql: "DELETE FROM item_barcode WHERE key = ?", arguments: [key])
  }

  func updateExtraBarcode(_ barcode: ItemBarcode) throws {
    try db.execute(
      sql: "UPDATE item_barcode SET units_per_scan = ?, label = ? WHERE key = ?",
      arguments: [barcode.unitsPerScan, barcode.label, barcode.key])
  }

  func touch(itemID: Int64, time: Int64) throws {
    try db.execute(sql: "UPDATE item SET updated_at = ? WHERE id = ?", arguments: [time, itemID])
  }
}
