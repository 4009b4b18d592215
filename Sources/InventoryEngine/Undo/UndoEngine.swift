import InventoryCore

/// Undo and redo, decided once for every store over its `UndoStorage`: saying what will happen (`preview`) and
/// doing it (`reverse`). Undo and redo are the same operations in opposite directions: a stock change is
/// compensated either way, an add undone and a delete redone remove the item, an add redone and a delete
/// undone restore it, an edit puts back (or again) each field nobody changed since.
///
/// Which action is next (the journal queries, and on a shared server the row lock that keeps two stations from
/// reversing one action) stays with each store.
public struct UndoEngine<Storage: UndoStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// Refuses when the user confirmed another action than the one now next (`expecting`).
  public func check(_ target: JournalAction, expecting actionID: Int64?) throws {
    guard let actionID, actionID != target.id else { return }
    throw UndoError.changedMeanwhile(expected: try storage.action(id: actionID)?.summary ?? "the action shown")
  }

  /// What reversing `target` would do, worded for a confirmation.
  public func preview(_ target: JournalAction, redo: Bool) throws -> String {
    let name = ActionWording.quoted(target.itemName)
    let again = redo ? " again" : ""
    switch target.kind {
    case .stock:
      guard let movement = try movementToCompensate(target) else { return target.summary }
      // A move changes no total: its words are where the units go.
      if movement.reason == .move { return "\(target.summary)\(redo ? " again" : " (moves the units back)")" }
      let original = redo ? -movement.delta : movement.delta
      let head = "\(ActionWording.verb(movement.reason)) \(ActionWording.signed(original)) \(name)\(again)"
      guard let id = target.itemID, let item = try storage.item(id: id, locking: false) else {
        return "\(head) (it was deleted)"
      }
      return "\(head) (stock \(item.quantity) → \(item.quantity &+ -movement.delta))"
    case .add, .delete:
      let id = target.itemID ?? 0
      if (target.kind == .add) != redo {
        let count = ActionWording.count(try storage.movementCount(itemID: id, deleted: false), "movement")
        return "\(target.kind.rawValue) \(name)\(again) (deletes it; its \(count) stay in history)"
      }
      let count = ActionWording.count(try storage.movementCount(itemID: id, deleted: true), "movement")
      return "\(target.kind.rawValue) \(name)\(again) (restores it with its \(count))"
    case .edit:
      guard let before = target.before, let after = target.after else { return target.summary }
      let changes =
        redo
        ? ActionWording.fieldChanges(from: before, to: after) : ActionWording.fieldChanges(from: after, to: before)
      return "edit \(name)\(again) (\(redo ? "" : "puts back ")\(changes.joined(separator: ", ")))"
    case .removeField:
      let editor = CustomFieldEditor(storage: storage.fieldRows)
      if redo {
        let count = try storage.fieldRows.itemsWithValues(ofField: try editor.find(target.itemName).id)
        return "remove field \(target.itemName) again (\(CustomFieldWording.wouldLose(count, field: target.itemName)))"
      }
      if let reason = try nothingToRestore(target.itemName) {
        return "remove field \(target.itemName) (nothing to restore: \(reason))"
      }
      let count = try storage.fieldRows.itemsWithValues(ofField: try editor.find(target.itemName, removed: true).id)
      return "remove field \(target.itemName) (restores it with its values on \(ActionWording.count(count, "item")))"
    case .undo, .redo:
      throw UndoError.damagedEntry(actionID: target.id)
    }
  }

  /// Reverses `target`, journals the undo or redo and marks `target` undone or not.
  public func reverse(_ target: JournalAction, redo: Bool, source: ScanSource, time: Int64) throws -> UndoStep {
    let name = ActionWording.quoted(target.itemName)
    var entry = JournalEntry(
      kind: redo ? .redo : .undo, itemID: target.itemID, itemName: target.itemName, targetID: target.id, summary: "")
    let description: String
    switch target.kind {
    case .stock:
      guard let id = target.itemID, let item = try storage.item(id: id, locking: true) else {
        throw UndoError.itemGone(name: target.itemName)
      }
      let change = try compensate(target, item: item, itemID: id, redo: redo, source: source, time: time)
      entry.movementID = change.movementID
      if let counted = CountUndoRule.lastCounted(
        now: item.lastCountedAt?.epochMilliseconds, undoing: target, redo: redo)
      {
        try storage.setLastCounted(itemID: id, to: counted)
      }
      let original = redo ? change.delta : -change.delta
      description =
        change.reason == .move
        ? "\(target.summary)\(redo ? " again" : ": moved back")"
        : "\(ActionWording.verb(change.reason)) \(ActionWording.signed(original)) \(name): \(change.from) → \(change.to)"
    case .add, .delete:
      let id = target.itemID ?? 0
      if (target.kind == .add) != redo {
        guard try storage.item(id: id, locking: true) != nil, let found = try storage.snapshot(ofItem: id) else {
          throw UndoError.itemGone(name: target.itemName)
        }
        let before = try storage.withKeptLots(found)
        let count = ActionWording.count(try storage.removeItem(id: id), "movement")
        try storage.alerts.endAlerts(itemID: id, kinds: StockAlertKind.allCases, time: time)
        entry.before = before
        description =
          "\(target.kind.rawValue) \(name): deleted\(redo ? " again" : "") (its \(count) stay in history)"
      } else {
        guard let snapshot = try storage.newestEntry(about: target).before ?? target.before else {
          throw UndoError.damagedEntry(actionID: target.id)
        }
        let count = ActionWording.count(try restore(snapshot, time: time), "movement")
        let lots = try restoreLots(
          snapshot.lots ?? [], itemID: snapshot.id, reason: redo ? .redo : .undo, source: source, time: time)
        entry.after = try storage.snapshot(ofItem: id)
        description =
          "\(target.kind.rawValue) \(name): restored with its \(count)"
          + (lots == 0 ? "" : " and \(ActionWording.count(lots, "lot"))")
      }
    case .edit:
      guard let id = target.itemID, let before = target.before, let after = target.after else {
        throw UndoError.damagedEntry(actionID: target.id)
      }
      guard let item = try storage.item(id: id, locking: true), let now = try storage.snapshot(ofItem: id) else {
        throw UndoError.itemGone(name: target.itemName)
      }
      let kept = try applyFields(
        itemID: id, current: now, from: redo ? before : after, to: redo ? after : before, time: time)
      if target.movementID != nil {
        entry.movementID = try compensate(target, item: item, itemID: id, redo: redo, source: source, time: time)
          .movementID
      }
      // A minimum put back crosses as a removal does.
      if target.movementID == nil, let changed = try storage.item(id: id, locking: false) {
        try StockAlertRule(storage: storage.alerts).apply(before: item, after: changed, time: time)
      }
      let then = try storage.snapshot(ofItem: id) ?? now
      entry.before = now
      entry.after = then
      description =
        "edit \(name): " + ActionWording.fieldChanges(from: now, to: then).joined(separator: ", ")
        + (kept.isEmpty ? "" : "; kept what changed since: \(kept.joined(separator: ", "))")
    case .removeField:
      // The field is the most recently removed one of that name (`CustomFieldEditor.restore`): one added since
      // under the name replaced it for good, and undo says so.
      let editor = CustomFieldEditor(storage: storage.fieldRows)
      if redo {
        let removed = try editor.remove(target.itemName, time: time, journalled: false)
        description =
          "remove field \(removed.field.name) again (\(ActionWording.count(removed.itemsWithValues, "item")) lost a value)"
      } else if let reason = try nothingToRestore(target.itemName) {
        description = "remove field \(target.itemName): nothing to restore (\(reason))"
      } else {
        let field = try editor.restore(named: target.itemName)
        let count = try storage.fieldRows.itemsWithValues(ofField: field.id)
        description = "remove field \(field.name): restored with its values on \(ActionWording.count(count, "item"))"
      }
    case .undo, .redo:
      throw UndoError.damagedEntry(actionID: target.id)
    }
    entry.summary = (redo ? "redo " : "undo ") + description
    try storage.record(entry, time: time)
    try storage.setUndone(actionID: target.id, !redo)
    return UndoStep(action: target, isRedo: redo, description: description)
  }

  /// Why undoing the removal of the field `name` has nothing left to do, when no removed field has that name:
  /// it was put back by hand (`stockroom fields restore`), or a new field of the name replaced it for good. Nil
  /// when there is one to restore. The undo is then marked done rather than refused, so that it does not stand
  /// in front of every older action.
  private func nothingToRestore(_ name: String) throws -> String? {
    let key = CustomField.nameKey(for: name)
    let fields = storage.fieldRows
    guard !(try fields.customFields(removed: true)).contains(where: { CustomField.nameKey(for: $0.name) == key })
    else { return nil }
    if let inUse = try fields.customFields(removed: false).first(where: { CustomField.nameKey(for: $0.name) == key }) {
      return "a field named \(inUse.name) is in use"
    }
    return "it was replaced and removed since"
  }

  /// Cancels the last `count` stock movements not cancelled yet, whoever made them, newest first, each by a
  /// compensating movement (the journal's `reverse` is what the front ends use). The caller's transaction makes
  /// it all or nothing: one that cannot be undone (stock would leave the limits) throws. Each movement's item is
  /// read locked and the movement checked again: a station that cancelled it meanwhile has committed by then,
  /// and the next one is taken instead.
  public func undoLastChanges(_ count: Int, source: ScanSource, time: Int64) throws -> [StockChange] {
    var changes: [StockChange] = []
    // A movement skipped (its item deleted or the movement cancelled meanwhile) is not found again; the bound
    // only keeps a damaged store from looping.
    var looks = 0
    while changes.count < count, looks < count + 1_000 {
      looks += 1
      guard let movement = try storage.newestUncancelledMovement() else { break }
      guard let delta = movement.stored.delta.flatMap({ Int(exactly: $0) }), StockLimits.isDelta(delta) else {
        throw InventoryError.movementOutOfRange(movementID: movement.id, itemName: movement.itemName)
      }
      guard let before = try storage.item(id: movement.itemID, locking: true),
        try !storage.isCancelled(movement: movement.id)
      else { continue }
      if before.storedValueProblems.contains(where: { $0.field == .quantity }) {
        throw InventoryError.storedValueOutOfRange(before)
      }
      guard StockLimits.quantity(before.quantity, adding: -delta) != nil else {
        throw InventoryError.cannotUndo(itemName: before.name, delta: -delta, quantity: before.quantity)
      }
      let undoID = try storage.appendMovement(
        itemID: movement.itemID, itemName: before.name, delta: -delta, reason: .undo, source: source, time: time,
        at: movement.stored.locationID, lot: movement.stored.lotID, partOf: nil, cancelling: movement.id,
        current: before)
      guard let after = try storage.item(id: movement.itemID, locking: false) else {
        throw InventoryError.itemNotFound(String(movement.itemID))
      }
      try StockAlertRule(storage: storage.alerts).apply(before: before, after: after, time: time)
      changes.append(StockChange(item: after, from: before.quantity, to: after.quantity, movementID: undoID))
    }
    return changes
  }

  /// The movement a stock undo or redo compensates (the newest of `target`'s chain: the original, or its last
  /// undo or redo), with its delta (its parts' included: a removal spanning lots) and the original's reason.
  func movementToCompensate(_ target: JournalAction) throws -> CompensatedChange? {
    guard let id = try storage.newestEntry(about: target).movementID ?? target.movementID,
      let stored = try storage.storedMovement(id: id)
    else { return nil }
    if try storage.isCancelled(movement: id) { throw UndoError.alreadyUndone(summary: target.summary) }
    var pieces: [CompensatedChange.Piece] = []
    // A part cancelled alone (`undoLastChanges`) is not cancelled again.
    for (pieceID, piece) in [(id, stored)] + (try storage.movementParts(of: id))
    where try pieceID == id || !storage.isCancelled(movement: pieceID) {
      guard let delta = piece.delta.flatMap({ Int(exactly: $0) }), StockLimits.isDelta(delta) else {
        throw InventoryError.movementOutOfRange(movementID: pieceID, itemName: target.itemName)
      }
      pieces.append(.init(id: pieceID, delta: delta, locationID: piece.locationID, lotID: piece.lotID))
    }
    let original = try target.movementID.flatMap { try storage.storedMovement(id: $0)?.reason }
    return CompensatedChange(pieces: pieces, reason: original.flatMap(MovementReason.init(rawValue:)) ?? .manual)
  }

  /// Appends the movements that cancel the newest movement of `target`'s chain and its parts, refusing to leave
  /// the stock limits. `item` was read locked.
  private func compensate(
    _ target: JournalAction, item: Item, itemID: Int64, redo: Bool, source: ScanSource, time: Int64
  ) throws -> (movementID: Int64, delta: Int, from: Int, to: Int, reason: MovementReason) {
    guard let change = try movementToCompensate(target) else { throw UndoError.damagedEntry(actionID: target.id) }
    if item.storedValueProblems.contains(where: { $0.field == .quantity }) {
      throw InventoryError.storedValueOutOfRange(item)
    }
    let delta = -change.delta
    guard StockLimits.quantity(item.quantity, adding: delta) != nil else {
      if delta > 0 { throw InventoryError.quantityOutOfRange(item, requested: delta) }
      if redo { throw InventoryError.insufficientStock(item, requested: -delta) }
      throw InventoryError.cannotUndo(itemName: item.name, delta: delta, quantity: item.quantity)
    }
    // A move changes no total: what its reversal takes, each place and lot must still hold.
    if change.reason == .move { try checkPlacesHold(change.pieces, item: item, itemID: itemID) }
    var head: Int64?
    for piece in change.pieces {
      let id = try storage.appendMovement(
        itemID: itemID, itemName: item.name, delta: -piece.delta, reason: redo ? .redo : .undo, source: source,
        time: time, at: piece.locationID, lot: piece.lotID, partOf: head, cancelling: piece.id, current: item)
      head = head ?? id
    }
    guard let head, let after = try storage.item(id: itemID, locking: false) else {
      throw InventoryError.itemNotFound(String(itemID))
    }
    try StockAlertRule(storage: storage.alerts).apply(before: item, after: after, time: time)
    return (head, delta, item.quantity, after.quantity, change.reason)
  }

  /// Puts a removed item back under its old id, in its category if that still exists, once its id and every
  /// barcode it had (main and extra) are still free. Returns how many movements it has again.
  private func restore(_ item: ItemSnapshot, time: Int64) throws -> Int {
    if try storage.item(id: item.id, locking: true) != nil { throw UndoError.idTaken(name: item.name, id: item.id) }
    let codes =
      (item.barcodeKey.map { [(key: $0, code: item.barcode ?? $0)] } ?? [])
      + (item.extraBarcodes ?? []).map { (key: $0.key, code: $0.code) }
    for (key, code) in codes {
      if let other = try storage.owner(ofBarcodeKey: key) {
        throw UndoError.barcodeTaken(name: item.name, barcode: code, by: other.item.name)
      }
    }
    let categoryID = try item.categoryID.flatMap { try storage.categoryExists(id: $0) ? $0 : nil }
    let movements = try storage.reinsert(item, categoryID: categoryID, time: time)
    for value in item.fieldValues ?? [] where try storage.customFieldExists(id: value.fieldID) {
      try storage.writeFieldValue(itemID: item.id, fieldID: value.fieldID, value: value.value)
    }
    return movements
  }

  /// Sets each field of the item (`current`) that still holds its `from` value to its `to` value (quantity aside:
  /// it moves by a movement). A field someone changed since is kept, and a category deleted since is not set;
  /// their names are returned.
  private func applyFields(
    itemID: Int64, current: ItemSnapshot, from: ItemSnapshot, to: ItemSnapshot, time: Int64
  ) throws -> [String] {
    var result = current
    var kept: [String] = []
    var changed = false
    func apply<Value: Equatable>(
      _ field: String, _ value: KeyPath<ItemSnapshot, Value>, _ set: (inout ItemSnapshot) -> Void
    ) {
      guard from[keyPath: value] != to[keyPath: value] else { return }
      guard current[keyPath: value] == from[keyPath: value] else { return kept.append(field) }
      set(&result)
      changed = true
    }
    apply("name", \.name) { $0.name = to.name }
    if to.barcodeKey != from.barcodeKey, current.barcodeKey == from.barcodeKey, let key = to.barcodeKey,
      let other = try storage.owner(ofBarcodeKey: key), other.item.id != itemID || !other.isMainBarcode
    {
      throw UndoError.barcodeTaken(name: current.name, barcode: to.barcode ?? key, by: other.item.name)
    }
    apply("barcode", \.barcodeKey) {
      $0.barcode = to.barcode
      $0.barcodeKey = to.barcodeKey
    }
    apply("price", \.priceMinor) { $0.priceMinor = to.priceMinor }
    if let category = to.categoryID, try !storage.categoryExists(id: category) {
      if to.categoryID != from.categoryID { kept.append("category (\(to.categoryName ?? "?") was deleted)") }
    } else {
      apply("category", \.categoryID) { $0.categoryID = to.categoryID }
    }
    apply("minimum", \.minimumQuantity) { $0.minimumQuantity = to.minimumQuantity }
    apply("target", \.targetQuantity) { $0.targetQuantity = to.targetQuantity }
    apply("notes", \.notes) { $0.notes = to.notes }
    if changed { try storage.writeFields(result, itemID: itemID, time: time) }
    return kept + (try applyFieldValues(itemID: itemID, current: current, from: from, to: to))
  }

  /// `applyFields` for custom field values: each value that still holds its `from` is set to its `to`; one
  /// changed since, or of a field deleted for good since, is kept and named.
  private func applyFieldValues(
    itemID: Int64, current: ItemSnapshot, from: ItemSnapshot, to: ItemSnapshot
  ) throws -> [String] {
    var kept: [String] = []
    let named = (to.fieldValues ?? []) + (from.fieldValues ?? [])
    var seen: Set<Int64> = []
    for value in named where seen.insert(value.fieldID).inserted {
      let id = value.fieldID
      guard from.fieldValue(id) != to.fieldValue(id) else { continue }
      guard current.fieldValue(id) == from.fieldValue(id) else {
        kept.append(value.name)
        continue
      }
      guard try storage.customFieldExists(id: id) else {
        kept.append("\(value.name) (the field was deleted)")
        continue
      }
      try storage.writeFieldValue(itemID: itemID, fieldID: id, value: to.fieldValue(id))
    }
    return kept
  }
}
