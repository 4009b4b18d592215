/// The stock-ledger role of an inventory: changing stock by appended movements, and reading them back.
public protocol StockInventory: AnyObject, Sendable {
  @discardableResult
  func adjustQuantity(itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource) throws -> StockChange
  @discardableResult
  func setQuantity(itemID: Int64, to quantity: Int, source: ScanSource) throws -> StockChange
  @discardableResult
  func undoLastChanges(_ count: Int, source: ScanSource) throws -> [StockChange]
  /// Newest first; `search` matches the item's name, `station` keeps the station's own; `before` (an id) starts
  /// the page after the last one read: paged by key, so a late page costs what the first does and an entry
  /// added meanwhile never shifts one into the next page twice.
  func movements(itemID: Int64?, search: String, station: String?, limit: Int, before: Int64?) throws
    -> [StockMovement]
  func movementTotal(itemID: Int64) throws -> Int128
}

/// Typed at the keyboard, a manual change, the first page of movements.
extension StockInventory {
  @discardableResult
  public func adjustQuantity(itemID: Int64, by delta: Int, reason: MovementReason = .manual) throws -> StockChange {
    try adjustQuantity(itemID: itemID, by: delta, reason: reason, source: .keyboard)
  }

  @discardableResult
  public func adjustQuantity(itemID: Int64, by delta: Int, source: ScanSource) throws -> StockChange {
    try adjustQuantity(itemID: itemID, by: delta, reason: .manual, source: source)
  }

  @discardableResult
  public func setQuantity(itemID: Int64, to quantity: Int) throws -> StockChange {
    try setQuantity(itemID: itemID, to: quantity, source: .keyboard)
  }

  @discardableResult
  public func undoLastChanges(_ count: Int = 1) throws -> [StockChange] {
    try undoLastChanges(count, source: .keyboard)
  }

  public func movements(itemID: Int64? = nil, search: String = "", station: String? = nil, limit: Int = 100) throws
    -> [StockMovement]
  {
    try movements(itemID: itemID, search: search, station: station, limit: limit, before: nil)
  }

  public func movements(search: String, station: String? = nil, limit: Int, before: Int64?) throws
    -> [StockMovement]
  {
    try movements(itemID: nil, search: search, station: station, limit: limit, before: before)
  }
}
