import PostgresNIO

extension PostgresInventory {
  /// Which server and database this is, whatever the URL that reached it: the cluster's system identifier
  /// (`pg_control_system()`, made by initdb and kept for the cluster's life) and the database's name, as
  /// "SYSTEM-ID/NAME". A station keys its offline journal by it, so `localhost` and `127.0.0.1` share one.
  /// Nil when the server does not say (a role not allowed to call the function).
  public func serverIdentity() throws -> String? {
    let identity = try? read { link in
      try link.query(
        "SELECT (SELECT system_identifier FROM pg_control_system())::text || '/' || current_database()"
      ).single(String.self)
    }
    // Only "away" is an error: a refusal of the function leaves the station with the URL's spelling.
    if identity == nil { try read { link in try link.query("SELECT 1") } }
    return identity
  }
}
