import Foundation
import InventoryCore
import PostgresNIO

extension PostgresInventory {
  /// Adds `delta` (negative to remove) in one transaction that locks the item's row first: changes from
  /// several stations at once queue on the lock, none is lost, and stock never goes below zero
  /// (`InventoryError.insufficientStock`) or above the maximum.
  @discardableResult
  public func adjustQuantity(
    itemID: Int64, by delta: Int, reason: MovementReason = .manual, source: ScanSource = .keyboard
  ) throws -> StockChange {
    let time = timestamp()
    return try write { link in
      try Self.adjust(link, itemID: itemID, by: delta, reason: reason, source: source, time: time, origin: origin)
    }
  }

  /// Sets the counted quantity (a stocktake), recorded as the difference.
  @discardableResult
  public func setQuantity(itemID: Int64, to quantity: Int, source: ScanSource = .keyboard) throws -> StockChange {
    guard StockLimits.isQuantity(quantity) else {
      throw InventoryError.countOutOfRange(what: "the count", value: quantity, minimum: 0)
    }
    let time = timestamp()
    return try write { link in
      let item = try Self.requireItem(link, id: itemID, locking: true)
      if item.storedValueProblems.contains(where: { $0.field == .quantity }) {
        throw InventoryError.storedValueOutOfRange(item)
      }
      return try Self.adjust(
        link, itemID: itemID, by: quantity - item.quantity, reason: .stocktake, source: source, time: time,
        origin: origin)
    }
  }

  /// The change inside the caller's transaction; journalled as `origin`'s action.
  static func adjust(
    _ link: PostgresLink, itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    origin: ActionOrigin, keepingCountedTime: Bool = false
  ) throws -> StockChange {
    let before = try requireItem(link, id: itemID, locking: true)
    guard delta != 0 else { return StockChange(item: before, from: before.quantity, to: before.quantity) }
    if let refusal = StockChangeRule.refusal(changing: before, by: delta) { throw refusal }
    let movementID = try insertMovement(
      link, itemID: itemID, itemName: before.name, delta: delta, reason: reason, source: source, origin: origin,
      time: time, current: before)
    let after = try requireItem(link, id: itemID)
    let change = StockChange(item: after, from: before.quantity, to: after.quantity, movementID: movementID)
    // A count's change keeps the item's last-counted time before it, for undo (`CountUndoRule`).
    let counted = keepingCountedTime ? ItemSnapshot(countedItem: before, id: itemID) : nil
    try recordStockChange(link, change, reason: reason, origin: origin, time: time, before: counted)
    return change
  }

  /// Movements, newest first; `search` matches the item name (case-insensitive substring), `station` keeps the
  /// station's own; `limit` -1 for all.
  public func movements(
    itemID: Int64? = nil, search: String = "", station: String? = nil, limit: Int = 100, offset: Int = 0
  ) throws -> [StockMovement] {
    var sql = SQLBuilder("SELECT \(StockMovement.postgresSelection) FROM stock_movement")
    var conditions: [String] = []
    if let itemID { conditions.append("item_id = \(sql.bind(itemID))") }
    if let station { conditions.append("station = \(sql.bind(station))") }
    if !search.isEmpty { conditions.append("item_name ILIKE \(sql.bind("%" + Self.escapeLike(search) + "%"))") }
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
    sql.append(" ORDER BY id DESC")
    Self.appendPage(&sql, limit: limit, offset: offset)
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
