import InventoryCore

extension UndoScope {
  /// The SQL condition on the `action` table for `origin` (with its arguments).
  func condition(for origin: ActionOrigin, table: String = "action") -> (sql: String, arguments: [String]) {
    switch self {
    case .session: ("\(table).station = ? AND \(table).session = ?", [origin.station, origin.session])
    case .station: ("\(table).station = ?", [origin.station])
    case .anyStation: ("1", [])
    }
  }
}
