import Foundation
import TestSupport
import Testing

/// The PostgreSQL server the storage conformance suite will run against (issue 11): a cluster of the test's own,
/// on a private socket, answering SQL, and gone when stopped.
@Suite(
  "a private PostgreSQL server",
  .enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct PrivatePostgresServerTests {
  @Test("it answers SQL on its own socket, with UTF-8 and unaccent available, and stops")
  func answersAndStops() throws {
    let server = try PrivatePostgresServer()
    #expect(try server.psql("SELECT 6 * 7").trimmingCharacters(in: .whitespacesAndNewlines) == "42")
    #expect(try server.psql("SHOW server_encoding").contains("UTF8"))
    try server.psql("CREATE DATABASE shop")
    try server.psql("CREATE EXTENSION unaccent", database: "shop")
    #expect(try server.psql("SELECT unaccent('Café crème')", database: "shop").contains("Cafe creme"))
    let socket = server.socketFolder + "/.s.PGSQL.5432"
    #expect(FileManager.default.fileExists(atPath: socket))
    server.stop()
    #expect(throws: (any Error).self) { try server.psql("SELECT 1") }
  }
}
