import PostgresNIO

/// Brings a database to the current schema in one transaction, or refuses it without changing anything: a
/// database holding tables but no stockroom migrations belongs to another program, and one with migrations
/// this version does not know was set up by a newer stockroom.
enum PostgresMigrator {
  /// Serialises stations migrating at once (an advisory lock held until the transaction ends): 'STKR', the
  /// SQLite store's application id.
  static let lockKey: Int64 = 0x5354_4B52

  /// Applies the missing steps; returns their names.
  @discardableResult
  static func migrate(
    _ link: PostgresLink, migrations: [PostgresMigration] = PostgresSchema.migrations, time: Int64
  ) throws -> [String] {
    try link.transaction {
      try link.query("SELECT pg_advisory_xact_lock(\(lockKey))")
      let applied = try appliedMigrations(link)
      let known = Set(migrations.map(\.name))
      let unknown = applied.filter { !known.contains($0) }
      guard unknown.isEmpty else {
        throw PostgresStoreError(
          .newerDatabase,
          "the database \(link.settings.database) on \(link.settings.serverDescription) was set up by a newer "
            + "stockroom (it has steps this version does not know: \(unknown.joined(separator: ", "))): update "
            + "stockroom on this station; the database was not changed")
      }
      var done: [String] = []
      for migration in migrations where !applied.contains(migration.name) {
        for statement in migration.statements { try link.query(PostgresQuery(unsafeSQL: statement)) }
        try migration.rewrite?(link)
        try link.query(
          "INSERT INTO stockroom_migrations (name, applied_at) VALUES (\(migration.name), \(time))")
        done.append(migration.name)
      }
      return done
    }
  }

  /// The names of the steps applied so far, in order; creates the table in an empty database. Refuses a
  /// database whose schema holds anything else.
  private static func appliedMigrations(_ link: PostgresLink) throws -> [String] {
    let exists = try link.query("SELECT to_regclass('stockroom_migrations') IS NOT NULL").first?.values(Bool.self)
    if exists == true {
      return try link.query("SELECT name FROM stockroom_migrations ORDER BY step").map {
        try $0.values(String.self)
      }
    }
    let others = try link.query(
      """
      SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
      ORDER BY c.relname LIMIT 4
      """
    ).map { try $0.values(String.self) }
    guard others.isEmpty else {
      throw PostgresStoreError(
        .foreignDatabase,
        "the database \(link.settings.database) on \(link.settings.serverDescription) holds another program's "
          + "tables (\(others.prefix(3).joined(separator: ", "))\(others.count > 3 ? ", ..." : "")) and no "
          + "stockroom tables: stockroom leaves it alone; give it a database of its own (createdb -O "
          + "\(link.settings.user) stockroom)")
    }
    try link.query(
      """
      CREATE TABLE stockroom_migrations (
        step BIGINT GENERATED ALWAYS AS IDENTITY,  -- the order they were applied in
        name TEXT PRIMARY KEY,
        applied_at BIGINT NOT NULL            -- Unix epoch milliseconds
      )
      """)
    return []
  }
}
