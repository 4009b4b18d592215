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
    let changes: [SessionItemChange]
    switch session.kind {
    case .count:
      let zeroing = try storage.uncounted(in: session, locking: true).compactMap { row in
        (row.choice ?? session.uncountedDefault) == .setToZero ? row.item : nil
      }
      changes = try SessionCommitPlan.count(lines: lines, stock: stock, zeroing: zeroing)
    case .receive, .remove:
      changes = try SessionCommitPlan.batch(sessionID: id, kind: session.kind, lines: lines, stock: stock)
    }
    for change in changes where change.delta != 0 {
      try storage.adjust(
        itemID: change.itemID, by: change.delta, reason: change.reason, keepingCountedTime: session.kind == .count)
    }
    if session.kind == .count, !changes.isEmpty { try storage.stampCounted(itemIDs: changes.map(\.itemID)) }
    try storage.close(session: id, as: .committed)
    return SessionCommitSummary(session: try requireSession(id), items: changes)
  }
}
