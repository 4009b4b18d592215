import InventoryCore

/// Raises and ends stock alerts for a change of an item from `before` to `after`, in the transaction that made
/// the change (`StockAlertCrossing` says which). Every stock write of the engine calls it: the ledger's
/// changes and counts, edits of quantity or minimum, undo and redo.
public struct StockAlertRule<Storage: AlertStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  public func apply(before: Item, after: Item, time: Int64) throws {
    let crossing = StockAlertCrossing(from: StockLevel(before), to: StockLevel(after))
    guard !crossing.isEmpty, let itemID = after.id else { return }
    if !crossing.ends.isEmpty { try storage.endAlerts(itemID: itemID, kinds: crossing.ends, time: time) }
    if let kind = crossing.raises {
      try storage.openAlert(
        itemID: itemID, itemName: after.name, kind: kind, quantity: after.quantity, minimum: after.minimumQuantity,
        time: time)
    }
  }
}
