import Foundation
import InventoryCore
import PostgresNIO

extension PostgresInventory {
  /// Undoes the last `count` stock movements not undone yet, whoever made them, newest first, each by a
  /// compensating movement, as on SQLite (the journal's `undo(scope:)` is what the front ends use). All or
  /// nothing: if one cannot be undone (stock would leave the limits), none is. Movements of deleted items are
  /// skipped.
  ///
  /// Each movement's item is locked before the movement is checked again: a station that undid it meanwhile
  /// has committed by then, and the next one is taken instead (the unique `undoes_id` is the backstop).
  @discardableResult
  public func undoLastChanges(_ count: Int, source: ScanSource) throws -> [StockChange] {
    let time = timestamp()
    return try write { link in
      var changes: [StockChange] = []
      while changes.count < count {
        guard
          let row = try link.query(
            """
            SELECT m.id, m.item_id, m.delta, m.item_name FROM stock_movement m
            WHERE m.reason <> 'undo' AND m.item_id IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM stock_movement u WHERE u.undoes_id = m.id)
            ORDER BY m.id DESC LIMIT 1
            """
          ).first
        else { break }
        let (movementID, itemID, storedDelta, name) = try row.values((Int64, Int64, Int64, String).self)
        guard let delta = Int(exactly: storedDelta), StockLimits.isDelta(delta) else {
          throw InventoryError.movementOutOfRange(movementID: movementID, itemName: name)
        }
        guard let before = try Self.fetchItem(link, id: itemID, locking: true) else { continue }  // deleted meanwhile
        let stillToUndo = try link.query(
          """
          SELECT 1 FROM stock_movement m
          WHERE m.id = \(movementID) AND m.item_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM stock_movement u WHERE u.undoes_id = m.id)
          """)
        if stillToUndo.isEmpty { continue }
        if before.storedValueProblems.contains(where: { $0.field == .quantity }) {
          throw InventoryError.storedValueOutOfRange(before)
        }
        guard StockLimits.quantity(before.quantity, adding: -delta) != nil else {
          throw InventoryError.cannotUndo(itemName: before.name, delta: -delta, quantity: before.quantity)
        }
        let undoID = try Self.insertMovement(
          link, itemID: itemID, itemName: before.name, delta: -delta, reason: .undo, source: source, origin: origin,
          time: time, undoes: movementID, current: before)
        let after = try Self.requireItem(link, id: itemID)
        changes.append(StockChange(item: after, from: before.quantity, to: after.quantity, movementID: undoID))
      }
      return changes
    }
  }
}
