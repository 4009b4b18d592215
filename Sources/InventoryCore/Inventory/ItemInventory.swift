/// The items role of an inventory: reading, listing, searching and writing items, their extra barcodes and in-store
/// codes.
public protocol ItemInventory: AnyObject, Sendable {
  func item(id: Int64) throws -> Item?
  func item(for code: ProductCode) throws -> Item?
  /// By id, barcode (any form) or exact name (ignoring case), in that order; `InventoryError.itemNotFound` else.
  func findItem(_ reference: String) throws -> Item
  /// The items `query` matches in its order; `limit` -1 for all.
  func items(matching query: ItemQuery, limit: Int, offset: Int) throws -> [Item]
  /// Up to `limit` items right after (or before) `item` in `query`'s order; nil when this order cannot be
  /// sought from an item (then read by position with `window`).
  func items(matching query: ItemQuery, adjacentTo item: Item, forward: Bool, limit: Int) throws -> [Item]?
  /// The items at `positions` of `query`'s list of `total` items, read the cheapest way the store knows.
  func window(of query: ItemQuery, positions: Range<Int>, total: Int) throws -> [Item]
  func count(matching query: ItemQuery) throws -> Int
  /// Readies what search-as-you-type reads, so that the first keystroke does not pay for it (a front end calls
  /// it off its input thread when a search may come).
  func prepareSearch() throws
  func totals(matching query: ItemQuery) throws -> ItemTotals
  func position(ofItem id: Int64, matching query: ItemQuery) throws -> Int?
  func lowStockReport() throws -> [Item]
  func lowStockCount() throws -> Int
  func stockAlertCounts() throws -> StockAlertCounts
  func outOfStockWithoutMinimum() throws -> [Item]
  func itemsWithStoredValueProblems(limit: Int) throws -> [Item]
  @discardableResult
  func addItem(_ draft: ItemDraft, source: ScanSource) throws -> Item
  @discardableResult
  func updateItem(id: Int64, with draft: ItemDraft, source: ScanSource) throws -> Item
  func deleteItem(id: Int64) throws
  func nextInStoreCode() throws -> ProductCode
  @discardableResult
  func assignInStoreBarcode(itemID: Int64) throws -> Item
  /// In one transaction: every listed item without a barcode gets the next in-store code.
  func assignInStoreBarcodes(itemIDs: [Int64]) throws -> [Item]
}

/// Typed at the keyboard, every item, the first page.
extension ItemInventory {
  public func items(matching query: ItemQuery = ItemQuery()) throws -> [Item] {
    try items(matching: query, limit: -1, offset: 0)
  }

  public func items(matching query: ItemQuery, limit: Int) throws -> [Item] {
    try items(matching: query, limit: limit, offset: 0)
  }

  public func totals() throws -> ItemTotals { try totals(matching: ItemQuery()) }

  public func itemsWithStoredValueProblems() throws -> [Item] { try itemsWithStoredValueProblems(limit: 20) }

  @discardableResult
  public func addItem(_ draft: ItemDraft) throws -> Item { try addItem(draft, source: .keyboard) }

  @discardableResult
  public func updateItem(id: Int64, with draft: ItemDraft) throws -> Item {
    try updateItem(id: id, with: draft, source: .keyboard)
  }
}
