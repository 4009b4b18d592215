import Foundation
import PostgresStore
import TestSupport

/// One private PostgreSQL server for the conformance run (starting one costs seconds), stopped when the test
/// process exits; every store gets a database of its own on it, dropped with the store.
enum ConformanceServer {
  nonisolated(unsafe) private static var running: PrivatePostgresServer?

  nonisolated(unsafe) private static let server: Result<PrivatePostgresServer, any Error> = {
    do {
      let server = try PrivatePostgresServer()
      running = server
      atexit {
        ConformanceServer.running?.stop()
        if let folder = ConformanceServer.running?.folder.url { try? FileManager.default.removeItem(at: folder) }
      }
      return .success(server)
    } catch {
      return .failure(error)
    }
  }()

  static func newDatabase() throws -> ConformanceDatabase { try ConformanceDatabase(server: server.get()) }
}

final class ConformanceDatabase: @unchecked Sendable {
  let server: PrivatePostgresServer
  let name: String

  init(server: PrivatePostgresServer) throws {
    self.server = server
    name = "c_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
    try server.psql("CREATE DATABASE \(name)")
  }

  deinit { _ = try? server.psql("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }

  var settings: PostgresSettings {
    PostgresSettings(
      endpoint: .socket(folder: server.socketFolder, port: server.port), user: server.user, database: name,
      connectTimeoutSeconds: 5, queryTimeoutSeconds: 20)
  }
}
