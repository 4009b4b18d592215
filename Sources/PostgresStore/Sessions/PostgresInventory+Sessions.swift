import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Stock sessions on PostgreSQL are the engine's (`SessionStore`): each step one transaction in which
/// `SessionEngine` decides over `PostgresSessionStorage` (which locks the session's row); reads from one snapshot.
extension PostgresInventory: SessionStore {
  public func readSessions<T>(_ body: (PostgresSessionStorage) throws -> T) throws -> T {
    let time = timestamp()
    return try readSnapshot { link in try body(sessionStorage(link, time: time)) }
  }

  public func writeSessions<T>(source: ScanSource, time: Int64, _ body: (PostgresSessionStorage) throws -> T) throws
    -> T
  {
    try write { link in try body(sessionStorage(link, source: source, time: time)) }
  }
}

extension PostgresInventory {
  public func sessions(state: StockSession.State?, kind: StockSession.Kind?) throws -> [StockSession] {
    var sql = SQLBuilder("SELECT \(PostgresSessionStorage.sessionColumns) FROM stock_session")
    var conditions: [String] = []
    if let state { conditions.append("state = \(sql.bind(state.rawValue))") }
    if let kind { conditions.append("kind = \(sql.bind(kind.rawValue))") }
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
    sql.append(" ORDER BY id DESC")
    return try read { link in try link.query(sql.query).map(StockSession.init(postgresRow:)) }
  }

  /// The engine over the session rows in `link`'s transaction, written as `origin` (this station's unless an
  /// entry kept offline brings its own).
  func sessionEngine(
    _ link: PostgresLink, source: ScanSource = .keyboard, time: Int64, origin: ActionOrigin? = nil
  ) -> SessionEngine<PostgresSessionStorage> {
    SessionEngine(storage: sessionStorage(link, source: source, time: time, origin: origin))
  }

  private func sessionStorage(
    _ link: PostgresLink, source: ScanSource = .keyboard, time: Int64, origin: ActionOrigin? = nil
  ) -> PostgresSessionStorage {
    PostgresSessionStorage(link: link, origin: origin ?? self.origin, source: source, time: time)
  }
}
