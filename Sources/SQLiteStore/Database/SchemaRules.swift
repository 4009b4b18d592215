import GRDB

/// The triggers that keep stock right (quantity the sum of movements, movements append-only, the search
/// index, one product one item) are part of the file, so anyone with sqlite3 can drop or rewrite one; a
/// database without them would still open and scan, quietly wrong ("10 -> 10"). Opening for writing checks
/// them against the schema the migrations make, and the health check lists what differs.
enum SchemaRules {
  /// Each trigger's SQL as the migrations create it, read once from a fresh in-memory database.
  static let expected: Result<[String: String], any Error> = Result {
    let queue = try DatabaseQueue()
    try Schema.migrator.migrate(queue)
    return try queue.read(triggers)
  }

  /// The rule triggers that are missing or differ from the migrations' own; empty when all are in force.
  static func problems(_ db: Database) throws -> [String] {
    let present = try triggers(db)
    let expected = try expected.get()
    return expected.keys.sorted().compactMap { name in
      guard let sql = present[name] else { return "its rule trigger \(name) is missing" }
      return sql == expected[name] ? nil : "its rule trigger \(name) was changed"
    }
  }

  /// Refuses a database whose rules are not all in force: reading it still works (export what it holds).
  static func check(_ db: Database, path: String) throws {
    let problems = try problems(db)
    guard !problems.isEmpty else { return }
    throw StoreError.damagedSchema(
      path: path,
      detail: problems.joined(separator: ", ")
        + " (so stock could go wrong); it can still be read: stockroom export writes what it holds")
  }

  private static func triggers(_ db: Database) throws -> [String: String] {
    var triggers: [String: String] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'") {
      guard let name = row[0] as String?, let sql = row[1] as String? else { continue }
      triggers[name] = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    return triggers
  }
}
