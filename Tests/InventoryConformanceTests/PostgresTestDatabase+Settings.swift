import PostgresStore
import TestSupport

extension PostgresTestDatabase {
  /// Over the private socket, with short deadlines.
  var settings: PostgresSettings {
    PostgresSettings(
      endpoint: .socket(folder: server.socketFolder, port: server.port), user: server.user, database: name,
      connectTimeoutSeconds: 5, queryTimeoutSeconds: 20)
  }
}
