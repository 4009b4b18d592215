import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// History's "Created" list: every generated code, searchable, deletable, to make again.
extension PostgresInventory {
  /// Keeps `code` in the list (`CreatedCodeList.record`); returns it with its id.
  @discardableResult
  public func recordCreatedCode(_ code: CreatedCode) throws -> CreatedCode {
    try CreatedCodeList<PostgresCreatedCodeStorage>.check(code)
    return try write { link in try CreatedCodeList(storage: PostgresCreatedCodeStorage(link: link)).record(code) }
  }

  /// The list, newest first; `search` matches the kind, the content or the file, ignoring case.
  public func createdCodes(search: String = "", limit: Int = 100) throws -> [CreatedCode] {
    var sql = SQLBuilder("SELECT \(CreatedCode.postgresSelection) FROM created_code")
    if !search.isEmpty {
      let pattern = sql.bind("%" + Self.escapeLike(search) + "%")
      sql.append(" WHERE kind ILIKE \(pattern) OR content ILIKE \(pattern) OR file ILIKE \(pattern)")
    }
    sql.append(" ORDER BY id DESC")
    Self.appendPage(&sql, limit: limit, offset: 0)
    return try read { link in try link.query(sql.query).map(CreatedCode.init(postgresRow:)) }
  }

  /// The created code `id`, or nil.
  public func createdCode(id: Int64) throws -> CreatedCode? {
    try read { link in
      try link.query("SELECT \(unescaped: CreatedCode.postgresSelection) FROM created_code WHERE id = \(id)").first
        .map(CreatedCode.init(postgresRow:))
    }
  }

  /// Forgets created code `id` (the file it went to is left alone); false when there is none.
  @discardableResult
  public func deleteCreatedCode(id: Int64) throws -> Bool {
    try write { link in try link.execute("DELETE FROM created_code WHERE id = \(id)") > 0 }
  }
}

/// The created-code row in a PostgreSQL transaction.
struct PostgresCreatedCodeStorage: CreatedCodeStorage {
  let link: PostgresLink

  func insertCreatedCode(_ code: CreatedCode, time: Int64) throws -> Int64 {
    guard
      let id = try link.query(
        """
        INSERT INTO created_code (kind, content, preview, file, time)
        VALUES (\(code.kind), \(code.content), \(code.preview), \(code.file), \(time))
        RETURNING id
        """
      ).single(Int64.self)
    else { throw PostgresStoreError(.server, "the server did not return the created code's id") }
    return id
  }
}
