import GRDB
import InventoryCore
import InventoryEngine

extension SQLiteInventory {
  /// What the schema's triggers and checks on extra barcodes prevent, found should someone have dropped them: a
  /// code that is one item's main barcode and another's (or the same item's) extra one, and units per scan
  /// outside 1...maximum.
  static func extraBarcodeProblems(_ db: Database) throws -> [String] {
    guard try hasExtraBarcodes(db) else { return [] }
    var problems: [String] = []
    let twice = try Row.fetchAll(
      db,
      sql: """
        SELECT item_barcode.code, main.id, main.name, extra.id, extra.name FROM item_barcode
        JOIN item main ON main.barcode_key = item_barcode.key JOIN item extra ON extra.id = item_barcode.item_id
        ORDER BY item_barcode.id LIMIT 20
        """)
    for row in twice {
      problems.append(
        IntegrityWording.barcodeOfTwoItems(
          code: row.text(0, default: "?"), mainItemID: row.integer(1) ?? 0, mainName: row.text(2, default: ""),
          extraItemID: row.integer(3) ?? 0, extraName: row.text(4, default: "")))
    }
    let maximum = ItemBarcode.maximumUnitsPerScan
    let units = try Row.fetchAll(
      db,
      sql: """
        SELECT code, item_id, units_per_scan FROM item_barcode
        WHERE typeof(units_per_scan) <> 'integer' OR units_per_scan NOT BETWEEN 1 AND ?
        ORDER BY id LIMIT 20
        """, arguments: [maximum])
    for row in units {
      problems.append(
        IntegrityWording.extraBarcodeUnits(
          code: row.text(0, default: "?"), itemID: row.integer(1) ?? 0, units: row.text(2, default: "?")))
    }
    return problems
  }
}
