import InventoryCore

/// How a store opens its transactions for extra barcodes: every change of them is written once, in the
/// extension, over these (`ExtraBarcodeEditor` decides). They are not journalled (undo does not take them
/// back), but a deleted item's are kept in its journal entry and come back when the deletion is undone.
public protocol ExtraBarcodeStore {
  associatedtype Barcodes: ExtraBarcodeStorage
  func readBarcodes<T>(_ body: (Barcodes) throws -> T) throws -> T
  /// Runs `body` in one write transaction. When the database refuses `code` because another item took it
  /// meanwhile, the error is `ItemBarcodeError.codeTaken`, naming that item, as the editor's check's would be.
  func writeBarcodes<T>(claiming code: ProductCode?, _ body: (Barcodes) throws -> T) throws -> T
  /// Now, in epoch milliseconds, by the store's clock (tests set it).
  func timestamp() -> Int64
}

extension ExtraBarcodeStore {
  /// The item `code` belongs to, as its main or an extra barcode, or nil.
  public func match(for code: ProductCode) throws -> CodeMatch? { try readBarcodes { try $0.match(for: code) } }

  @discardableResult
  public func addBarcode(_ code: ProductCode, unitsPerScan: Int = 1, label: String = "", toItem id: Int64) throws
    -> ItemBarcode
  {
    let time = timestamp()
    return try writeBarcodes(claiming: code) { barcodes in
      try ExtraBarcodeEditor(storage: barcodes).add(
        code, unitsPerScan: unitsPerScan, label: label, toItem: id, time: time)
    }
  }

  public func removeBarcode(_ code: ProductCode, fromItem id: Int64) throws {
    let time = timestamp()
    try writeBarcodes(claiming: nil) { try ExtraBarcodeEditor(storage: $0).remove(code, fromItem: id, time: time) }
  }

  @discardableResult
  public func setUnitsPerScan(_ units: Int, label: String?, forBarcode code: ProductCode, ofItem id: Int64) throws
    -> ItemBarcode
  {
    let time = timestamp()
    return try writeBarcodes(claiming: nil) { barcodes in
      try ExtraBarcodeEditor(storage: barcodes).setUnitsPerScan(
        units, label: label, forBarcode: code, ofItem: id, time: time)
    }
  }
}
