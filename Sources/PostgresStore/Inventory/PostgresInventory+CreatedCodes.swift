import Foundation
import InventoryCore
import PostgresNIO

/// History's "Created" list: every generated code, searchable, deletable, to make again.
extension PostgresInventory {
  /// Keeps `code` in the list; returns it with its id. Content over `CreatedCode.maximumContentBytes` is refused.
  @discardableResult
  public func recordCreatedCode(_ code: CreatedCode) throws -> CreatedCode {
    guard code.content.utf8.count <= CreatedCode.maximumContentBytes else {
      throw InventoryError.textTooLong(what: "a created code's content", limit: CreatedCode.maximumContentBytes)
    }
    let time = code.time.epochMilliseconds
    return try write { link in
      guard
        let id = try link.query(
          """
          INSERT INTO created_code (kind, content, preview, file, time)
          VALUES (\(code.kind), \(code.content), \(code.preview), \(code.file), \(time))
          RETURNING id
          """
        ).single(Int64.self)
      else { throw PostgresStoreError(.server, "the server did not return the created code's id") }
      var saved = code
      saved.id = id
      return saved
    }
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
