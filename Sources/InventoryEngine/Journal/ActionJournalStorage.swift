import InventoryCore

/// Writing the action journal, inside the transaction of the change it describes (so it never says something
/// happened that did not): undo and History read it.
public protocol ActionJournalStorage {
  /// The item as the journal keeps it (with its barcode key, category name and extra barcodes).
  func snapshot(ofItem id: Int64) throws -> ItemSnapshot?
  /// Journals `entry` as this storage's station and session.
  func record(_ entry: JournalEntry, time: Int64) throws
}

extension ActionJournalStorage {
  /// Journals an edit when it changed anything but the time (`before` is the item before the change).
  public func journalEdit(before: ItemSnapshot?, movementID: Int64?, time: Int64) throws {
    guard let before, let after = try snapshot(ofItem: before.id) else { return }
    var unchanged = after
    unchanged.updatedAt = before.updatedAt
    guard unchanged != before else { return }
    try record(
      JournalEntry(
        kind: .edit, itemID: before.id, itemName: before.name, movementID: movementID, before: before, after: after,
        summary: ActionWording.edit(before, after)),
      time: time)
  }

  /// Journals a stock change (a scan, +1/-1, a count, `stockroom adjust`). No item snapshots: a stock change is
  /// undone through its movement, and a scan burst should not pay for a fetch and two JSON encodings per scan
  /// (they halved recorded scans per second). `before` keeps a count's last-counted time (`CountUndoRule`).
  public func journalStockChange(
    _ change: StockChange, reason: MovementReason, time: Int64, before: ItemSnapshot? = nil
  ) throws {
    guard let itemID = change.item.id, let movementID = change.movementID else { return }
    try record(
      JournalEntry(
        kind: .stock, itemID: itemID, itemName: change.item.name, movementID: movementID, before: before,
        summary: ActionWording.stock(
          reason, delta: change.delta, name: change.item.name, from: change.from, to: change.to)),
      time: time)
  }
}
