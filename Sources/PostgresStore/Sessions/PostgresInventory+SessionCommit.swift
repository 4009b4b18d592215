import Foundation
import InventoryCore
import PostgresNIO

extension PostgresInventory {
  /// Applies the session in one transaction: the session's row locked (additions under way finish first, none
  /// comes after), the lines as they add up, the items locked in id order and changed from their stock now
  /// (`SessionCommitPlan`), each change a movement journalled as this station's stock action (undone item by
  /// item); a count also stamps every counted or zeroed item's last-counted time. Then the session is closed.
  @discardableResult
  public func commitSession(id: Int64, source: ScanSource) throws -> SessionCommitSummary {
    let time = timestamp()
    return try write { link in
      let session = try Self.requireOpenSession(link, id: id)
      let lines = try Self.fetchLines(link, session: session)
      try SessionCommitPlan.checkResolved(sessionID: id, lines: lines)
      let ids = lines.compactMap(\.itemID).sorted()
      var stock: [Int64: Item] = [:]
      for item in try link.query(
        "SELECT \(unescaped: Item.postgresSelection) FROM item WHERE id = ANY(\(ids)) ORDER BY id FOR UPDATE"
      ).map(Item.init(postgresRow:)) {
        if let itemID = item.id { stock[itemID] = item }
      }
      let changes: [SessionItemChange]
      switch session.kind {
      case .count:
        let zeroing = try Self.fetchUncounted(link, session, locking: true).compactMap { item, choice in
          (choice ?? session.uncountedDefault) == .setToZero ? item : nil
        }
        changes = try SessionCommitPlan.count(lines: lines, stock: stock, zeroing: zeroing)
      case .receive, .remove:
        changes = try SessionCommitPlan.batch(sessionID: id, kind: session.kind, lines: lines, stock: stock)
      }
      for change in changes where change.delta != 0 {
        _ = try Self.adjust(
          link, itemID: change.itemID, by: change.delta, reason: change.reason, source: source, time: time,
          origin: origin, keepingCountedTime: session.kind == .count)
      }
      if session.kind == .count, !changes.isEmpty {
        try link.query("UPDATE item SET last_counted_at = \(time) WHERE id = ANY(\(changes.map(\.itemID)))")
      }
      try Self.close(link, id: id, as: .committed, time: time, station: origin.station)
      return SessionCommitSummary(session: try Self.requireSession(link, id: id), items: changes)
    }
  }
}
