import Foundation

/// One private PostgreSQL server for a whole test process (starting one costs seconds), stopped when the
/// process exits; each test takes a database of its own on it (`PostgresTestDatabase`), dropped with it.
public enum SharedPostgresServer {
  /// A role that must give a password (over the socket too), for tests of passwords.
  public static let passwordUser = "stockroom_password"
  public static let password = "s3cret:pw"

  nonisolated(unsafe) private static var running: PrivatePostgresServer?

  private static let server: Result<PrivatePostgresServer, any Error> = {
    do {
      let server = try PrivatePostgresServer(authentication: ["local all \(passwordUser) scram-sha-256"])
      try server.psql("CREATE ROLE \(passwordUser) LOGIN PASSWORD '\(password)'")
      running = server
      atexit {
        SharedPostgresServer.running?.stop()
        if let folder = SharedPostgresServer.running?.folder.url { try? FileManager.default.removeItem(at: folder) }
      }
      return .success(server)
    } catch {
      return .failure(error)
    }
  }()

  /// A new, empty database (the server starts on first use).
  public static func newDatabase(prefix: String = "t") throws -> PostgresTestDatabase {
    try PostgresTestDatabase(server: server.get(), prefix: prefix)
  }
}

/// An empty database on the shared server, reached over its private Unix socket as the superuser.
public final class PostgresTestDatabase: @unchecked Sendable {
  public let server: PrivatePostgresServer
  public let name: String

  init(server: PrivatePostgresServer, prefix: String) throws {
    self.server = server
    name = prefix + "_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
    try server.psql("CREATE DATABASE \(name) OWNER \(SharedPostgresServer.passwordUser)")
  }

  /// Each database takes megabytes: gone with the test (connections still open are ended).
  deinit { _ = try? server.psql("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }

  /// What `--db` takes: `postgresql://USER@/NAME?host=SOCKET-FOLDER&port=PORT`.
  public var url: String { url(user: server.user) }

  /// The same as `user` (`SharedPostgresServer.passwordUser` must give the password).
  public func url(user: String) -> String {
    "postgresql://\(user)@/\(name)?host=\(server.socketFolder)&port=\(server.port)"
  }

  /// How stockroom names it in messages: `USER@SOCKET/NAME`.
  public var location: String { "\(server.user)@\(server.socketFolder)/.s.PGSQL.\(server.port)/\(name)" }

  /// psql on this database, as another program would write to it; its output trimmed.
  @discardableResult
  public func psql(_ sql: String) throws -> String {
    try server.psql(sql, database: name).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
