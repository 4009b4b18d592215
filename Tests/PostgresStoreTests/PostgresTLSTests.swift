import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// TLS with a real certificate: a private server with `ssl = on` and a certificate made for the test by a test
/// authority (openssl). sslmode=require encrypts; verify-full checks the chain and the host name; a certificate
/// from another authority or for another name is refused, saying so.
@Suite(
  .serialized,
  .enabled(
    if: PrivatePostgresServer.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl"),
    "\(TestPostgres.unavailableReason) (and openssl)"))
final class PostgresTLSTests {
  let certificates: TemporaryDirectory
  let server: PrivatePostgresServer

  init() throws {
    certificates = try TemporaryDirectory("tls")
    try Self.makeCertificates(in: certificates)
    server = try PrivatePostgresServer(
      tcp: true,
      settings: [
        "ssl": "on", "ssl_cert_file": certificates.path("server.crt"), "ssl_key_file": certificates.path("server.key"),
      ])
    try server.psql("CREATE DATABASE shop")
  }

  deinit { server.stop() }

  /// A test authority, a server certificate it signed for "localhost", and another authority that signed nothing.
  static func makeCertificates(in folder: TemporaryDirectory) throws {
    func openssl(_ arguments: [String]) throws {
      let result = try ProcessRunner.run("/usr/bin/openssl", arguments)
      guard result.status == 0 else { throw OpenSSLFailure(message: result.stderr) }
    }
    for authority in ["ca", "other-ca"] {
      try openssl([
        "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=stockroom test \(authority)",
        "-keyout", folder.path("\(authority).key"), "-out", folder.path("\(authority).crt"),
      ])
    }
    try openssl([
      "req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-keyout", folder.path("server.key"), "-out",
      folder.path("server.csr"),
    ])
    try "subjectAltName=DNS:localhost\n".write(toFile: folder.path("san.ext"), atomically: true, encoding: .utf8)
    try openssl([
      "x509", "-req", "-in", folder.path("server.csr"), "-CA", folder.path("ca.crt"), "-CAkey", folder.path("ca.key"),
      "-CAcreateserial", "-days", "2", "-extfile", folder.path("san.ext"), "-out", folder.path("server.crt"),
    ])
    // The server (the postgres user, when run as root) reads its certificate and key; the key must be private.
    chmod(folder.url.path, 0o755)
    chmod(folder.path("server.key"), 0o600)
    if getuid() == 0, let owner = getpwnam("postgres")?.pointee {
      for file in ["server.crt", "server.key"] { chown(folder.path(file), owner.pw_uid, owner.pw_gid) }
    }
  }

  func url(host: String, _ parameters: String) -> String {
    "postgresql://\(server.user)@\(host):\(server.port)/shop?connect_timeout=5&\(parameters)"
  }

  func open(_ url: String) throws -> PostgresInventory {
    try PostgresInventory(settings: try PostgresSettings(url: url), environment: ["HOME": certificates.url.path])
  }

  func failure(_ url: String) -> PostgresStoreError? {
    do {
      _ = try open(url)
      return nil
    } catch {
      return error as? PostgresStoreError
    }
  }

  @Test func sslmodeRequireEncryptsTheConnection() throws {
    let inventory = try open(url(host: "127.0.0.1", "sslmode=require&application_name=tls-require"))
    _ = try inventory.addItem(ItemDraft(name: "Tea"))
    let encrypted = try server.psql(
      "SELECT s.ssl FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) WHERE a.application_name = 'tls-require'")
    #expect(encrypted.trimmingCharacters(in: .whitespacesAndNewlines) == "t")
  }

  @Test func verifyFullAcceptsTheRightAuthorityAndName() throws {
    let inventory = try open(
      url(host: "localhost", "sslmode=verify-full&sslrootcert=\(certificates.path("ca.crt"))&application_name=tls-full")
    )
    #expect(try inventory.items().isEmpty)
    let encrypted = try server.psql(
      "SELECT s.ssl FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) WHERE a.application_name = 'tls-full'")
    #expect(encrypted.trimmingCharacters(in: .whitespacesAndNewlines) == "t")
  }

  @Test func verifyFullRefusesACertificateForAnotherName() {
    let error = failure(url(host: "127.0.0.1", "sslmode=verify-full&sslrootcert=\(certificates.path("ca.crt"))"))
    #expect(error?.kind == .tlsFailed, "\(String(describing: error))")
    // verify-ca checks only the chain: the same connection is accepted.
    #expect(
      (try? open(url(host: "127.0.0.1", "sslmode=verify-ca&sslrootcert=\(certificates.path("ca.crt"))"))) != nil)
  }

  @Test func aCertificateFromAnotherAuthorityIsRefused() {
    let error = failure(url(host: "localhost", "sslmode=verify-ca&sslrootcert=\(certificates.path("other-ca.crt"))"))
    #expect(error?.kind == .tlsFailed, "\(String(describing: error))")
    #expect(error?.description.contains("localhost") == true, "\(String(describing: error))")
  }
}

struct OpenSSLFailure: Error {
  let message: String
}
