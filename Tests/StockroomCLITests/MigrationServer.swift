import Foundation
import TestSupport

/// One private PostgreSQL server for the CLI tests of a run (starting one costs seconds), stopped when the
/// test process exits; each test makes databases of its own on it and reaches them by URL, as a user would.
enum MigrationServer {
  nonisolated(unsafe) private static var running: PrivatePostgresServer?

  nonisolated(unsafe) static let server: Result<PrivatePostgresServer, any Error> = {
    do {
      let server = try PrivatePostgresServer()
      running = server
      atexit {
        MigrationServer.running?.stop()
        if let folder = MigrationServer.running?.folder.url { try? FileManager.default.removeItem(at: folder) }
      }
      return .success(server)
    } catch {
      return .failure(error)
    }
  }()

  static var unavailableReason: String { PrivatePostgresServer.unavailableReason ?? "" }
}

/// A new, empty database on the shared server, dropped with the value.
final class MigrationDatabase: @unchecked Sendable {
  let server: PrivatePostgresServer
  let name: String

  init() throws {
    server = try MigrationServer.server.get()
    name = "m_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
    try server.psql("CREATE DATABASE \(name)")
  }

  deinit { _ = try? server.psql("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }

  /// The database's URL over the server's Unix socket.
  var url: String { "postgresql://\(server.user)@/\(name)?host=\(server.socketFolder)&port=\(server.port)" }

  /// How stockroom names it in messages: `user@SOCKET/name`.
  var location: String { "\(server.user)@\(server.socketFolder)/.s.PGSQL.\(server.port)/\(name)" }

  @discardableResult
  func psql(_ sql: String) throws -> String {
    try server.psql(sql, database: name).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
