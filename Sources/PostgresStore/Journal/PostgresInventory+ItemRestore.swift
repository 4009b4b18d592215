import Foundation
import InventoryCore
import PostgresNIO

/// Removing and restoring an item with its history: the statements behind undo and redo. They run inside the
/// caller's transaction.
extension PostgresInventory {
  /// Deletes the item (locked by the caller), marking its movements and scans with its id so that a restore
  /// re-attaches them. Returns how many movements it had. Its lots go first (their movements then name none, and
  /// the journal's snapshot keeps them): left to the item's cascade, a movement this transaction marked would be
  /// checked against its lot after the lot was gone.
  static func removeItem(_ link: PostgresLink, id: Int64) throws -> Int {
    let movements = try link.execute("UPDATE stock_movement SET deleted_item_id = \(id) WHERE item_id = \(id)")
    try link.execute("UPDATE scan SET deleted_item_id = \(id) WHERE item_id = \(id)")
    try link.execute("DELETE FROM lot WHERE item_id = \(id)")
    if try link.execute("DELETE FROM item WHERE id = \(id)") == 0 { throw InventoryError.itemNotFound(String(id)) }
    return movements
  }

  /// Puts a removed item back under its old id in `categoryID` (the engine checked the id and barcodes are free)
  /// and re-attaches its movements and scans. It is inserted with quantity 0; re-attaching the movements adds
  /// them (the schema's trigger), so quantity = movements holds. Returns how many movements it has.
  static func reinsertItem(_ link: PostgresLink, _ item: ItemSnapshot, categoryID: Int64?, time: Int64) throws -> Int {
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
}

extension SearchWords {
  /// An item's own words from its journal snapshot, as `ofItem` makes them from a draft.
  static func ofSnapshot(_ item: ItemSnapshot) -> [String] {
    words(in: item.name) + words(in: item.barcode ?? "") + words(in: item.barcodeKey ?? "") + words(in: item.notes)
  }
}
