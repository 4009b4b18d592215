import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// History's "Created" list is the engine's (`CreatedCodeStore`), over the rows below.
extension PostgresInventory: CreatedCodeStore {
  public func readCreatedCodes<T>(_ body: (PostgresCreatedCodeStorage) throws -> T) throws -> T {
    try read { link in try body(PostgresCreatedCodeStorage(link: link)) }
  }

  public func writeCreatedCodes<T>(_ body: (PostgresCreatedCodeStorage) throws -> T) throws -> T {
    try write { link in try body(PostgresCreatedCodeStorage(link: link)) }
  }
}

/// The created-code rows in a PostgreSQL transaction.
public struct PostgresCreatedCodeStorage: CreatedCodeStorage {
  let link: PostgresLink

  public func insertCreatedCode(_ code: CreatedCode, time: Int64) throws -> Int64 {
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

  public func createdCodes(search: String, limit: Int) throws -> [CreatedCode] {
    var sql = SQLBuilder("SELECT \(CreatedCode.postgresSelection) FROM created_code")
    if !search.isEmpty {
      let pattern = sql.bind("%" + PostgresInventory.escapeLike(search) + "%")
      sql.append(" WHERE kind ILIKE \(pattern) OR content ILIKE \(pattern) OR file ILIKE \(pattern)")
    }
    sql.append(" ORDER BY id DESC")
    PostgresInventory.appendPage(&sql, limit: limit, offset: 0)
    return try link.query(sql.query).map(CreatedCode.init(postgresRow:))
  }

  public func createdCode(id: Int64) throws -> CreatedCode? {
    try link.query("SELECT \(unescaped: CreatedCode.postgresSelection) FROM created_code WHERE id = \(id)").first
      .map(CreatedCode.init(postgresRow:))
  }

  public func deleteCreatedCode(id: Int64) throws -> Bool {
    try link.execute("DELETE FROM created_code WHERE id = \(id)") > 0
  }
}
