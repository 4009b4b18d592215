import Foundation
import GRDB

extension SQLiteInventory {
  /// A stored setting (the app keeps its settings as JSON text under a key).
  public func setting(_ key: String) throws -> String? {
    try database.read { db in try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
    }
  }

  public func setSetting(_ key: String, to value: String) throws {
    try database.write { db in
      try db.execute(
        sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        arguments: [key, value])
    }
  }

  /// A number that changes whenever any stockroom process commits a change to the database
  /// (SQLite's `PRAGMA data_version` seen from one connection, plus this process's own writes).
  /// Open screens poll it to show other processes' changes within a second.
  public func changeToken() throws -> Int {
    try database.changeToken()
  }
}
