import Foundation
import InventoryCore
import PostgresNIO

/// Writing the action journal, in the same transaction as the change it describes (so it never says
/// something happened that did not), as the SQLite store does: undo and History read it.
extension PostgresInventory {
  @discardableResult
  static func record(_ link: PostgresLink, _ entry: JournalEntry, origin: ActionOrigin, time: Int64) throws -> Int64 {
    guard
      let id = try link.query(
        """
        INSERT INTO action (time, station, session, kind, item_id, item_name, movement_id, before, after, target_id,
          summary)
        VALUES (\(time), \(origin.station), \(origin.session), \(entry.kind.rawValue), \(entry.itemID),
          \(entry.itemName), \(entry.movementID), \(entry.before?.json), \(entry.after?.json), \(entry.targetID),
          \(entry.summary))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the journal entry's id") }
    return id
  }

  /// Journals a stock change (a scan, +1/-1, a count, `stockroom adjust`). No item snapshots: a stock change
  /// is undone through its movement.
  static func recordStockChange(
    _ link: PostgresLink, _ change: StockChange, reason: MovementReason, origin: ActionOrigin, time: Int64,
    before: ItemSnapshot? = nil
  ) throws {
    guard let itemID = change.item.id, let movementID = change.movementID else { return }
    try record(
      link,
      JournalEntry(
        kind: .stock, itemID: itemID, itemName: change.item.name, movementID: movementID, before: before,
        summary: ActionWording.stock(
          reason, delta: change.delta, name: change.item.name, from: change.from, to: change.to)),
      origin: origin, time: time)
  }

  /// Journals an edit when it changed anything (`before` is the item before the change).
  static func recordEdit(
    _ link: PostgresLink, before: ItemSnapshot?, movementID: Int64?, origin: ActionOrigin, time: Int64
  ) throws {
    guard let before, let after = try ItemSnapshot.fetch(link, id: before.id) else { return }
    var unchanged = after
    unchanged.updatedAt = before.updatedAt
    guard unchanged != before else { return }
    try record(
      link,
      JournalEntry(
        kind: .edit, itemID: before.id, itemName: before.name, movementID: movementID, before: before, after: after,
        summary: ActionWording.edit(before, after)),
      origin: origin, time: time)
  }
}
