import InventoryCore

/// Reading an item by id inside the store's transaction: the primitive every item rule starts from.
public protocol ItemReading {
  /// The item; with `locking`, locked for the rest of the transaction where the store locks rows (another
  /// station's change of it waits).
  func item(id: Int64, locking: Bool) throws -> Item?
}

extension ItemReading {
  /// The item, or `InventoryError.itemNotFound` (it was deleted meanwhile, perhaps by another station).
  public func requireItem(id: Int64, locking: Bool = false) throws -> Item {
    guard let item = try item(id: id, locking: locking) else { throw InventoryError.itemNotFound(String(id)) }
    return item
  }
}
