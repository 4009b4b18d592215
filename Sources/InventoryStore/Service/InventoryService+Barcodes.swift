import Foundation
import GRDB
import InventoryCore

/// An item's extra barcodes (issue 12): listed, looked up, added, removed and changed, each in one transaction.
/// Changing them touches the item's `updated_at`; they are not journalled (undo does not take them back), but a
/// deleted item's are kept in its journal entry and come back when the deletion is undone.
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
    let barcode = try ItemBarcode.validated(code, unitsPerScan: unitsPerScan, label: label)
    let time = timestamp()
    return try database.write { db in
      let item = try Self.requireItem(db, id: id)
      try Self.checkCodeIsFree(db, code)
      let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM item_barcode WHERE item_id = ?", arguments: [id])
      guard (count ?? 0) < ItemBarcode.maximumPerItem else { throw ItemBarcodeError.tooMany(item: item) }
      try Self.insertBarcodes(db, [barcode], itemID: id)
      try Self.touch(db, itemID: id, time: time)
      return barcode
    }
  }

  public func removeBarcode(_ code: ProductCode, fromItem id: Int64) throws {
    let time = timestamp()
    try database.write { db in
      let item = try Self.requireItem(db, id: id)
      let extra = try Self.requireExtraBarcode(db, code, of: item)
      try db.execute(sql: "DELETE FROM item_barcode WHERE key = ?", arguments: [extra.key])
      try Self.touch(db, itemID: id, time: time)
    }
  }

  @discardableResult
  public func setUnitsPerScan(_ units: Int, label: String?, forBarcode code: ProductCode, ofItem id: Int64) throws
    -> ItemBarcode
  {
    let time = timestamp()
    return try database.write { db in
      let item = try Self.requireItem(db, id: id)
      let extra = try Self.requireExtraBarcode(db, code, of: item).with(unitsPerScan: units, label: label)
      try db.execute(
        sql: "UPDATE item_barcode SET units_per_scan = ?, label = ? WHERE key = ?",
        arguments: [extra.unitsPerScan, extra.label, extra.key])
      try Self.touch(db, itemID: id, time: time)
      return extra
    }
  }

  static func touch(_ db: Database, itemID: Int64, time: Int64) throws {
    try db.execute(sql: "UPDATE item SET updated_at = ? WHERE id = ?", arguments: [time, itemID])
  }
}
