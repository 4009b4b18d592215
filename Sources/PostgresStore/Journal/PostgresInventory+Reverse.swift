import Foundation
import InventoryCore
import PostgresNIO

/// The two halves of undo and redo, as on SQLite (`InventoryService+Reverse`): saying what will happen
/// (`preview`) and doing it (`reverse`). A stock change is compensated either way; an add undone and a delete
/// redone remove the item; an add redone and a delete undone restore it.
extension PostgresInventory {
  static func preview(_ link: PostgresLink, _ target: JournalAction, redo: Bool) throws -> String {
    let name = ActionWording.quoted(target.itemName)
    let again = redo ? " again" : ""
    switch target.kind {
    case .stock:
      guard let movement = try movementToCompensate(link, target) else { return target.summary }
      let original = redo ? -movement.delta : movement.delta
      let head = "\(ActionWording.verb(movement.reason)) \(ActionWording.signed(original)) \(name)\(again)"
      guard let id = target.itemID, let item = try fetchItem(link, id: id) else { return "\(head) (it was deleted)" }
      return "\(head) (stock \(item.quantity) → \(item.quantity &+ -movement.delta))"
    case .add, .delete:
      let id = target.itemID ?? 0
      if (target.kind == .add) != redo {
        let count = ActionWording.count(try movementCount(link, itemID: id), "movement")
        return "\(target.kind.rawValue) \(name)\(again) (deletes it; its \(count) stay in history)"
      }
      let count = ActionWording.count(try movementCount(link, itemID: id, deleted: true), "movement")
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

  /// Reverses `target` (locked by the caller), journals the undo or redo and marks `target` undone or not.
  static func reverse(
    _ link: PostgresLink, _ target: JournalAction, redo: Bool, origin: ActionOrigin, source: ScanSource, time: Int64
  ) throws -> UndoStep {
    let name = ActionWording.quoted(target.itemName)
    var entry = JournalEntry(
      kind: redo ? .redo : .undo, itemID: target.itemID, itemName: target.itemName, targetID: target.id, summary: "")
    let description: String
    switch target.kind {
    case .stock:
      guard let id = target.itemID, let item = try fetchItem(link, id: id, locking: true) else {
        throw UndoError.itemGone(name: target.itemName)
      }
      let change = try compensate(link, target, item: item, redo: redo, source: source, time: time, origin: origin)
      entry.movementID = change.movementID
      if let counted = CountUndoRule.lastCounted(
        now: item.lastCountedAt?.epochMilliseconds, undoing: target, redo: redo)
      {
        try link.execute("UPDATE item SET last_counted_at = \(counted) WHERE id = \(id)")
      }
      let original = redo ? change.delta : -change.delta
      description =
        "\(ActionWording.verb(change.reason)) \(ActionWording.signed(original)) \(name): \(change.from) → \(change.to)"
    case .add, .delete:
      let id = target.itemID ?? 0
      if (target.kind == .add) != redo {
        guard try fetchItem(link, id: id, locking: true) != nil, let before = try ItemSnapshot.fetch(link, id: id)
        else { throw UndoError.itemGone(name: target.itemName) }
        let count = ActionWording.count(try removeItem(link, id: id), "movement")
        entry.before = before
        description =
          "\(target.kind.rawValue) \(name): deleted\(redo ? " again" : "") (its \(count) stay in history)"
      } else {
        guard let snapshot = try latest(link, of: target).before ?? target.before else {
          throw UndoError.damagedEntry(actionID: target.id)
        }
        let count = ActionWording.count(try restoreItem(link, snapshot, time: time), "movement")
        entry.after = try ItemSnapshot.fetch(link, id: id)
        description = "\(target.kind.rawValue) \(name): restored with its \(count)"
      }
    case .edit:
      guard let id = target.itemID, let before = target.before, let after = target.after else {
        throw UndoError.damagedEntry(actionID: target.id)
      }
      guard let item = try fetchItem(link, id: id, locking: true), let now = try ItemSnapshot.fetch(link, id: id) else {
        throw UndoError.itemGone(name: target.itemName)
      }
      let kept = try applyFields(
        link, itemID: id, from: redo ? before : after, to: redo ? after : before, time: time)
      if target.movementID != nil {
        entry.movementID = try compensate(
          link, target, item: item, redo: redo, source: source, time: time, origin: origin
        ).movementID
      }
      let then = try ItemSnapshot.fetch(link, id: id) ?? now
      entry.before = now
      entry.after = then
      description =
        "edit \(name): " + ActionWording.fieldChanges(from: now, to: then).joined(separator: ", ")
        + (kept.isEmpty ? "" : "; kept what changed since: \(kept.joined(separator: ", "))")
    case .undo, .redo:
      throw UndoError.damagedEntry(actionID: target.id)
    }
    entry.summary = (redo ? "redo " : "undo ") + description
    try record(link, entry, origin: origin, time: time)
    try link.execute("UPDATE action SET undone = \(!redo) WHERE id = \(target.id)")
    return UndoStep(action: target, isRedo: redo, description: description)
  }

  /// Appends the movement that cancels the newest movement of `target`'s chain (the original, or the last
  /// undo or redo of it), refusing to leave the stock limits. `item` is locked by the caller.
  private static func compensate(
    _ link: PostgresLink, _ target: JournalAction, item: Item, redo: Bool, source: ScanSource, time: Int64,
    origin: ActionOrigin
  ) throws -> (movementID: Int64, delta: Int, from: Int, to: Int, reason: MovementReason) {
    guard let itemID = item.id, let movement = try movementToCompensate(link, target) else {
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
      link, itemID: itemID, itemName: item.name, delta: delta, reason: redo ? .redo : .undo, source: source,
      origin: origin, time: time, undoes: movement.id, current: item)
    let after = try requireItem(link, id: itemID)
    return (id, delta, item.quantity, after.quantity, movement.reason)
  }

  /// How many movements belong to the item now (or, when deleted, belonged to it).
  static func movementCount(_ link: PostgresLink, itemID: Int64, deleted: Bool = false) throws -> Int {
    let count =
      deleted
      ? try link.query("SELECT count(*) FROM stock_movement WHERE deleted_item_id = \(itemID)").single(Int64.self)
      : try link.query("SELECT count(*) FROM stock_movement WHERE item_id = \(itemID)").single(Int64.self)
    return Int(clamping: count ?? 0)
  }
}
