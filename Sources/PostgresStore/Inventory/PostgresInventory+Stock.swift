import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

extension PostgresInventory {
  /// The change inside the caller's transaction, journalled as `origin`'s action (`StockLedger.adjust`).
  static func adjust(
    _ link: PostgresLink, itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    origin: ActionOrigin, lot: LotDetails? = nil, keepingCountedTime: Bool = false, at locationID: Int64? = nil
  ) throws -> StockChange {
    try StockLedger(storage: PostgresItemStorage(link: link, origin: origin)).adjust(
      itemID: itemID, by: delta, reason: reason, source: source, time: time, at: locationID, lot: lot,
      keepingCountedTime: keepingCountedTime)
  }

  /// Movements, newest first; `search` matches the item name (case-insensitive substring), `station` keeps the
  /// station's own; `limit` -1 for all.
  public func movements(
    itemID: Int64? = nil, search: String = "", station: String? = nil, limit: Int = 100, before: Int64? = nil
  ) throws -> [StockMovement] {
    var sql = SQLBuilder("SELECT \(StockMovement.postgresSelection) FROM stock_movement")
    var conditions: [String] = []
    if let itemID { conditions.append("item_id = \(sql.bind(itemID))") }
    if let station { conditions.append("station = \(sql.bind(station))") }
    if !search.isEmpty { conditions.append("item_name ILIKE \(sql.bind("%" + Self.escapeLike(search) + "%"))") }
    if let before { conditions.append("id < \(sql.bind(before))") }
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
    sql.append(" ORDER BY id DESC")
    Self.appendPage(&sql, limit: limit, offset: 0)
    return try read { link in try link.query(sql.query).map(StockMovement.init(postgresRow:)) }
  }

  /// The sum of an item's movements (equal to its quantity: the database keeps it so), in 128 bits.
  public func movementTotal(itemID: Int64) throws -> Int128 {
    let text = try read { link in
      try link.query("SELECT coalesce(sum(delta), 0)::text FROM stock_movement WHERE item_id = \(itemID)")
        .single(String.self)
    }
    guard let text, let total = Int128(text) else {
      throw PostgresStoreError(.server, "the server returned \"\(text ?? "")\" as a sum of movements")
    }
    return total
  }

  /// `LIMIT` (none for a negative `limit`, as SQLite's -1) and `OFFSET` (from 0).
  static func appendPage(_ sql: inout SQLBuilder, limit: Int, offset: Int) {
    if limit >= 0 { sql.append(" LIMIT \(sql.bind(limit))") }
    if offset > 0 { sql.append(" OFFSET \(sql.bind(offset))") }
  }
}
