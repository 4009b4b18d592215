import Foundation
import GRDB
import InventoryCore

/// The two halves of undo and redo: saying what will happen (`preview`) and doing it (`reverse`). Undo and
/// redo are the same operations in opposite directions: a stock change is compensated either way, an add
/// undone and a delete redone remove the item, an add redone and a delete undone restore it.
extension InventoryService {
  static func preview(_ db: Database, _ target: JournalAction, redo: Bool) throws -> String {
    let name = ActionWording.quoted(target.itemName)
    let again = redo ? " again" : ""
    switch target.kind {
    case .stock:
      guard let movement = try movementToCompensate(db, target) else { return target.summary }
      let original = redo ? -movement.delta : movement.delta
      let head = "\(ActionWording.verb(movement.reason)) \(ActionWording.signed(original)) \(name)\(again)"
      guard let id = target.itemID, let item = try fetchItem(db, id: id) else { return "\(head) (it was deleted)" }
      return "\(head) (stock \(item.quantity) → \(item.quantity &+ -movement.delta))"
    case .add, .delete:
      let id = target.itemID ?? 0
      if (target.kind == .add) != redo {
        let count = ActionWording.count(try movementCount(db, itemID: id), "movement")
        return "\(target.kind.rawValue) \(name)\(again) (deletes it; its \(count) stay in history)"
      }
      let count = ActionWording.count(try movementCount(db, itemID: id, deleted: true), "movement")
      return "\(target.kind.rawValue) \(name)\(again) (restores it with its \(count))"
    case .edit:
      guard let before = target.before, let after = target.after else { return target.summary }
      let changes =
        redo
        ? ActionWording.fieldChanges(from: before, to: after) : ActionWording.fieldChanges(from: after, to: before)
      return "edit \(name)\(again) (\(redo ? "" : "puts back ")\(changes.joined(separator: ", ")))"
    case .undo, .redo:
      throw UndoError.damagedEntry(actionID: target.id)
    }
  }

  static func reverse(
    _ db: Database, _ target: JournalAction, redo: Bool, origin: ActionOrigin, source: ScanSource, time: Int64
  ) throws -> UndoStep {
    let name = ActionWording.quoted(target.itemName)
    var entry = JournalEntry(
      kind: redo ? .redo : .undo, itemID: target.itemID, itemName: target.itemName, targetID: target.id, summary: "")
    let description: String
    switch target.kind {
    case .stock:
      guard let id = target.itemID, let item = try fetchItem(db, id: id) else {
        throw UndoError.itemGone(name: target.itemName)
      }
      let change = try compensate(
        db, target, item: item, redo: redo, source: source, time: time, station: origin.station)
      entry.movementID = change.movementID
      if let counted = CountUndoRule.lastCounted(
        now: item.lastCountedAt?.epochMilliseconds, undoing: target, redo: redo)
      {
        try db.execute(sql: "UPDATE item SET last_counted_at = ? WHERE id = ?", arguments: [counted, id])
      }
      let original = redo ? change.delta : -change.delta
      description =
        "\(ActionWording.verb(change.reason)) \(ActionWording.signed(original)) \(name): \(change.from) → \(change.to)"
    case .add, .delete:
      let id = target.itemID ?? 0
      if (target.kind == .add) != redo {
        guard let before = try ItemSnapshot.fetch(db, id: id) else { throw UndoError.itemGone(name: target.itemName) }
        let count = ActionWording.count(try removeItem(db, id: id), "movement")
        entry.before = before
        description =
          "\(target.kind.rawValue) \(name): deleted\(redo ? " again" : "") (its \(count) stay in history)"
      } else {
        guard let snapshot = try latest(db, of: target).before ?? target.before else {
          throw UndoError.damagedEntry(actionID: target.id)
        }
        let count = ActionWording.count(try restoreItem(db, snapshot, time: time), "movement")
        entry.after = try ItemSnapshot.fetch(db, id: id)
        description = "\(target.kind.rawValue) \(name): restored with its \(count)"
      }
    case .edit:
      guard let id = target.itemID, let before = target.before, let after = target.after else {
        throw UndoError.damagedEntry(actionID: target.id)
      }
      guard let now = try ItemSnapshot.fetch(db, id: id), let item = try fetchItem(db, id: id) else {
        throw UndoError.itemGone(name: target.itemName)
      }
      let kept = try applyFields(db, itemID: id, from: redo ? before : after, to: redo ? after : before, time: time)
      if target.movementID != nil {
        entry.movementID = try compensate(
          db, target, item: item, redo: redo, source: source, time: time, station: origin.station
        ).movementID
      }
      let then = try ItemSnapshot.fetch(db, id: id) ?? now
      entry.before = now
      entry.after = then
      description =
        "edit \(name): " + ActionWording.fieldChanges(from: now, to: then).joined(separator: ", ")
        + (kept.isEmpty ? "" : "; kept what changed since: \(kept.joined(separator: ", "))")
    case .undo, .redo:
      throw UndoError.damagedEntry(actionID: target.id)
    }
    entry.summary = (redo ? "redo " : "undo ") + description
    try record(db, entry, origin: origin, time: time)
    try db.execute(sql: "UPDATE action SET undone = ? WHERE id = ?", arguments: [redo ? 0 : 1, target.id])
    return UndoStep(action: target, isRedo: redo, description: description)
  }

  /// Appends the movement that cancels the newest movement of `target`'s chain (the original, or the last
  /// undo or redo of it), refusing to leave the stock limits.
  private static func compensate(
    _ db: Database, _ target: JournalAction, item: Item, redo: Bool, source: ScanSource, time: Int64,
    station: String
  ) throws -> (movementID: Int64, delta: Int, from: Int, to: Int, reason: MovementReason) {
    guard let itemID = item.id, let movement = try movementToCompensate(db, target) else {
      throw UndoError.damagedEntry(actionID: target.id)
    }
    if item.storedValueProblems.contains(where: { $0.field == .quantity }) {
      throw InventoryError.storedValueOutOfRange(item)
    }
    let delta = -movement.delta
    guard StockLimits.quantity(item.quantity, adding: delta) != nil else {
      if delta > 0 { throw InventoryError.quantityOutOfRange(item, requested: delta) }
      if redo { throw InventoryError.insufficientStock(item, requested: -delta) }
      throw InventoryError.cannotUndo(itemName: item.name, delta: delta, quantity: item.quantity)
    }
    let id = try insertMovement(
      db, itemID: itemID, itemName: item.name, delta: delta, reason: redo ? .redo : .undo, source: source, time: time,
      station: station, undoes: movement.id)
    let after = try requireItem(db, id: itemID)
    return (id, delta, item.quantity, after.quantity, movement.reason)
  }
}
