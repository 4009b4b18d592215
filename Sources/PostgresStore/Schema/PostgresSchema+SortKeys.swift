import InventoryCore
import PostgresNIO

extension PostgresSchema {
  /// SQLite's v10: every item's `sort_key` recomputed with `Item.sortKey(for:)`, which now writes a number's
  /// length before its digits instead of padding it to 20 (same natural order, a key about as long as the
  /// name); indexes for the orders whose first column leads many ties (every item at minimum 0); and the
  /// low-stock index with the quantity, so the badge's count of low items not yet out reads the index alone.
  static let compactSortKeys = PostgresMigration(
    name: "v11: compact sort keys, an index for every list order",
    statements: [
      "DROP INDEX IF EXISTS item_by_quantity",
      "CREATE INDEX item_by_quantity ON item (quantity, sort_key, id)",
      "CREATE INDEX item_by_minimum ON item (minimum_quantity, sort_key, id)",
      "DROP INDEX IF EXISTS item_low_stock",
      "CREATE INDEX item_low_stock ON item ((minimum_quantity - quantity), quantity) WHERE quantity < minimum_quantity",
    ],
    rewrite: { try recomputeSortKeys($0) })

  /// In batches of 10,000 by id: one round trip reads a batch, one writes its keys.
  static func recomputeSortKeys(_ link: PostgresLink) throws {
    var after: Int64 = .min
    while true {
      let rows = try link.query("SELECT id, name FROM item WHERE id > \(after) ORDER BY id LIMIT 10000")
      guard !rows.isEmpty else { return }
      var ids: [Int64] = []
      var keys: [String] = []
      for row in rows {
        let (id, name) = try row.values((Int64, String).self)
        ids.append(id)
        keys.append(Item.sortKey(for: name))
      }
      guard let last = ids.last else { return }
      after = last
      try link.query(
        """
        UPDATE item SET sort_key = batch.key FROM unnest(\(ids)::bigint[], \(keys)::text[]) AS batch(id, key)
        WHERE item.id = batch.id AND item.sort_key IS DISTINCT FROM batch.key
        """)
    }
  }
}
