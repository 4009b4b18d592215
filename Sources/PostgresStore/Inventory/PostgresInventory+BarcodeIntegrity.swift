import InventoryCore
import InventoryEngine
import PostgresNIO

extension PostgresInventory {
  /// What the schema's triggers and checks on extra barcodes prevent, found should someone have dropped them: a
  /// code that is one item's main barcode and an extra one (of another item or the same), and units per scan
  /// outside 1...maximum.
  static func extraBarcodeProblems(_ link: PostgresLink) throws -> [String] {
    let twice = try link.query(
      """
      SELECT item_barcode.code, main.id, main.name, extra.id, extra.name FROM item_barcode
      JOIN item main ON main.barcode_key = item_barcode.key JOIN item extra ON extra.id = item_barcode.item_id
      ORDER BY item_barcode.id LIMIT 20
      """
    ).map { row in
      let (code, mainID, mainName, extraID, extraName) = try row.values((String, Int64, String, Int64, String).self)
      return IntegrityWording.barcodeOfTwoItems(
        code: code, mainItemID: mainID, mainName: mainName, extraItemID: extraID, extraName: extraName)
    }
    let maximum = Int64(ItemBarcode.maximumUnitsPerScan)
    let units = try link.query(
      """
      SELECT code, item_id, units_per_scan::text FROM item_barcode WHERE units_per_scan NOT BETWEEN 1 AND \(maximum)
      ORDER BY id LIMIT 20
      """
    ).map { row in
      let (code, itemID, stored) = try row.values((String, Int64, String).self)
      return IntegrityWording.extraBarcodeUnits(code: code, itemID: itemID, units: stored)
    }
    return twice + units
  }
}
