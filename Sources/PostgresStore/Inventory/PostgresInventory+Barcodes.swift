import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// An item's extra barcodes (issue 12): each change in one transaction that locks the item, decided by
/// `ExtraBarcodeEditor`.
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
    let time = timestamp()
    return try writeRefusingTakenCodes(code) { link in
      try Self.barcodeEditor(link).add(code, unitsPerScan: unitsPerScan, label: label, toItem: id, time: time)
    }
  }

  public func removeBarcode(_ code: ProductCode, fromItem id: Int64) throws {
    let time = timestamp()
    try write { link in try Self.barcodeEditor(link).remove(code, fromItem: id, time: time) }
  }

  @discardableResult
  public func setUnitsPerScan(_ units: Int, label: String?, forBarcode code: ProductCode, ofItem id: Int64) throws
    -> ItemBarcode
  {
    let time = timestamp()
    return try write { link in
      try Self.barcodeEditor(link).setUnitsPerScan(units, label: label, forBarcode: code, ofItem: id, time: time)
    }
  }

  static func barcodeEditor(_ link: PostgresLink) -> ExtraBarcodeEditor<PostgresExtraBarcodeStorage> {
    ExtraBarcodeEditor(storage: PostgresExtraBarcodeStorage(link: link))
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

/// Extra barcodes' rows in a PostgreSQL transaction (`ExtraBarcodeEditor` decides); the item is locked first, so
/// two stations changing one item's barcodes take turns.
struct PostgresExtraBarcodeStorage: ExtraBarcodeStorage {
  let link: PostgresLink

  func requireLockedItem(id: Int64) throws -> Item { try PostgresInventory.requireItem(link, id: id, locking: true) }

  func match(for code: ProductCode) throws -> CodeMatch? { try PostgresInventory.fetchMatch(link, code: code) }

  func extraBarcodeCount(itemID: Int64) throws -> Int {
    Int(clamping: try link.query("SELECT count(*) FROM item_barcode WHERE item_id = \(itemID)").single(Int64.self) ?? 0)
  }

  func insert(_ barcodes: [ItemBarcode], itemID: Int64) throws {
    try PostgresInventory.insertBarcodes(link, barcodes, itemID: itemID)
  }

  func deleteExtraBarcode(key: String) throws { try link.execute("DELETE FROM item_barcode WHERE key = \(key)") }

  func updateExtraBarcode(_ barcode: ItemBarcode) throws {
    try link.execute(
      """
      UPDATE item_barcode SET units_per_scan = \(barcode.unitsPerScan), label = \(barcode.label)
      WHERE key = \(barcode.key)
      """)
  }

  func touch(itemID: Int64, time: Int64) throws {
    try link.execute("UPDATE item SET updated_at = \(time) WHERE id = \(itemID)")
  }
}
