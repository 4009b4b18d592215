import InventoryCore

/// How a store opens its transactions for items and their stock: every operation on them is written once, in
/// the extension, over these (GRDB writes `save` once over `insert` and `update` the same way).
public protocol ItemStore {
  associatedtype Items: ItemStorage & ItemLookupStorage & InStoreCodeStorage
  func readItems<T>(_ body: (Items) throws -> T) throws -> T
  /// Runs `body` in one write transaction. When the database refuses `barcode` because another station took it
  /// between the check and the write, the error is `InventoryError.duplicateBarcode`, as the check's would be.
  func writeItems<T>(claiming barcode: ProductCode?, _ body: (Items) throws -> T) throws -> T
  /// Now, in epoch milliseconds, by the store's clock (tests set it).
  func timestamp() -> Int64
}

extension ItemStore {
  public func item(id: Int64) throws -> Item? { try readItems { try $0.item(id: id, locking: false) } }

  /// The item a code stands for (any form of the same product, its main or an extra barcode), or nil.
  public func item(for code: ProductCode) throws -> Item? { try readItems { try $0.match(for: code)?.item } }

  /// Finds an item by id, barcode (any form, main or extra) or exact name (`ItemLookupStorage.findItem`).
  public func findItem(_ reference: String) throws -> Item { try readItems { try $0.findItem(reference) } }

  /// Adds an item. A barcode that already belongs to an item (in any form) is refused, naming that item.
  @discardableResult
  public func addItem(_ draft: ItemDraft, source: ScanSource = .keyboard) throws -> Item {
    let valid = try ItemEditor<Items>.validated(draft)
    let time = timestamp()
    return try writeItems(claiming: valid.barcode) { items in
      try ItemEditor(storage: items).add(valid, source: source, time: time)
    }
  }

  /// Saves edited fields. A changed quantity is recorded as an `edit` movement.
  @discardableResult
  public func updateItem(id: Int64, with draft: ItemDraft, source: ScanSource = .keyboard) throws -> Item {
    let valid = try ItemEditor<Items>.validated(draft)
    let time = timestamp()
    return try writeItems(claiming: valid.barcode) { items in
      try ItemEditor(storage: items).update(id: id, with: valid, source: source, time: time)
    }
  }

  /// Deletes an item. Its movements and scans stay in history, detached from it until an undo restores it.
  public func deleteItem(id: Int64) throws {
    let time = timestamp()
    try writeItems(claiming: nil) { items in try ItemEditor(storage: items).delete(id: id, time: time) }
  }

  /// Adds `delta` (negative to remove) in one transaction (`StockLedger.adjust`).
  @discardableResult
  public func adjustQuantity(
    itemID: Int64, by delta: Int, reason: MovementReason = .manual, source: ScanSource = .keyboard
  ) throws -> StockChange {
    let time = timestamp()
    return try writeItems(claiming: nil) { items in
      try StockLedger(storage: items).adjust(itemID: itemID, by: delta, reason: reason, source: source, time: time)
    }
  }

  /// Sets the counted quantity (a stocktake), recorded as the difference (`StockLedger.setQuantity`).
  @discardableResult
  public func setQuantity(itemID: Int64, to quantity: Int, source: ScanSource = .keyboard) throws -> StockChange {
    try StockLedger<Items>.checkCount(quantity)
    let time = timestamp()
    return try writeItems(claiming: nil) { items in
      try StockLedger(storage: items).setQuantity(itemID: itemID, to: quantity, source: source, time: time)
    }
  }

  /// The next in-store code not used by any item.
  public func nextInStoreCode() throws -> ProductCode {
    try readItems { items in try InStoreCodeAssigner(storage: items).nextCode() }
  }

  /// Gives an item without a barcode the next free in-store EAN-13; an item that has one is returned as it is.
  @discardableResult
  public func assignInStoreBarcode(itemID: Int64) throws -> Item {
    let time = timestamp()
    return try writeItems(claiming: nil) { items in
      try InStoreCodeAssigner(storage: items).assign(itemID: itemID, time: time)
    }
  }

  /// Gives every listed item that has no barcode the next in-store code, all in one transaction: labels are
  /// printed for all of them or, on any failure, none changes. Returns the items in the order given, those that
  /// already had a barcode unchanged.
  public func assignInStoreBarcodes(itemIDs: [Int64]) throws -> [Item] {
    let time = timestamp()
    return try writeItems(claiming: nil) { items in
      try InStoreCodeAssigner(storage: items).assign(itemIDs: itemIDs, time: time)
    }
  }
}
