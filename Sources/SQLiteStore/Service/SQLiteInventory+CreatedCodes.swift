import Foundation
import GRDB
import InventoryCore
import InventoryEngine

/// History's "Created" list: every generated code, searchable, deletable, to make again.
extension SQLiteInventory {
  /// Keeps `code` in the list (`CreatedCodeList.record`); returns it with its id.
  @discardableResult
  public func recordCreatedCode(_ code: CreatedCode) throws -> CreatedCode {
    try CreatedCodeList<SQLiteCreatedCodeStorage>.check(code)
    return try database.write { db in try CreatedCodeList(storage: SQLiteCreatedCodeStorage(db: db)).record(code) }
  }

  /// The list, newest first; `search` matches the kind, the content or the file.
  public func createdCodes(search: String = "", limit: Int = 100) throws -> [CreatedCode] {
    let pattern = "%" + Self.escapeLike(search) + "%"
    return try database.read { db in
      // A file still waiting for migration v6 (read where it cannot be upgraded) has no list yet.
      guard try db.tableExists("created_code") else { return [] }
      return try Row.fetchAll(
        db,
        sql: """
          SELECT * FROM created_code
          WHERE ? = '' OR kind LIKE ? ESCAPE '\\' OR content LIKE ? ESCAPE '\\' OR file LIKE ? ESCAPE '\\'
          ORDER BY id DESC LIMIT ?
          """, arguments: [search, pattern, pattern, pattern, limit]
      ).map(CreatedCode.init(row:))
    }
  }

  /// The created code `id`, or nil.
  public func createdCode(id: Int64) throws -> CreatedCode? {
    try database.read { db in
      guard try db.tableExists("created_code") else { return nil }
      return try Row.fetchOne(db, sql: "SELECT * FROM created_code WHERE id = ?", arguments: [id])
        .map(CreatedCode.init(row:))
    }
  }

  /// Forgets created code `id` (the file it went to is left alone); false when there is none.
  @discardableResult
  public func deleteCreatedCode(id: Int64) throws -> Bool {
    try database.write { db in
      try db.execute(sql: "DELETE FROM created_code WHERE id = ?", arguments: [id])
      return db.changesCount > 0
    }
  }
}

extension CreatedCode {
  init(row: Row) {
    self.init(
      id: row.integer("id"), kind: row.text("kind", default: ""), content: row.text("content", default: ""),
      preview: row.text("preview", default: ""), file: row.text("file"), time: row.date("time"))
  }
}

/// The created-code row in a SQLite transaction.
struct SQLiteCreatedCodeStorage: CreatedCodeStorage {
  let db: Database

  func insertCreatedCode(_ code: CreatedCode, time: Int64) throws -> Int64 {
    try db.execute(
      sql: "INSERT INTO created_code (kind, content, preview, file, time) VALUES (?, ?, ?, ?, ?)",
      arguments: [code.kind, code.content, code.preview, code.file, time])
    return db.lastInsertedRowID
  }
}
