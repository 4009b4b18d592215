import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// An item's extra barcodes (issue 12), listed; changed by the engine's rules (`ExtraBarcodeStore`), each change
/// in one transaction that locks the item.
extension PostgresInventory {
  public func barcodes(ofItem id: Int64) throws -> [ItemBarcode] {
    try read { link in try Self.fetchBarcodes(link, itemID: id) }
  }

  public func barcodes(ofItems ids: [Int64]) throws -> [Int64: [ItemBarcode]] {
    try read { link in try Self.fetchBarcodes(link, itemIDs: ids) }
  }
}

extension PostgresInventory: ExtraBarcodeStore {
  public func readBarcodes<T>(_ body: (PostgresExtraBarcodeStorage) throws -> T) throws -> T {
    try read { link in try body(PostgresExtraBarcodeStorage(link: link)) }
  }

  /// `write`, turning the database's refusal of a code another item took meanwhile (another station, between
  /// the check and the insert) into `ItemBarcodeError.codeTaken`, naming that item.
  public func writeBarcodes<T>(claiming code: ProductCode?, _ body: (PostgresExtraBarcodeStorage) throws -> T)
    throws -> T
  {
    do { return try write { link in try body(PostgresExtraBarcodeStorage(link: link)) } } catch let error
      as PostgresStoreError
      where error.constraint == "extra_barcode_is_unique" || error.constraint == "extra_barcode_is_no_main_barcode"
    {
      guard let code, let owner = try match(for: code) else { throw error }
      throw ItemBarcodeError.codeTaken(code: code.text, owner: owner.item, extra: owner.extraBarcode)
    }
  }
}

/// Extra barcodes' rows in a PostgreSQL transaction (`ExtraBarcodeEditor` decides); the item is locked first, so
/// two stations changing one item's barcodes take turns.
public struct PostgresExtraBarcodeStorage: ExtraBarcodeStorage {
  let link: PostgresLink

  public func requireLockedItem(id: Int64) throws -> Item {
    try PostgresInventory.requireItem(link, id: id, locking: true)
  }

  public func match(for code: ProductCode) throws -> CodeMatch? { try PostgresInventory.fetchMatch(link, code: code) }

  public func extraBarcodeCount(itemID: Int64) throws -> Int {
    Int(clamping: try link.query("SELECT count(*) FROM item_barcode WHERE item_id = \(itemID)").single(Int64.self) ?? 0)
  }

  public func insert(_ barcodes: [ItemBarcode], itemID: Int64) throws {
    try PostgresInventory.insertBarcodes(link, barcodes, itemID: itemID)
  }

  public func deleteExtraBarcode(key: String) throws { try link.execute("DELETE FROM item_barcode WHERE key = \(key)") }

  public func updateExtraBarcode(_ barcode: ItemBarcode) throws {
    try link.execute(
      """
      UPDATE item_barcode SET units_per_scan = \(barcode.unitsPerScan), label = \(barcode.label)
      WHERE key = \(barcode.key)
      """)
  }

  public func touch(itemID: Int64, time: Int64) throws {
    try link.execute("UPDATE item SET updated_at = \(time) WHERE id = \(itemID)")
  }
}
