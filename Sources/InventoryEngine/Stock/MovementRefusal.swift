import InventoryCore

/// The words for a movement the database refused. The engines check the limits first with the item read
/// (locked where the store locks rows); the database's constraints are the backstop, and say the same.
public enum MovementRefusal {
  /// `item` is the item as it was before the movement; `delta` the refused change.
  public static func error(changing item: Item, by delta: Int, reason: MovementReason) -> InventoryError {
    if delta > 0 { return .quantityOutOfRange(item, requested: delta) }
    if reason == .undo { return .cannotUndo(itemName: item.name, delta: -delta, quantity: item.quantity) }
    return .insufficientStock(item, requested: Int(clamping: delta.magnitude))
  }
}
