import InventoryCore

/// Adding, editing and deleting items, by the same rules in every store: the draft is checked first; a barcode
/// belongs to one item (as its main barcode or an extra one); a category must exist; a changed quantity is a
/// movement; each write is journalled so that undo can take it back.
public struct ItemEditor<Storage: ItemStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// The draft's values, checked (`InventoryError.invalidItem` says what is wrong).
  public static func validated(_ draft: ItemDraft) throws -> ItemDraft.Valid {
    do { return try draft.validated() } catch { throw InventoryError.invalidItem(error) }
  }

  /// Adds an item, its opening stock a manual movement. A barcode that already belongs to an item (in any form)
  /// is refused, naming that item.
  public func add(_ valid: ItemDraft.Valid, source: ScanSource, time: Int64) throws -> Item {
    try checkBarcodeIsFree(valid.barcode)
    try checkCategoryExists(valid.categoryID)
    let id = try storage.insertItem(valid, time: time)
    if valid.quantity > 0 {
      _ = try storage.appendMovement(
        itemID: id, itemName: valid.name, delta: valid.quantity, reason: .manual, source: source, time: time,
        current: nil)
    }
    if let after = try storage.snapshot(ofItem: id) {
      try storage.record(
        JournalEntry(kind: .add, itemID: id, itemName: after.name, after: after, summary: ActionWording.add(after)),
        time: time)
    }
    return try storage.requireItem(id: id)
  }

  /// Saves edited fields. A changed quantity is recorded as an `edit` movement; a stored quantity outside the
  /// limits is replaced (`StockLedger.repair`) or, where the store cannot, refused when it would change.
  public func update(id: Int64, with valid: ItemDraft.Valid, source: ScanSource, time: Int64) throws -> Item {
    let old = try storage.requireItem(id: id, locking: true)
    let before = try storage.snapshot(ofItem: id)
    try checkBarcodeIsFree(valid.barcode, except: id)
    try checkCategoryExists(valid.categoryID)
    let repairs = old.hasStoredQuantityProblem && storage.repairsStoredQuantities
    if old.hasStoredQuantityProblem, !repairs, valid.quantity != old.quantity {
      throw InventoryError.storedValueOutOfRange(old)
    }
    try storage.updateItem(id: id, to: valid, time: time)
    var movementID: Int64?
    if repairs {
      _ = try StockLedger(storage: storage).repair(old, to: valid.quantity, source: source, time: time)
    } else if valid.quantity != old.quantity {
      movementID = try storage.appendMovement(
        itemID: id, itemName: valid.name, delta: valid.quantity - old.quantity, reason: .edit, source: source,
        time: time, current: old)
    }
    try storage.journalEdit(before: before, movementID: movementID, time: time)
    let after = try storage.requireItem(id: id)
    // A repair's own change was checked by the ledger; a raised minimum can cross as a removal does.
    if !repairs { try StockAlertRule(storage: storage.alerts).apply(before: old, after: after, time: time) }
    return after
  }

  /// Deletes an item. Its movements and scans stay in history, detached from it until an undo restores it.
  public func delete(id: Int64, time: Int64) throws {
    guard try storage.item(id: id, locking: true) != nil, let found = try storage.snapshot(ofItem: id) else {
      throw InventoryError.itemNotFound(String(id))
    }
    // Its lots go with it; the snapshot keeps them for a restore.
    let before = try storage.withKeptLots(found)
    let movements = try storage.removeItem(id: id)
    try storage.alerts.endAlerts(itemID: id, kinds: StockAlertKind.allCases, time: time)
    try storage.record(
      JournalEntry(
        kind: .delete, itemID: id, itemName: before.name, before: before,
        summary: ActionWording.delete(before, movements: movements)),
      time: time)
  }

  /// Refuses `code` as the main barcode of item `id` (of a new item when nil) when another item has it, as its
  /// main barcode or an extra one (`duplicateBarcode`, which the editor offers to open), or when it is an extra
  /// barcode of this item already.
  public func checkBarcodeIsFree(_ code: ProductCode?, except id: Int64? = nil) throws {
    guard let code, let owner = try storage.match(for: code) else { return }
    guard owner.item.id == id else { throw InventoryError.duplicateBarcode(code, existing: owner.item) }
    if let extra = owner.extraBarcode {
      throw ItemBarcodeError.codeTaken(code: code.text, owner: owner.item, extra: extra)
    }
  }

  public func checkCategoryExists(_ id: Int64?) throws {
    guard let id else { return }
    if try !storage.categoryExists(id: id) { throw InventoryError.categoryNotFound("#\(id)") }
  }
}
