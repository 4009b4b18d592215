extension PostgresSchema {
  /// The ids of changes made under an `OperationClaim`: a command run again after its commit's answer was lost
  /// is recognised and changes nothing.
  static let operationIDs = PostgresMigration(
    name: "v12: operation ids",
    statements: [
      """
      CREATE TABLE operation (
        id UUID PRIMARY KEY,
        time BIGINT NOT NULL                           -- when it committed, Unix epoch milliseconds
      )
      """
    ])
}
