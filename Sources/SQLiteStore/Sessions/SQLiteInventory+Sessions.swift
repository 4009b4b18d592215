import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// Stock sessions on SQLite are the engine's (`SessionStore`): each step one transaction in which `SessionEngine`
/// decides over `SQLiteSessionStorage`; reads from one snapshot.
extension SQLiteInventory: SessionStore {
  public func readSessions<T>(_ body: (SQLiteSessionStorage) throws -> T) throws -> T {
    let time = timestamp()
    return try database.read { db in
      try body(SQLiteSessionStorage(db: db, origin: origin, source: .keyboard, time: time))
    }
  }

  public func writeSessions<T>(source: ScanSource, time: Int64, _ body: (SQLiteSessionStorage) throws -> T) throws -> T
  {
    try database.write { db in try body(SQLiteSessionStorage(db: db, origin: origin, source: source, time: time)) }
  }
}

extension SQLiteInventory {
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
}
