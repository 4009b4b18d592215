import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Stock sessions on SQLite: each step one transaction in which `SessionEngine` decides over
/// `SQLiteSessionStorage`; reads from one snapshot.
extension SQLiteInventory {
  @discardableResult
  public func startSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession {
    let time = timestamp()
    return try database.write { db in try sessionEngine(db, time: time).start(kind: kind, scope: scope, note: note) }
  }

  public func sessions(state: StockSession.State?, kind: StockSession.Kind?) throws -> [StockSession] {
    try database.read { db in
      guard try SQLiteSessionStorage.hasSessions(db) else { return [] }
      return try Row.fetchAll(
        db,
        sql: """
          SELECT \(try SQLiteSessionStorage.sessionColumns(db)) FROM stock_session
          WHERE (? IS NULL OR state = ?) AND (? IS NULL OR kind = ?) ORDER BY id DESC
          """, arguments: [state?.rawValue, state?.rawValue, kind?.rawValue, kind?.rawValue]
      ).map(StockSession.init(row:))
    }
  }

  public func session(id: Int64) throws -> StockSession? {
    try database.read { db in try sessionStorage(db, time: timestamp()).session(id: id, locking: false) }
  }

  public func sessionLines(id: Int64) throws -> [SessionLine] {
    try database.read { db in try sessionEngine(db, time: timestamp()).lines(id: id) }
  }

  public func countReport(id: Int64) throws -> CountReport {
    try database.read { db in try sessionEngine(db, time: timestamp()).countReport(id: id) }
  }

  @discardableResult
  public func commitSession(id: Int64, source: ScanSource) throws -> SessionCommitSummary {
    let time = timestamp()
    return try database.write { db in try sessionEngine(db, source: source, time: time).commit(id: id) }
  }

  @discardableResult
  public func discardSession(id: Int64) throws -> StockSession {
    let time = timestamp()
    return try database.write { db in try sessionEngine(db, time: time).discard(id: id) }
  }

  public func setUncountedChoice(id: Int64, itemID: Int64?, to choice: UncountedChoice) throws {
    let time = timestamp()
    try database.write { db in try sessionEngine(db, time: time).setUncountedChoice(id: id, itemID: itemID, to: choice)
    }
  }

  /// The engine over this station's session rows in `db`'s transaction.
  func sessionEngine(_ db: Database, source: ScanSource = .keyboard, time: Int64) -> SessionEngine<SQLiteSessionStorage>
  {
    SessionEngine(storage: sessionStorage(db, source: source, time: time))
  }

  private func sessionStorage(_ db: Database, source: ScanSource = .keyboard, time: Int64) -> SQLiteSessionStorage {
    SQLiteSessionStorage(db: db, origin: origin, source: source, time: time)
  }
}
