import InventoryCore

extension SQLiteInventory: Inventory {
  /// The items at `positions` of `query`'s list of `total` items. Near either end the list is read run by run
  /// from that end (`edgeItems`), so that the last page costs what the first costs; deep in the middle (a
  /// jump, rare: moving and scrolling seek from a neighbour) by OFFSET.
  public func window(of query: ItemQuery, positions: Range<Int>, total: Int) throws -> [Item] {
    let end = min(total, positions.upperBound)
    guard positions.lowerBound < end else { return [] }
    let fromStart = end
    let fromEnd = total - positions.lowerBound
    if fromEnd < fromStart, fromEnd <= Self.edgeReadLimit {
      let last = try edgeItems(of: query, fromEnd: true, limit: fromEnd).reversed()
      return Array(last.prefix(end - positions.lowerBound))
    }
    let searchInNameOrder =
      query.sort == .name && query.sortField == nil && ItemQuery.ftsPattern(for: query.search) != nil
    if fromStart <= Self.edgeReadLimit, !searchInNameOrder {
      return Array(try edgeItems(of: query, fromEnd: false, limit: fromStart).dropFirst(positions.lowerBound))
    }
    return try items(matching: query, limit: end - positions.lowerBound, offset: positions.lowerBound)
  }

  /// How far from an end a window is read from that end rather than by OFFSET.
  static let edgeReadLimit = 2_000

  public func backup(to destination: String) throws { try database.backup(to: destination) }

  public var location: String { database.path }
}
