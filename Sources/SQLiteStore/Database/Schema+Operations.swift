import GRDB

extension Schema {
  static let operationIDsMigration = "v11: operation ids"

  /// The ids of changes made under an `OperationClaim`: a command run again is recognised and changes nothing.
  static func operationIDs(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE operation (
          id TEXT PRIMARY KEY,                      -- a UUID, lower case
          time INTEGER NOT NULL                     -- when it committed, Unix epoch milliseconds
        ) WITHOUT ROWID
        """)
  }
}
