import Foundation
import InventoryCore
import PostgresNIO

/// An item's extra barcodes (issue 12), as on SQLite (`InventoryService+Barcodes`): each change in one
/// transaction that locks the item; it touches the item's `updated_at` and is not journalled.
extension PostgresInventory {
  public func barcodes(ofItem id: Int64) throws -> [ItemBarcode] {
    try read { link in try Self.fetchBarcodes(link, itemID: id) }
  }

  public func barcodes(ofItems ids: [Int64]) throws -> [Int64: [ItemBarcode]] {
    try read { link in try Self.fetchBarcodes(link, itemIDs: ids) }
  }

  public func match(for code: ProductCode) throws -> CodeMatch? {
    try read { link in try Self.fetchMatch(link, code: code) }
  }

  @discardableResult
  public func addBarcode(_ code: ProductCode, unitsPerScan: Int = 1, label: String = "", toItem id: Int64) throws
    -> ItemBarcode
  {
    let barcode = try ItemBarcode.validated(code, unitsPerScan: unitsPerScan, label: label)
    let time = timestamp()
    return try writeRefusingTakenCodes(code) { link in
      let item = try Self.requireItem(link, id: id, locking: true)
      try Self.checkCodeIsFree(link, code)
      let count = try link.query("SELECT count(*) FROM item_barcode WHERE item_id = \(id)").single(Int64.self)
      guard (count ?? 0) < Int64(ItemBarcode.maximumPerItem) else { throw ItemBarcodeError.tooMany(item: item) }
      try Self.insertBarcodes(link, [barcode], itemID: id)
      try link.execute("UPDATE item SET updated_at = \(time) WHERE id = \(id)")
      return barcode
    }
  }

  public func removeBarcode(_ code: ProductCode, fromItem id: Int64) throws {
    let time = timestamp()
    try write { link in
      let item = try Self.requireItem(link, id: id, locking: true)
      let extra = try Self.requireExtraBarcode(link, code, of: item)
      try link.execute("DELETE FROM item_barcode WHERE key = \(extra.key)")
      try link.execute("UPDATE item SET updated_at = \(time) WHERE id = \(id)")
    }
  }

  @discardableResult
  public func setUnitsPerScan(_ units: Int, label: String?, forBarcode code: ProductCode, ofItem id: Int64) throws
    -> ItemBarcode
  {
    let time = timestamp()
    return try write { link in
      let item = try Self.requireItem(link, id: id, locking: true)
      let extra = try Self.requireExtraBarcode(link, code, of: item).with(unitsPerScan: units, label: label)
      try link.execute(
        """
        UPDATE item_barcode SET units_per_scan = \(extra.unitsPerScan), label = \(extra.label)
        WHERE key = \(extra.key)
        """)
      try link.execute("UPDATE item SET updated_at = \(time) WHERE id = \(id)")
      return extra
    }
  }

  /// `write`, turning the database's refusal of a code another item took meanwhile (another station, between
  /// the check and the insert) into `ItemBarcodeError.codeTaken`, naming that item.
  private func writeRefusingTakenCodes<T>(_ code: ProductCode, _ body: (PostgresLink) throws -> T) throws -> T {
    do { return try write(body) } catch let error as PostgresStoreError
      where error.constraint == "extra_barcode_is_unique" || error.constraint == "extra_barcode_is_no_main_barcode"
    {
      guard let owner = try match(for: code) else { throw error }
      throw ItemBarcodeError.codeTaken(code: code.text, owner: owner.item, extra: owner.extraBarcode)
    }
  }
}
