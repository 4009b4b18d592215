import InventoryCore

extension SessionEngine {
  /// Applies the session: the lines as they add up now against the stock now (`SessionCommitPlan`), each change
  /// a movement journalled as this station's stock action (undone item by item); a count also stamps every
  /// counted or zeroed item's last-counted time. Then the session is closed. Locks where the store locks rows:
  /// the session first (additions under way finish, none comes after), then the items in id order.
  @discardableResult
  public func commit(id: Int64) throws -> SessionCommitSummary {
    let session = try requireOpenSession(id)
    let lines = try lines(of: session)
    try SessionCommitPlan.checkResolved(sessionID: id, lines: lines)
    let stock = try storage.items(ids: lines.compactMap(\.itemID))
    if session.kind == .count, session.scope.locationID != nil {
      let changes = try commitLocatedCount(session, lines: lines, stock: stock)
      if !changes.isEmpty { try storage.stampCounted(itemIDs: changes.map(\.itemID)) }
      try storage.close(session: id, as: .committed)
      return SessionCommitSummary(session: try requireSession(id), items: changes)
    }
    let changes: [SessionItemChange]
    switch session.kind {
    case .count:
      let zeroing = try storage.uncounted(in: session, locking: true).compactMap { row in
        (row.choice ?? session.uncountedDefault) == .setToZero ? row.item : nil
      }
      // A count sets each item's whole stock (its lines at every place summed), at the default location.
      changes = try SessionCommitPlan.count(lines: SessionCommitPlan.byItem(lines), stock: stock, zeroing: zeroing)
    case .receive, .remove:
      changes = try SessionCommitPlan.batch(
        sessionID: id, kind: session.kind, lines: SessionCommitPlan.byItem(lines), stock: stock)
    }
    let places = Dictionary(grouping: lines.filter { $0.quantity > 0 }, by: { $0.itemID ?? 0 })
    for change in changes where change.delta != 0 {
      guard session.kind != .count, let placed = places[change.itemID] else {
        try storage.adjust(
          itemID: change.itemID, by: change.delta, reason: change.reason, keepingCountedTime: session.kind == .count,
          at: .unplaced)
        continue
      }
      // A batch's item moves line by line, each at its place: received into the scanned location and lot, or
      // taken from them (the lot named first, then first-expiry-first-out, `StockLedger`). Lines naming a lot go
      // first, so a line naming none does not take the units a scanned lot's line is for.
      for line in placed.sorted(by: {
        ($0.place.lot == nil ? 1 : 0, $0.place.reportKey) < ($1.place.lot == nil ? 1 : 0, $1.place.reportKey)
      }) {
        try storage.adjust(
          itemID: change.itemID, by: session.kind == .remove ? -line.quantity : line.quantity, reason: change.reason,
          keepingCountedTime: false, at: line.place)
      }
    }
    if session.kind == .count, !changes.isEmpty { try storage.stampCounted(itemIDs: changes.map(\.itemID)) }
    try storage.close(session: id, as: .committed)
    return SessionCommitSummary(session: try requireSession(id), items: changes)
  }
}
