import GRDB
import InventoryCore

extension SQLiteInventory {
  /// Up to `limit` items right after `item` (or right before it, with `forward: false`) in `query`'s order,
  /// in that order. A list scrolled page by page with OFFSET makes SQLite walk every skipped row (about
  /// 140 ms at the end of 100,000 items); seeking from the neighbouring item costs the same at any depth, in
  /// every order (`ListSegment`: a NULL-last order is read run by run). Nil for an item without an id, or
  /// whose category was deleted since it was read.
  public func items(matching query: ItemQuery, adjacentTo item: Item, forward: Bool, limit: Int) throws -> [Item]? {
    guard let id = item.id else { return nil }
    let filter = query.filter()
    return try database.read { db in
      let segments = try ListSegment.segments(of: query, db)
      guard let place = try ListSegment.place(of: item, id: id, in: segments, query: query, db) else { return nil }
      var found = try segments[place.index].items(
        db, filter: filter, ascending: query.ascending, forward: forward, after: place.values, limit: limit)
      let step = forward ? 1 : -1
      var next = place.index + step
      while found.count < limit, segments.indices.contains(next) {
        found += try segments[next].items(
          db, filter: filter, ascending: query.ascending, forward: forward, after: nil, limit: limit - found.count)
        next += step
      }
      return forward ? found : found.reversed()
    }
  }

  /// The first `limit` items of `query`'s list (the last ones, in reverse, with `fromEnd`), read run by run
  /// from an index: what Home and End show, at the cost of the first page at any size.
  func edgeItems(of query: ItemQuery, fromEnd: Bool, limit: Int) throws -> [Item] {
    let filter = query.filter()
    return try database.read { db in
      let segments = try ListSegment.segments(of: query, db)
      var found: [Item] = []
      for segment in fromEnd ? segments.reversed() : segments {
        guard found.count < limit else { break }
        found += try segment.items(
          db, filter: filter, ascending: query.ascending, forward: !fromEnd, after: nil, limit: limit - found.count)
      }
      return found
    }
  }
}
