import InventoryCore

extension InventoryService: Inventory {
  /// The items at `positions` of `query`'s list. Nearer the end than the start, the list is read in the reverse
  /// order (name, quantity, minimum, update and last-count time are exact reverses of themselves, ties included), so that
  /// the last page costs what the first costs instead of SQLite walking every skipped row of OFFSET.
  public func window(of query: ItemQuery, positions: Range<Int>, total: Int) throws -> [Item] {
    guard !positions.isEmpty else { return [] }
    let end = min(total, positions.upperBound)
    if total - end < positions.lowerBound, Self.reversibleSorts.contains(query.sort) {
      var reversed = query
      reversed.ascending.toggle()
      return try items(matching: reversed, limit: end - positions.lowerBound, offset: total - end).reversed()
    }
    return try items(matching: query, limit: positions.count, offset: positions.lowerBound)
  }

  /// Orders whose descending form is the exact reverse of the ascending one (no NULL columns).
  static let reversibleSorts: Set<ItemQuery.SortColumn> = [.name, .quantity, .minimum, .updated, .lastCounted]

  public func backup(to destination: String) throws { try database.backup(to: destination) }

  public var location: String { database.path }
}
