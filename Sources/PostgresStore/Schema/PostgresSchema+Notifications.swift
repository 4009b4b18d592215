extension PostgresSchema {
  /// Tables whose changes an open screen shows: any committed write to one of them notifies every listening
  /// station (`ChangeListener`). One notification per statement, and PostgreSQL folds identical ones of one
  /// transaction into one, so a big import sends a handful, not one per row.
  static let notifyingTables = ["item", "category", "stock_movement", "scan", "setting", "action", "created_code"]

  static let changeNotifications = PostgresMigration(
    name: "v7: change notifications",
    statements: [
      """
      CREATE FUNCTION stockroom_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('\(ChangeListener.channel)', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$
      """
    ]
      + notifyingTables.map { table in
        """
        CREATE TRIGGER \(table)_notifies AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON \(table)
          FOR EACH STATEMENT EXECUTE FUNCTION stockroom_notify_change()
        """
      })
}
