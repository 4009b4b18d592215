import GRDB
import InventoryCore

extension InventoryService {
  /// Where item `id` is in the list `query` describes (0-based, in the query's order), or nil when the item
  /// does not match it. The terminal UI uses it to jump to a scanned item in a list of any size while
  /// fetching only the visible page.
  public func position(ofItem id: Int64, matching query: ItemQuery) throws -> Int? {
    let (filter, arguments) = query.filter()
    let join = query.sort == .category ? "LEFT JOIN category ON category.id = item.category_id" : ""
    return try database.read { db in
      try Int.fetchOne(
        db,
        sql: """
          SELECT position FROM (
            SELECT item.id AS id, row_number() OVER (\(query.orderBy())) - 1 AS position FROM item \(join) \(filter)
          ) WHERE id = ?
          """, arguments: arguments + [id])
    }
  }
}
