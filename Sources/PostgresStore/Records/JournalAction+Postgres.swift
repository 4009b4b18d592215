import Foundation
import InventoryCore
import PostgresNIO

extension JournalAction {
  /// The columns `init(postgresRow:)` reads, of the `action` row called `table`.
  static func postgresSelection(_ table: String = "action") -> String {
    [
      "id", "time", "station", "session", "kind", "item_id", "item_name", "movement_id", "before", "after",
      "target_id", "undone", "summary",
    ].map { "\(table).\($0)" }.joined(separator: ", ")
  }

  /// A journal entry; one another program damaged (an unknown kind, a snapshot that is not JSON) is
  /// `UndoError.damagedEntry`, as on SQLite.
  init(postgresRow row: PostgresRow) throws {
    let (id, time, station, session, kind, itemID, itemName, movementID, before, after, targetID, undone, summary) =
      try row.values(
        (Int64, Int64, String, String, String, Int64?, String, Int64?, String?, String?, Int64?, Bool, String).self)
    guard let kind = Kind(rawValue: kind) else { throw UndoError.damagedEntry(actionID: id) }
    self.init(
      id: id, time: Date(epochMilliseconds: time), origin: ActionOrigin(station: station, session: session),
      kind: kind, itemID: itemID, itemName: itemName, movementID: movementID,
      before: try ItemSnapshot.decode(before, action: id), after: try ItemSnapshot.decode(after, action: id),
      targetID: targetID, isUndone: undone, summary: summary)
  }
}

extension UndoScope {
  /// The condition on the `action` rows called `table` that keeps `origin`'s scope, its values bound in `sql`.
  func condition(for origin: ActionOrigin, table: String = "action", in sql: inout SQLBuilder) -> String {
    switch self {
    case .session: "\(table).station = \(sql.bind(origin.station)) AND \(table).session = \(sql.bind(origin.session))"
    case .station: "\(table).station = \(sql.bind(origin.station))"
    case .anyStation: "true"
    }
  }
}
