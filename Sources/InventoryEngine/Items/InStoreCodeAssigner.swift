import InventoryCore

/// The rows giving items in-store codes read and write, inside the store's transaction (`InStoreCodeAssigner`
/// decides).
public protocol InStoreCodeStorage: ItemReading, ActionJournalStorage {
  /// Waits for any other station's assignment to commit, where stations share the store; held until the
  /// transaction ends, so every later read sees that station's codes.
  func lockInStoreCodes() throws
  /// The highest lookup key in the in-store range ("020" to "021") among main and extra barcodes.
  func highestInStoreKey() throws -> String?
  /// Gives the item `code` as its main barcode (it had none), with whatever the store indexes for it.
  func setMainBarcode(_ code: ProductCode, itemID: Int64, time: Int64) throws
}

/// In-store EAN-13 codes (prefix 20) for items without a barcode of their own, by the same rules in every
/// store: the next one is the highest used sequence + 1 (an in-store code may be an extra barcode too: a
/// relabelled item keeps its old one), so the codes given in one transaction are consecutive and unused; each
/// is journalled as an edit (undo takes it back).
public struct InStoreCodeAssigner<Storage: InStoreCodeStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// The next in-store code not used by any item.
  public func nextCode() throws -> ProductCode {
    // In-store keys are "0" + "20" + ten digits + check digit: the highest one holds the highest sequence.
    var sequence = 1
    if let highest = try storage.highestInStoreKey(), let code = try? ProductCode(String(highest.dropFirst())),
      let used = InStoreCode.sequence(of: code)
    {
      sequence = used + 1
    }
    guard sequence <= InStoreCode.maximumSequence else { throw InventoryError.inStoreCodesExhausted }
    return InStoreCode.ean13(sequence: sequence)
  }

  /// Gives the item the next in-store code when it has no barcode; an item that has one is returned as it is.
  public func assign(itemID: Int64, time: Int64) throws -> Item {
    try storage.lockInStoreCodes()
    return try assignOne(itemID: itemID, time: time)
  }

  /// Gives each listed item that has no barcode the next in-store code; returns the items in the order given,
  /// those that already had a barcode unchanged.
  public func assign(itemIDs: [Int64], time: Int64) throws -> [Item] {
    try storage.lockInStoreCodes()
    return try itemIDs.map { id in try assignOne(itemID: id, time: time) }
  }

  private func assignOne(itemID: Int64, time: Int64) throws -> Item {
    let item = try storage.requireItem(id: itemID, locking: true)
    if item.barcode != nil { return item }
    let before = try storage.snapshot(ofItem: itemID)
    try storage.setMainBarcode(try nextCode(), itemID: itemID, time: time)
    try storage.journalEdit(before: before, movementID: nil, time: time)
    return try storage.requireItem(id: itemID)
  }
}
