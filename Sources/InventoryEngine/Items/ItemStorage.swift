import InventoryCore

/// The rows adding, editing and deleting an item reads and writes, inside the store's transaction
/// (`ItemEditor` decides).
public protocol ItemStorage: StockStorage {
  /// The item a code stands for (any form, main or extra barcode).
  func match(for code: ProductCode) throws -> CodeMatch?
  func categoryExists(id: Int64) throws -> Bool
  /// Inserts the item with quantity 0 (its opening stock is a movement, so that quantity always equals the sum
  /// of movements), with whatever the store indexes for it; returns its id.
  func insertItem(_ valid: ItemDraft.Valid, time: Int64) throws -> Int64
  /// Writes the item's own fields from `valid` (not its quantity), updated at `time`.
  func updateItem(id: Int64, to valid: ItemDraft.Valid, time: Int64) throws
  /// Deletes the item, marking its movements and scans so that undo re-attaches them; returns how many
  /// movements it had.
  func removeItem(id: Int64) throws -> Int
}

/// Finding an item by what a user typed, in a read.
public protocol ItemLookupStorage: ItemReading {
  /// The item a code stands for (any form, main or extra barcode).
  func match(for code: ProductCode) throws -> CodeMatch?
  /// Up to `limit` items whose `Item.sortKey` is `key`.
  func items(sortKey key: String, limit: Int) throws -> [Item]
}

extension ItemLookupStorage {
  /// The item `reference` names: by id, barcode (any form, main or extra) or exact name (ignoring case, and
  /// whatever else `Item.sortKey` folds), in that order; a name two items share names none.
  public func findItem(_ reference: String) throws -> Item {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    if let id = Int64(trimmed), let item = try item(id: id, locking: false) { return item }
    if let code = try? ProductCode(trimmed), let match = try match(for: code) { return match.item }
    let named = try items(sortKey: Item.sortKey(for: trimmed), limit: 2)
    if named.count == 1 { return named[0] }
    throw InventoryError.itemNotFound(reference)
  }
}
