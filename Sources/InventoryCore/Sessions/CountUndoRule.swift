import Foundation

/// What undoing or redoing a count's stock change does to the item's last-counted time. A count journals its
/// change with the item as it was before (`ItemSnapshot(countedItem:)`, whose `lastCountedAt` is the time
/// before this count) and stamps the item at the commit's time, the action's time.
public enum CountUndoRule {
  /// The last-counted time to write (`.some(nil)` clears it), or nil to leave it: undo puts back the time before
  /// the count, redo the count's own; neither touches an item counted again since (by another count).
  public static func lastCounted(now current: Int64?, undoing action: JournalAction, redo: Bool) -> Int64?? {
    guard action.kind == .stock, let before = action.before else { return nil }
    let counted = action.time.epochMilliseconds
    if redo {
      return current == before.lastCountedAt ? .some(counted) : nil
    }
    return current == counted ? .some(before.lastCountedAt) : nil
  }
}

extension ItemSnapshot {
  /// The item a count is about to change, as its journal entry keeps it: only what undo needs of it (its
  /// last-counted time before the count); no barcode key, category name or extra barcodes are read for it.
  public init(countedItem item: Item, id: Int64) {
    self.init(
      id: id, name: item.name, barcode: item.barcode, barcodeKey: nil, quantity: item.quantity,
      priceMinor: item.price?.minorUnits, categoryID: item.categoryID, categoryName: nil,
      minimumQuantity: item.minimumQuantity, targetQuantity: item.targetQuantity, notes: item.notes,
      createdAt: item.createdAt.epochMilliseconds, updatedAt: item.updatedAt.epochMilliseconds,
      lastCountedAt: item.lastCountedAt?.epochMilliseconds)
  }
}
