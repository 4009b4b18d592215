import Foundation
import InventoryCore
import PostgresNIO

/// Removing and restoring an item with its history, and putting an edit's fields back: the statements behind
/// undo and redo, as on SQLite (`InventoryService+ItemRestore`). They run inside the caller's transaction.
extension PostgresInventory {
  /// Deletes the item (locked by the caller), marking its movements and scans with its id so that a restore
  /// re-attaches them. Returns how many movements it had.
  static func removeItem(_ link: PostgresLink, id: Int64) throws -> Int {
    let movements = try link.execute("UPDATE stock_movement SET deleted_item_id = \(id) WHERE item_id = \(id)")
    try link.execute("UPDATE scan SET deleted_item_id = \(id) WHERE item_id = \(id)")
    if try link.execute("DELETE FROM item WHERE id = \(id)") == 0 { throw InventoryError.itemNotFound(String(id)) }
    return movements
  }

  /// Puts a removed item back under its old id and re-attaches its movements and scans. It is inserted with
  /// quantity 0; re-attaching the movements adds them (the schema's trigger), so quantity = movements holds.
  /// Returns how many movements it has.
  static func restoreItem(_ link: PostgresLink, _ item: ItemSnapshot, time: Int64) throws -> Int {
    if try fetchItem(link, id: item.id) != nil { throw UndoError.idTaken(name: item.name, id: item.id) }
    // Its barcodes, main and extra, must still be free (another item may have taken one meanwhile).
    let codes =
      (item.barcodeKey.map { [(key: $0, code: item.barcode ?? $0)] } ?? [])
      + (item.extraBarcodes ?? []).map { (key: $0.key, code: $0.code) }
    for (key, code) in codes {
      if let other = try fetchOwner(link, key: key) {
        throw UndoError.barcodeTaken(name: item.name, barcode: code, by: other.item.name)
      }
    }
    var categoryID = item.categoryID
    if let id = categoryID, try link.query("SELECT 1 FROM category WHERE id = \(id)").isEmpty { categoryID = nil }
    try link.execute(
      """
      INSERT INTO item (id, name, sort_key, barcode, barcode_key, price_minor, category_id, minimum_quantity,
        target_quantity, notes, own_words, created_at, updated_at, last_counted_at)
      VALUES (\(item.id), \(item.name), \(Item.sortKey(for: item.name)), \(item.barcode), \(item.barcodeKey),
        \(item.priceMinor), \(categoryID), \(item.minimumQuantity), \(item.targetQuantity), \(item.notes),
        array_to_tsvector(\(SearchWords.ofSnapshot(item))), \(item.createdAt), \(time), \(item.lastCountedAt))
      """)
    try raiseItemIDSequence(link, past: item.id)
    try insertBarcodes(link, item.extraBarcodes ?? [], itemID: item.id)
    let movements = try link.execute(
      "UPDATE stock_movement SET item_id = \(item.id), deleted_item_id = NULL WHERE deleted_item_id = \(item.id)")
    try link.execute("UPDATE scan SET item_id = \(item.id), deleted_item_id = NULL WHERE deleted_item_id = \(item.id)")
    return movements
  }

  /// After an item was inserted with an id of its own (a restore, an import keeping a file's ids): the
  /// identity sequence moves past it, so an item added later never collides with it. Like SQLite's
  /// AUTOINCREMENT, the next id is then one more than the largest ever given.
  static func raiseItemIDSequence(_ link: PostgresLink, past id: Int64) throws {
    try link.query(
      """
      SELECT setval(pg_get_serial_sequence('item', 'id'), \(id))
      WHERE \(id) > coalesce(pg_sequence_last_value(pg_get_serial_sequence('item', 'id')::regclass), 0)
      """)
  }

  /// The largest id the item identity sequence has given (0 before the first).
  static func lastItemIDGiven(_ link: PostgresLink) throws -> Int64 {
    let last = try link.query("SELECT pg_sequence_last_value(pg_get_serial_sequence('item', 'id')::regclass)")
      .single(Int64?.self)
    return (last ?? nil) ?? 0
  }

  /// Sets each field that still holds its `from` value to its `to` value (quantity aside: it moves by a
  /// movement). A field someone changed since is kept; its name is returned.
  static func applyFields(_ link: PostgresLink, itemID: Int64, from: ItemSnapshot, to: ItemSnapshot, time: Int64)
    throws -> [String]
  {
    guard let current = try ItemSnapshot.fetch(link, id: itemID) else { throw UndoError.itemGone(name: from.name) }
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
      let other = try fetchOwner(link, key: key), other.item.id != itemID || !other.isMainBarcode
    {
      throw UndoError.barcodeTaken(name: current.name, barcode: to.barcode ?? key, by: other.item.name)
    }
    apply("barcode", \.barcodeKey) {
      $0.barcode = to.barcode
      $0.barcodeKey = to.barcodeKey
    }
    apply("price", \.priceMinor) { $0.priceMinor = to.priceMinor }
    if let category = to.categoryID, try link.query("SELECT 1 FROM category WHERE id = \(category)").isEmpty {
      if to.categoryID != from.categoryID { kept.append("category (\(to.categoryName ?? "?") was deleted)") }
    } else {
      apply("category", \.categoryID) { $0.categoryID = to.categoryID }
    }
    apply("minimum", \.minimumQuantity) { $0.minimumQuantity = to.minimumQuantity }
    apply("target", \.targetQuantity) { $0.targetQuantity = to.targetQuantity }
    apply("notes", \.notes) { $0.notes = to.notes }
    if changed {
      try link.execute(
        """
        UPDATE item SET name = \(result.name), sort_key = \(Item.sortKey(for: result.name)),
          barcode = \(result.barcode), barcode_key = \(result.barcodeKey), price_minor = \(result.priceMinor),
          category_id = \(result.categoryID), minimum_quantity = \(result.minimumQuantity),
          target_quantity = \(result.targetQuantity), notes = \(result.notes),
          own_words = array_to_tsvector(\(SearchWords.ofSnapshot(result))), updated_at = \(time)
        WHERE id = \(itemID)
        """)
    }
    return kept
  }
}

extension SearchWords {
  /// An item's own words from its journal snapshot, as `ofItem` makes them from a draft.
  static func ofSnapshot(_ item: ItemSnapshot) -> [String] {
    words(in: item.name) + words(in: item.barcode ?? "") + words(in: item.barcodeKey ?? "") + words(in: item.notes)
  }
}
