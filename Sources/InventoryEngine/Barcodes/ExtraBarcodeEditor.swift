import InventoryCore

/// The rows changing an item's extra barcodes reads and writes, inside the store's transaction.
public protocol ExtraBarcodeStorage {
  /// The item, locked for the rest of the transaction where the store locks rows; `InventoryError.itemNotFound`
  /// when there is none.
  func requireLockedItem(id: Int64) throws -> Item
  /// The item a code stands for (any form, main or extra barcode).
  func match(for code: ProductCode) throws -> CodeMatch?
  func extraBarcodeCount(itemID: Int64) throws -> Int
  /// Inserts the barcodes of the item in order (with whatever the store indexes for them), refusing a code that
  /// belongs to an item already.
  func insert(_ barcodes: [ItemBarcode], itemID: Int64) throws
  func deleteExtraBarcode(key: String) throws
  /// Writes a barcode's units per scan and label, found by its key.
  func updateExtraBarcode(_ barcode: ItemBarcode) throws
  /// Sets the item's `updated_at`.
  func touch(itemID: Int64, time: Int64) throws
}

/// An item's extra barcodes (issue 12), changed by the same rules in every store: a code is free before it is
/// added, an item has at most `ItemBarcode.maximumPerItem`, only an extra barcode of that item is removed or
/// changed (its main barcode is the item's own field). Each change touches the item's `updated_at`; none is
/// journalled.
public struct ExtraBarcodeEditor<Storage: ExtraBarcodeStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  public func add(_ code: ProductCode, unitsPerScan: Int, label: String, toItem id: Int64, time: Int64) throws
    -> ItemBarcode
  {
    let barcode = try ItemBarcode.validated(code, unitsPerScan: unitsPerScan, label: label)
    let item = try storage.requireLockedItem(id: id)
    if let owner = try storage.match(for: code) {
      throw ItemBarcodeError.codeTaken(code: code.text, owner: owner.item, extra: owner.extraBarcode)
    }
    guard try storage.extraBarcodeCount(itemID: id) < ItemBarcode.maximumPerItem else {
      throw ItemBarcodeError.tooMany(item: item)
    }
    try storage.insert([barcode], itemID: id)
    try storage.touch(itemID: id, time: time)
    return barcode
  }

  public func remove(_ code: ProductCode, fromItem id: Int64, time: Int64) throws {
    let extra = try extraBarcode(code, of: try storage.requireLockedItem(id: id))
    try storage.deleteExtraBarcode(key: extra.key)
    try storage.touch(itemID: id, time: time)
  }

  public func setUnitsPerScan(
    _ units: Int, label: String?, forBarcode code: ProductCode, ofItem id: Int64, time: Int64
  ) throws -> ItemBarcode {
    let extra = try extraBarcode(code, of: try storage.requireLockedItem(id: id)).with(
      unitsPerScan: units, label: label)
    try storage.updateExtraBarcode(extra)
    try storage.touch(itemID: id, time: time)
    return extra
  }

  /// The item's extra barcode `code` (any reading), or the error that says why it has none such.
  private func extraBarcode(_ code: ProductCode, of item: Item) throws -> ItemBarcode {
    guard let match = try storage.match(for: code), match.item.id == item.id else {
      throw ItemBarcodeError.notOnItem(code: code.text, item: item)
    }
    guard let extra = match.extraBarcode else { throw ItemBarcodeError.isMainBarcode(code: code.text, item: item) }
    return extra
  }
}
