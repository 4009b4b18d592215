/// One named step of the schema. Steps are append-only: a shipped step is never edited, a change is a new
/// step (the SQLite store's rule too). Each runs as separate statements in the migrator's transaction, then
/// `rewrite` (a step SQL cannot say, such as recomputing a key with the core's own function).
struct PostgresMigration: Sendable {
  var name: String
  var statements: [String]
  var rewrite: (@Sendable (PostgresLink) throws -> Void)? = nil
}
