import GRDB
import InventoryCore

/// Migration v10 (issue 27): compact natural sort keys, and an index for every order the inventory list
/// seeks in (`ListSegment`).
extension Schema {
  static let listOrdersMigration = "v10: compact sort keys, an index for every list order"

  /// Recomputes every item's `sort_key` with `Item.sortKey(for:)`, which now writes a number's length before
  /// its digits instead of padding it to 20 (the key was twice the name, in the row and three indexes): same
  /// natural order, as v4 did. Only `sort_key` changes (no trigger watches it; `updated_at` stays).
  ///
  /// Indexes, each for a run of an order read from an index (the items with a value, then those without):
  /// quantity and minimum lead many ties (every item at 0), so their indexes go on by name; a barcode is all but
  /// unique, so its index is the barcode alone; the items without a barcode or price are read by name from a
  /// partial index that holds only them. The low-stock index also holds the quantity: the low-stock badge counts
  /// the low items not yet out (`quantity > 0`), which read every such row from the table (0.6 s at a million
  /// items, at start-up and after every change) and is now read from the index alone.
  static func listOrders(_ db: Database) throws {
    let update = try db.makeStatement(sql: "UPDATE item SET sort_key = ? WHERE id = ?")
    // In batches by id (memory stays flat at a million items; no cursor stays open over rows it updates).
    var after: Int64 = .min
    while true {
      let rows = try Row.fetchAll(
        db, sql: "SELECT id, name FROM item WHERE id > ? ORDER BY id LIMIT 10000", arguments: [after])
      guard !rows.isEmpty else { break }
      for row in rows {
        guard let id = row.integer(0) else { continue }
        try update.execute(arguments: [Item.sortKey(for: row.text(1, default: "")), id])
        after = id
      }
      guard let last = rows.last?.integer(0) else { break }
      after = last
    }
    try db.execute(
      sql: """
        DROP INDEX IF EXISTS item_by_quantity;
        CREATE INDEX item_by_quantity ON item(quantity, sort_key);
        CREATE INDEX item_by_minimum ON item(minimum_quantity, sort_key);
        CREATE INDEX item_by_barcode ON item(barcode);
        CREATE INDEX item_without_barcode ON item(sort_key) WHERE barcode IS NULL;
        CREATE INDEX item_without_price ON item(sort_key) WHERE price_minor IS NULL;
        DROP INDEX IF EXISTS item_low_stock;
        CREATE INDEX item_low_stock ON item(minimum_quantity - quantity, quantity) WHERE quantity < minimum_quantity;
        """)
  }
}
