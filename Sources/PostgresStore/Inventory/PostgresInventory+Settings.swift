import PostgresNIO

extension PostgresInventory {
  /// A stored setting (the app keeps its settings as JSON text under a key).
  public func setting(_ key: String) throws -> String? {
    try read { link in try link.query("SELECT value FROM setting WHERE key = \(key)").single(String.self) }
  }

  public func setSetting(_ key: String, to value: String) throws {
    try write { link in
      try link.execute(
        """
        INSERT INTO setting (key, value) VALUES (\(key), \(value))
        ON CONFLICT (key) DO UPDATE SET value = excluded.value
        """)
    }
  }
}
