import Foundation
import InventoryCore
import PostgresNIO

extension PostgresInventory {
  // MARK: Reading

  public func item(id: Int64) throws -> Item? {
    try read { link in try Self.fetchItem(link, id: id) }
  }

  /// The item a code stands for (any form of the same product, its main or an extra barcode), or nil.
  public func item(for code: ProductCode) throws -> Item? {
    try read { link in try Self.fetchMatch(link, code: code)?.item }
  }

  /// Finds an item by id, barcode (any form, main or extra) or exact name (ignoring case and accents), in that
  /// order.
  public func findItem(_ reference: String) throws -> Item {
    let trimmed = reference.trimmingCharacters(in: .whitespaces)
    return try read { link in
      if let id = Int64(trimmed), let item = try Self.fetchItem(link, id: id) { return item }
      if let code = try? ProductCode(trimmed), let match = try Self.fetchMatch(link, code: code) { return match.item }
      let named = try link.query(
        "SELECT \(unescaped: Item.postgresSelection) FROM item WHERE sort_key = \(Item.sortKey(for: trimmed)) LIMIT 2")
      if named.count == 1 { return try Item(postgresRow: named[0]) }
      throw InventoryError.itemNotFound(reference)
    }
  }

  // MARK: Writing

  /// Adds an item. A barcode that already belongs to an item (in any form) is refused, naming that item.
  @discardableResult
  public func addItem(_ draft: ItemDraft, source: ScanSource = .keyboard) throws -> Item {
    let valid: ItemDraft.Valid
    do { valid = try draft.validated() } catch { throw InventoryError.invalidItem(error) }
    let time = timestamp()
    return try writeRefusingDuplicates(barcode: valid.barcode) { link in
      let id = try Self.insertItem(link, valid, time: time, reason: .manual, source: source, origin: origin)
      if let after = try ItemSnapshot.fetch(link, id: id) {
        try Self.record(
          link,
          JournalEntry(kind: .add, itemID: id, itemName: after.name, after: after, summary: ActionWording.add(after)),
          origin: origin, time: time)
      }
      return try Self.requireItem(link, id: id)
    }
  }

  /// Saves edited fields. A changed quantity is recorded as an `edit` movement.
  @discardableResult
  public func updateItem(id: Int64, with draft: ItemDraft, source: ScanSource = .keyboard) throws -> Item {
    let valid: ItemDraft.Valid
    do { valid = try draft.validated() } catch { throw InventoryError.invalidItem(error) }
    let time = timestamp()
    return try writeRefusingDuplicates(barcode: valid.barcode) { link in
      guard let old = try Self.fetchItem(link, id: id, locking: true) else {
        throw InventoryError.itemNotFound(String(id))
      }
      let before = try ItemSnapshot.fetch(link, id: id)
      try Self.checkBarcodeIsFree(link, valid.barcode, except: id)
      try Self.checkCategoryExists(link, valid.categoryID)
      // The database keeps quantities within the limits, so a stored value outside them means its
      // constraints were removed by hand: refused rather than papered over.
      if old.storedValueProblems.contains(where: { $0.field == .quantity }), valid.quantity != old.quantity {
        throw InventoryError.storedValueOutOfRange(old)
      }
      try link.execute(
        """
        UPDATE item SET name = \(valid.name), sort_key = \(Item.sortKey(for: valid.name)),
          barcode = \(valid.barcode?.text), barcode_key = \(valid.barcode?.key), price_minor = \(valid.price?.minorUnits),
          category_id = \(valid.categoryID), minimum_quantity = \(valid.minimumQuantity),
          target_quantity = \(valid.targetQuantity), notes = \(valid.notes),
          own_words = array_to_tsvector(\(SearchWords.ofItem(valid))), updated_at = \(time)
        WHERE id = \(id)
        """)
      var movementID: Int64?
      if valid.quantity != old.quantity {
        movementID = try Self.insertMovement(
          link, itemID: id, itemName: valid.name, delta: valid.quantity - old.quantity, reason: .edit, source: source,
          origin: origin, time: time, current: old)
      }
      try Self.recordEdit(link, before: before, movementID: movementID, origin: origin, time: time)
      return try Self.requireItem(link, id: id)
    }
  }

  /// Deletes an item. Its movements and scans stay in history, detached from it (each keeps the item's id in
  /// `deleted_item_id`, so that undoing the deletion can re-attach them).
  public func deleteItem(id: Int64) throws {
    let time = timestamp()
    try write { link in
      guard try Self.fetchItem(link, id: id, locking: true) != nil, let before = try ItemSnapshot.fetch(link, id: id)
      else { throw InventoryError.itemNotFound(String(id)) }
      let movements = try link.execute("UPDATE stock_movement SET deleted_item_id = \(id) WHERE item_id = \(id)")
      try link.execute("UPDATE scan SET deleted_item_id = \(id) WHERE item_id = \(id)")
      try link.execute("DELETE FROM item WHERE id = \(id)")
      try Self.record(
        link,
        JournalEntry(
          kind: .delete, itemID: id, itemName: before.name, before: before,
          summary: ActionWording.delete(before, movements: movements)),
        origin: origin, time: time)
    }
  }

  /// `write`, turning the database's refusal of a code another item has (as its main barcode, or as an extra
  /// one) into `duplicateBarcode`: two stations adding the same code at once both pass the check, and the
  /// database refuses the second.
  private func writeRefusingDuplicates<T>(barcode: ProductCode?, _ body: (PostgresLink) throws -> T) throws -> T {
    do { return try write(body) } catch let error as PostgresStoreError
      where error.constraint == "item_barcode_is_unique" || error.constraint == "main_barcode_is_no_extra_barcode"
    {
      guard let barcode, let existing = try item(for: barcode) else { throw error }
      throw InventoryError.duplicateBarcode(barcode, existing: existing)
    }
  }
}
