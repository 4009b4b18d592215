/// The extra-barcodes role of an inventory (issue 12): codes beside an item's main one, each counting its own units
/// per scan.
public protocol BarcodeInventory: AnyObject, Sendable {
  /// The item's extra barcodes (its main one is `Item.barcode`), in the order they were added.
  func barcodes(ofItem id: Int64) throws -> [ItemBarcode]
  /// The extra barcodes of each of `ids` that has any (for lists and exports: one read, not one per item).
  func barcodes(ofItems ids: [Int64]) throws -> [Int64: [ItemBarcode]]
  /// The item `code` (any form of it) belongs to, as its main barcode or an extra one, with the units one scan
  /// of it counts; nil when no item has it.
  func match(for code: ProductCode) throws -> CodeMatch?
  /// Gives item `id` the extra barcode `code`, one scan of which counts `unitsPerScan` units. A code another
  /// item (or this one) has already is refused (`ItemBarcodeError.codeTaken`), as are units and labels out
  /// of range.
  @discardableResult
  func addBarcode(_ code: ProductCode, unitsPerScan: Int, label: String, toItem id: Int64) throws -> ItemBarcode
  /// Takes the extra barcode `code` (any form of it) off item `id`; its main barcode is changed by editing it.
  func removeBarcode(_ code: ProductCode, fromItem id: Int64) throws
  /// Changes how many units one scan of item `id`'s extra barcode `code` counts, and its label (nil: kept).
  @discardableResult
  func setUnitsPerScan(_ units: Int, label: String?, forBarcode code: ProductCode, ofItem id: Int64) throws
    -> ItemBarcode
}

/// One unit a scan, no label, unless said.
extension BarcodeInventory {
  @discardableResult
  public func addBarcode(_ code: ProductCode, unitsPerScan: Int = 1, toItem id: Int64) throws -> ItemBarcode {
    try addBarcode(code, unitsPerScan: unitsPerScan, label: "", toItem: id)
  }
}
