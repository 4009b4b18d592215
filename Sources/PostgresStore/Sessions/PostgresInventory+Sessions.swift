import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Stock sessions on PostgreSQL: each step one transaction in which `SessionEngine` decides over
/// `PostgresSessionStorage` (which locks the session's row); reads of lines from one snapshot.
extension PostgresInventory {
  @discardableResult
  public func startSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession {
    let time = timestamp()
    return try write { link in try sessionEngine(link, time: time).start(kind: kind, scope: scope, note: note) }
  }

  public func sessions(state: StockSession.State?, kind: StockSession.Kind?) throws -> [StockSession] {
    var sql = SQLBuilder("SELECT \(PostgresSessionStorage.sessionColumns) FROM stock_session")
    var conditions: [String] = []
    if let state { conditions.append("state = \(sql.bind(state.rawValue))") }
    if let kind { conditions.append("kind = \(sql.bind(kind.rawValue))") }
    if !conditions.isEmpty { sql.append(" WHERE " + conditions.joined(separator: " AND ")) }
    sql.append(" ORDER BY id DESC")
    return try read { link in try link.query(sql.query).map(StockSession.init(postgresRow:)) }
  }

  public func session(id: Int64) throws -> StockSession? {
    try read { link in try sessionStorage(link, time: timestamp()).session(id: id, locking: false) }
  }

  public func sessionLines(id: Int64) throws -> [SessionLine] {
    try readSnapshot { link in try sessionEngine(link, time: timestamp()).lines(id: id) }
  }

  public func countReport(id: Int64) throws -> CountReport {
    try readSnapshot { link in try sessionEngine(link, time: timestamp()).countReport(id: id) }
  }

  @discardableResult
  public func commitSession(id: Int64, source: ScanSource) throws -> SessionCommitSummary {
    let time = timestamp()
    return try write { link in try sessionEngine(link, source: source, time: time).commit(id: id) }
  }

  @discardableResult
  public func discardSession(id: Int64) throws -> StockSession {
    let time = timestamp()
    return try write { link in try sessionEngine(link, time: time).discard(id: id) }
  }

  public func setUncountedChoice(id: Int64, itemID: Int64?, to choice: UncountedChoice) throws {
    let time = timestamp()
    try write { link in try sessionEngine(link, time: time).setUncountedChoice(id: id, itemID: itemID, to: choice) }
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
