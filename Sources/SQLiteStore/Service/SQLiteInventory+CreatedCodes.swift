import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// History's "Created" list is the engine's (`CreatedCodeStore`), over the rows below.
extension SQLiteInventory: CreatedCodeStore {
  public func readCreatedCodes<T>(_ body: (SQLiteCreatedCodeStorage) throws -> T) throws -> T {
    try database.read { db in try body(SQLiteCreatedCodeStorage(db: db)) }
  }

  public func writeCreatedCodes<T>(_ body: (SQLiteCreatedCodeStorage) throws -> T) throws -> T {
    try database.write { db in try body(SQLiteCreatedCodeStorage(db: db)) }
  }
}

extension CreatedCode {
  init(row: Row) {
    self.init(
      id: row.integer("id"), kind: row.text("kind", default: ""), content: row.text("content", default: ""),
      preview: row.text("preview", default: ""), file: row.text("file"), time: row.date("time"))
  }
}

/// The created-code rows in a SQLite transaction. A file still waiting for migration v6 (read where it cannot be
/// upgraded) has no list yet: it reads as empty.
public struct SQLiteCreatedCodeStorage: CreatedCodeStorage {
  let db: Database

  public func insertCreatedCode(_ code: CreatedCode, time: Int64) throws -> Int64 {
    try db.execute(
      sql: "INSERT INTO created_code (kind, content, preview, file, time) VALUES (?, ?, ?, ?, ?)",
      arguments: [code.kind, code.content, code.preview, code.file, time])
    return db.lastInsertedRowID
  }

  public func createdCodes(search: String, limit: Int) throws -> [CreatedCode] {
    guard try db.tableExists("created_code") else { return [] }
    let pattern = "%" + SQLiteInventory.escapeLike(search) + "%"
    return try Row.fetchAll(
      db,
      sql: """
        SELECT * FROM created_code
        WHERE ? = '' OR kind LIKE ? ESCAPE '\\' OR content LIKE ? ESCAPE '\\' OR file LIKE ? ESCAPE '\\'
        ORDER BY id DESC LIMIT ?
        """, arguments: [search, pattern, pattern, pattern, limit]
    ).map(CreatedCode.init(row:))
  }

  public func createdCode(id: Int64) throws -> CreatedCode? {
    guard try db.tableExists("created_code") else { return nil }
    return try Row.fetchOne(db, sql: "SELECT * FROM created_code WHERE id = ?", arguments: [id])
      .map(CreatedCode.init(row:))
  }

  public func deleteCreatedCode(id: Int64) throws -> Bool {
    try db.execute(sql: "DELETE FROM created_code WHERE id = ?", arguments: [id])
    return db.changesCount > 0
  }
}
