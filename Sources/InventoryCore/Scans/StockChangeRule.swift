/// Whether an item's stock may change by a delta: the rule every store checks inside its transaction, before
/// it appends the movement (the database checks again, as a backstop).
public enum StockChangeRule {
  /// Nil when `item` may change by `delta` (0 included: nothing to do); else the refusal, naming the item.
  public static func refusal(changing item: Item, by delta: Int) -> InventoryError? {
    guard delta != 0 else { return nil }
    if item.storedValueProblems.contains(where: { $0.field == .quantity }) { return .storedValueOutOfRange(item) }
    guard StockLimits.isDelta(delta) else { return .changeOutOfRange(delta) }
    guard StockLimits.quantity(item.quantity, adding: delta) != nil else {
      return delta < 0 ? .insufficientStock(item, requested: -delta) : .quantityOutOfRange(item, requested: delta)
    }
    return nil
  }
}
