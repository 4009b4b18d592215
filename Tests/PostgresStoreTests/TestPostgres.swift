import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// One private PostgreSQL server for the whole test run (starting one costs seconds), stopped when the test
/// process exits; every test gets a database of its own on it. The server also listens on a loopback port and
/// has a role that must give a password, for the connection tests.
enum TestPostgres {
  static let passwordUser = "stockroom_password"
  /// With a colon and a backslash, which a password file must escape.
  static let password = #"s3cret:with\backslash"#

  nonisolated(unsafe) private static var running: PrivatePostgresServer?

  /// The server, started on first use.
  static let server: Result<PrivatePostgresServer, any Error> = {
    do {
      let server = try PrivatePostgresServer(
        authentication: [
          "local all \(passwordUser) scram-sha-256", "host all \(passwordUser) 127.0.0.1/32 scram-sha-256",
        ], tcp: true)
      let quoted = password.replacingOccurrences(of: "'", with: "''")
      try server.psql("CREATE ROLE \(passwordUser) LOGIN PASSWORD '\(quoted)'")
      running = server
      atexit {
        TestPostgres.running?.stop()
        if let folder = TestPostgres.running?.folder.url { try? FileManager.default.removeItem(at: folder) }
      }
      return .success(server)
    } catch {
      return .failure(error)
    }
  }()

  static var unavailableReason: String { PrivatePostgresServer.unavailableReason ?? "" }
}

/// A new, empty database on the shared server.
final class TestDatabase: @unchecked Sendable {
  let server: PrivatePostgresServer
  let name: String
  /// A HOME without a .pgpass, so the tests never read the real user's.
  let home: TemporaryDirectory

  init(owner: String? = nil) throws {
    server = try TestPostgres.server.get()
    name = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
    home = try TemporaryDirectory("stockroom-home")
    try server.psql("CREATE DATABASE \(name)" + (owner.map { " OWNER \($0)" } ?? ""))
  }

  /// Each database takes megabytes: gone with the test (connections still open are ended).
  deinit { _ = try? server.psql("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }

  /// Over the Unix socket as the superuser, with short deadlines.
  var settings: PostgresSettings {
    PostgresSettings(
      endpoint: .socket(folder: server.socketFolder, port: server.port), user: server.user, database: name,
      connectTimeoutSeconds: 5, queryTimeoutSeconds: 20)
  }

  var environment: [String: String] { ["HOME": home.url.path] }

  func open(station: String = "till", settings: PostgresSettings? = nil) throws -> PostgresInventory {
    try PostgresInventory(
      settings: settings ?? self.settings, origin: ActionOrigin(station: station, session: UUID().uuidString),
      environment: environment)
  }

  /// psql on this database, as another program would write to it.
  @discardableResult
  func psql(_ sql: String) throws -> String {
    try server.psql(sql, database: name).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

extension PostgresInventory {
  @discardableResult
  func add(
    _ name: String, barcode: String = "", quantity: Int = 0, minimum: Int = 0, target: Int? = nil,
    price: String = "", category: Int64? = nil, notes: String = ""
  ) throws -> Item {
    try addItem(
      ItemDraft(
        name: name, barcode: barcode, quantity: String(quantity), price: price, categoryID: category,
        minimumQuantity: String(minimum), targetQuantity: target.map(String.init) ?? "", notes: notes))
  }
}
