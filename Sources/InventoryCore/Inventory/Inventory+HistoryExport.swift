extension Inventory {
  /// Writes a history to `sink` as CSV (`HistoryCSVWriter`), newest first, read page by page by key so a long
  /// history costs the same per row from its first page to its last and an entry added meanwhile is neither
  /// repeated nor skipped. `search` and `station` filter as History's do (actions have no station filter);
  /// `limit` nil writes every entry; `pageSize` is how many entries one read takes. Returns how many entries
  /// were written.
  @discardableResult
  public func exportHistory(
    _ kind: HistoryKind, search: String = "", station: String? = nil, limit: Int? = nil,
    pageSize: Int = HistoryCSVWriter.entriesPerRead, to sink: @escaping ([UInt8]) throws -> Void
  ) throws -> Int {
    let pageSize = max(1, pageSize)
    var writer = HistoryCSVWriter(kind, sink: sink)
    var itemNames = ScannedItemNames(inventory: self)
    var written = 0
    var before: Int64? = nil
    while true {
      let wanted = min(pageSize, limit.map { max(0, $0 - written) } ?? pageSize)
      guard wanted > 0 else { break }
      let page: [Int64?]
      switch kind {
      case .movements:
        let movements = try self.movements(search: search, station: station, limit: wanted, before: before)
        for movement in movements { try writer.write(movement) }
        page = movements.map(\.id)
      case .scans:
        let scans = try self.scans(search: search, station: station, limit: wanted, before: before)
        for scan in scans { try writer.write(scan, itemName: try itemNames.name(of: scan.itemID)) }
        page = scans.map(\.id)
      case .actions:
        let actions = try self.actions(search: search, limit: wanted, before: before)
        for action in actions { try writer.write(action) }
        page = actions.map(\.id)
      }
      written += page.count
      guard page.count == wanted, let last = page.last, let id = last else { break }
      before = id
    }
    try writer.flush()
    return written
  }
}

/// The names of the items scans matched, each read once per export (a scan log names an item's id, and a few
/// items make up most scans).
private struct ScannedItemNames {
  let inventory: any Inventory
  private var known: [Int64: String] = [:]

  init(inventory: any Inventory) { self.inventory = inventory }

  mutating func name(of id: Int64?) throws -> String? {
    guard let id else { return nil }
    if let name = known[id] { return name }
    let name = try inventory.item(id: id)?.name ?? ""
    if known.count < 100_000 { known[id] = name }
    return name
  }
}
