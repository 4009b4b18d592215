import InventoryCore

/// Who a barcode belongs to, read inside the store's transaction: the primitives of looking a code up and of
/// keeping one code one item's.
public protocol CodeOwnerStorage {
  /// The item whose main barcode has the lookup key `key`.
  func item(barcodeKey key: String) throws -> Item?
  /// The item with an extra barcode whose key is `key`, with that barcode.
  func extraBarcodeOwner(key: String) throws -> CodeMatch?
  /// Inserts one extra barcode row of item `itemID`, with whatever the store indexes for it.
  func insertExtraBarcodeRow(_ barcode: ItemBarcode, itemID: Int64) throws
}

extension CodeOwnerStorage {
  /// The item `code` belongs to, as its main or an extra barcode, trying each reading of the code in turn.
  public func match(for code: ProductCode) throws -> CodeMatch? {
    for key in code.lookupKeys {
      if let match = try owner(ofBarcodeKey: key) { return match }
    }
    return nil
  }

  /// The item whose main or extra barcode has the key `key`; a main barcode first.
  public func owner(ofBarcodeKey key: String) throws -> CodeMatch? {
    if let item = try item(barcodeKey: key) { return .main(item, key: key) }
    return try extraBarcodeOwner(key: key)
  }

  /// Inserts extra barcodes of item `itemID`, in order, refusing a code that belongs to an item already (the
  /// caller's transaction then rolls back). The caller has checked the item exists and how many it may have.
  public func insertExtraBarcodes(_ barcodes: [ItemBarcode], itemID: Int64) throws {
    for barcode in barcodes {
      if let owner = try owner(ofBarcodeKey: barcode.key) {
        throw ItemBarcodeError.codeTaken(code: barcode.code, owner: owner.item, extra: owner.extraBarcode)
      }
      try insertExtraBarcodeRow(barcode, itemID: itemID)
    }
  }
}
