import Foundation
import GRDB
import InventoryCore

extension InventoryService {
  /// Applies the session in one transaction: the lines as they add up now, against the stock now
  /// (`SessionCommitPlan`), each change a movement journalled as this station's stock action (undone item by
  /// item); a count also stamps every counted or zeroed item's last-counted time. Then the session is closed.
  @discardableResult
  public func commitSession(id: Int64, source: ScanSource) throws -> SessionCommitSummary {
    let time = timestamp()
    return try database.write { db in
      let session = try Self.requireOpenSession(db, id: id)
      let lines = try Self.fetchLines(db, session: session)
      try SessionCommitPlan.checkResolved(sessionID: id, lines: lines)
      var stock: [Int64: Item] = [:]
      for itemID in lines.compactMap(\.itemID) { stock[itemID] = try Self.fetchItem(db, id: itemID) }
      let changes =
        switch session.kind {
        case .count:
          try SessionCommitPlan.count(
            lines: lines, stock: stock, zeroing: try Self.fetchItemsToZero(db, session))
        case .receive, .remove:
          try SessionCommitPlan.batch(sessionID: id, kind: session.kind, lines: lines, stock: stock)
        }
      for change in changes where change.delta != 0 {
        _ = try Self.adjust(
          db, itemID: change.itemID, by: change.delta, reason: change.reason, source: source, time: time,
          station: origin.station, origin: origin, keepingCountedTime: session.kind == .count)
      }
      if session.kind == .count {
        let stamp = try db.cachedStatement(sql: "UPDATE item SET last_counted_at = ? WHERE id = ?")
        for change in changes { try stamp.execute(arguments: [time, change.itemID]) }
      }
      try Self.close(db, id: id, as: .committed, time: time, station: origin.station)
      return SessionCommitSummary(session: try Self.requireSession(db, id: id), items: changes)
    }
  }
}
