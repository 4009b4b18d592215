import Foundation
import GRDB
import InventoryCore
import InventoryEngine

extension SQLiteInventory {
  /// The change inside the caller's transaction, journalled as `origin`'s action (`StockLedger.adjust`).
  /// `station` is unused (the movement is `origin.station`'s); the session commit still passes it.
  static func adjust(
    _ db: Database, itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    station: String, origin: ActionOrigin, lot: LotDetails? = nil, keepingCountedTime: Bool = false,
    at locationID: Int64? = nil
  ) throws -> StockChange {
    try StockLedger(storage: SQLiteItemStorage(db: db, origin: origin)).adjust(
      itemID: itemID, by: delta, reason: reason, source: source, time: time, at: locationID, lot: lot,
      keepingCountedTime: keepingCountedTime)
  }

  /// Movements, newest first; `search` matches the item name (case-insensitive substring); `station` keeps
  /// those made at that station.
  public func movements(
    itemID: Int64? = nil, search: String = "", station: String? = nil, limit: Int = 100, before: Int64? = nil
  ) throws -> [StockMovement] {
    var conditions: [String] = []
    var arguments: StatementArguments = []
    if let itemID {
      conditions.append("item_id = ?")
      arguments += [itemID]
    }
    if let station {
      conditions.append("station = ?")
      arguments += [station]
    }
    if !search.isEmpty {
      conditions.append("item_name LIKE ? ESCAPE '\\'")
      arguments += ["%" + Self.escapeLike(search) + "%"]
    }
    if let before {
      conditions.append("id < ?")
      arguments += [before]
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    return try database.read { db in
      try Row.fetchAll(
        db, sql: "SELECT * FROM stock_movement \(filter) ORDER BY id DESC LIMIT ?",
        arguments: arguments + [limit]
      ).map(StockMovement.init(row:))
    }
  }

  /// The sum of an item's movements (equal to its quantity; kept as a check for tests and `doctor`-style
  /// use). Summed in 128 bits: a database an older version damaged may hold deltas that overflow 64.
  public func movementTotal(itemID: Int64) throws -> Int128 {
    try database.read { db in
      var total: Int128 = 0
      let rows = try Row.fetchCursor(db, sql: "SELECT delta FROM stock_movement WHERE item_id = ?", arguments: [itemID])
      while let row = try rows.next() { total &+= Int128(row.integer(0) ?? 0) }
      return total
    }
  }

  static func escapeLike(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
      .replacingOccurrences(of: "_", with: "\\_")
  }
}
