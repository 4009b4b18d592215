import GRDB
import InventoryCore

extension InventoryService {
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
        "barcode \(row.text(0, default: "?")) is the main barcode of item \(row.integer(1) ?? 0) "
          + "\"\(row.text(2, default: ""))\" and an extra barcode of item \(row.integer(3) ?? 0) "
          + "\"\(row.text(4, default: ""))\": a code must belong to one item")
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
        "extra barcode \(row.text(0, default: "?")) of item \(row.integer(1) ?? 0) counts "
          + "\(row.text(2, default: "?")) units per scan, outside 1 to \(StockLimits.groupedDigits(maximum))")
    }
    return problems
  }
}
