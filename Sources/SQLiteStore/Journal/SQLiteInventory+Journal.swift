import Foundation
import GRDB
import InventoryCore

/// The action journal's rows: written in the transaction of the change they describe (`ActionJournalStorage`
/// decides what a change journals), and read by History.
extension SQLiteInventory {
  @discardableResult
  static func record(_ db: Database, _ entry: JournalEntry, origin: ActionOrigin, time: Int64) throws -> Int64 {
    try db.cachedStatement(
      sql: """
        INSERT INTO action (time, station, session, kind, item_id, item_name, movement_id, before, after, target_id,
          summary)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    ).execute(arguments: [
      time, origin.station, origin.session, entry.kind.rawValue, entry.itemID, entry.itemName, entry.movementID,
      entry.before?.json, entry.after?.json, entry.targetID, entry.summary,
    ])
    return db.lastInsertedRowID
  }

  /// Journal entries, newest first; `search` matches the item name or the summary. Empty for a database
  /// that has no journal yet (opened read-only before its upgrade).
  public func actions(search: String = "", limit: Int = 100, before: Int64? = nil) throws -> [JournalAction] {
    let pattern = "%" + Self.escapeLike(search) + "%"
    return try database.read { db in
      guard try db.tableExists("action") else { return [] }
      return try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM action
          WHERE (? = '' OR item_name LIKE ? ESCAPE '\\' OR summary LIKE ? ESCAPE '\\') AND id < ?
          ORDER BY id DESC LIMIT ?
          """, arguments: [search, pattern, pattern, before ?? Int64.max, limit]
      ).map(JournalAction.init(row:))
    }
  }

  /// How many movements belong to the item now (or, when deleted, belonged to it).
  static func movementCount(_ db: Database, itemID: Int64, deleted: Bool = false) throws -> Int {
    let column = deleted ? "deleted_item_id" : "item_id"
    return try Int.fetchOne(db, sql: "SELECT count(*) FROM stock_movement WHERE \(column) = ?", arguments: [itemID])
      ?? 0
  }
}
