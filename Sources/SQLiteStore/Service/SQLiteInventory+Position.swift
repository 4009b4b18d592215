import GRDB
import InventoryCore

extension SQLiteInventory {
  /// Where item `id` is in the list `query` describes (0-based, in the query's order), or nil when the item
  /// does not match it: the items before it counted run by run from the order's indexes (`ListSegment`), not
  /// by numbering the whole list. Still a count of up to every item: the terminal UI asks for it off its
  /// input thread on a large list.
  public func position(ofItem id: Int64, matching query: ItemQuery) throws -> Int? {
    let filter = query.filter()
    return try database.read { db in
      let clause = filter.sql.isEmpty ? "WHERE item.id = ?" : "\(filter.sql) AND item.id = ?"
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT \(try Item.columns(in: db)) FROM item \(clause)", arguments: filter.arguments + [id])
      else { return nil }
      let segments = try ListSegment.segments(of: query, db)
      guard let place = try ListSegment.place(of: Item(row: row), id: id, in: segments, query: query, db)
      else { return nil }
      var position = try segments[place.index].count(
        db, filter: filter, ascending: query.ascending, before: place.values)
      for segment in segments[..<place.index] {
        position += try segment.count(db, filter: filter, ascending: query.ascending)
      }
      return position
    }
  }
}
