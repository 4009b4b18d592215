import Foundation
import InventoryCore
import PostgresStore
import TestSupport
import Testing

/// Connecting fails fast and says why: a wrong or missing password, no server, a server that does not
/// answer, TLS required but not offered, no such database. The password comes from PGPASSWORD or a
/// password file, never from the URL.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(TestPostgres.unavailableReason)"))
struct PostgresConnectionTests {
  let database: TestDatabase

  init() throws { database = try TestDatabase(owner: TestPostgres.passwordUser) }

  func settings(_ endpoint: PostgresSettings.Endpoint, sslMode: SSLMode = .disable, timeout: Int = 3)
    -> PostgresSettings
  {
    PostgresSettings(
      endpoint: endpoint, user: TestPostgres.passwordUser, database: database.name, sslMode: sslMode,
      connectTimeoutSeconds: timeout, queryTimeoutSeconds: timeout)
  }

  var socket: PostgresSettings.Endpoint { .socket(folder: database.server.socketFolder, port: database.server.port) }
  var loopback: PostgresSettings.Endpoint { .tcp(host: "127.0.0.1", port: database.server.port) }

  /// The error of opening, and how long it took to come.
  func failure(_ settings: PostgresSettings, environment: [String: String] = [:]) -> (PostgresStoreError?, Double) {
    let start = Date()
    var caught: PostgresStoreError?
    let hermetic = environment.merging(["HOME": database.home.url.path]) { given, _ in given }
    do { _ = try PostgresInventory(settings: settings, environment: hermetic) } catch {
      caught = error as? PostgresStoreError
    }
    return (caught, Date().timeIntervalSince(start))
  }

  @Test func thePasswordFromPGPASSWORDOpensTheInventory() throws {
    for (index, endpoint) in [socket, loopback].enumerated() {
      let inventory = try PostgresInventory(
        settings: settings(endpoint),
        environment: ["PGPASSWORD": TestPostgres.password, "HOME": database.home.url.path])
      try inventory.add("Tea \(index)", quantity: 1)
      #expect(try inventory.findItem("tea \(index)").quantity == 1)
    }
  }

  @Test func thePasswordFromAPasswordFileOpensTheInventory() throws {
    let file = database.home.path(".pgpass")
    let escaped = TestPostgres.password.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: ":", with: "\\:")
    try "# stockroom\n127.0.0.1:\(database.server.port):*:\(TestPostgres.passwordUser):\(escaped)\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    chmod(file, 0o600)
    let inventory = try PostgresInventory(settings: settings(loopback), environment: ["HOME": database.home.url.path])
    #expect(try inventory.items().isEmpty)
  }

  @Test func aWrongPasswordIsRefusedClearlyAndQuickly() {
    for endpoint in [socket, loopback] {
      let (error, seconds) = failure(settings(endpoint), environment: ["PGPASSWORD": "wrong"])
      #expect(error?.kind == .authenticationFailed)
      #expect(error?.sqlState == "28P01")
      #expect(error?.description.contains("refused the password for user \(TestPostgres.passwordUser)") == true)
      #expect(error?.description.contains("PGPASSWORD") == true)
      #expect(error?.description.contains("wrong") == false)
      #expect(seconds < 3)
    }
  }

  @Test func noPasswordFoundSaysWhereToPutItAndWhyAFileWasSkipped() throws {
    let file = database.home.path(".pgpass")
    try "*:*:*:*:\(TestPostgres.password)\n".write(toFile: file, atomically: true, encoding: .utf8)
    chmod(file, 0o644)
    let (error, seconds) = failure(settings(loopback), environment: ["HOME": database.home.url.path])
    #expect(error?.kind == .passwordMissing)
    #expect(error?.description.contains("~/.pgpass") == true)
    #expect(error?.description.contains("127.0.0.1:\(database.server.port):\(database.name):") == true)
    #expect(error?.description.contains("chmod 600 \(file)") == true)
    #expect(seconds < 3)
  }

  @Test func noServerOnThePortIsUnreachableAtOnce() throws {
    let port = try SilentListener().port  // closed at once: nothing listens there any more
    let (error, seconds) = failure(settings(.tcp(host: "127.0.0.1", port: port)))
    #expect(error?.kind == .unreachable)
    #expect(error?.description.contains("cannot reach the PostgreSQL server at 127.0.0.1:\(port)") == true)
    #expect(error?.description.contains("connection refused") == true)
    #expect(seconds < 2)
  }

  @Test func noSocketIsUnreachableAtOnce() throws {
    let (error, seconds) = failure(settings(.socket(folder: database.home.url.path, port: 5432)))
    #expect(error?.kind == .unreachable)
    #expect(error?.description.contains("no such socket") == true)
    #expect(seconds < 2)
  }

  @Test func aServerThatNeverAnswersTimesOutInsteadOfHanging() throws {
    let silent = try SilentListener()
    let (error, seconds) = failure(settings(.tcp(host: "127.0.0.1", port: silent.port), timeout: 2))
    #expect(error?.kind == .timedOut)
    #expect(error?.description.contains("did not answer within 2 s") == true)
    #expect(seconds >= 1.5 && seconds < 6)
  }

  @Test func requiringTLSFromAServerWithoutItSaysSo() {
    for mode in [SSLMode.require, .verifyCA, .verifyFull] {
      var required = settings(loopback, sslMode: mode)
      required.sslRootCertificate = "system"
      let (error, seconds) = failure(required, environment: ["PGPASSWORD": TestPostgres.password])
      #expect(error?.kind == .tlsNotOffered, "\(mode)")
      #expect(error?.description.contains("does not offer TLS, and sslmode=\(mode.rawValue) insists on it") == true)
      #expect(seconds < 3)
    }
  }

  @Test func preferringTLSFallsBackToPlainWhenTheServerHasNone() throws {
    let inventory = try PostgresInventory(
      settings: settings(loopback, sslMode: .prefer), environment: ["PGPASSWORD": TestPostgres.password])
    #expect(try inventory.items().isEmpty)
  }

  @Test func verifyingWithoutRootCertificatesSaysWhereToGiveThem() {
    let (error, _) = failure(
      settings(loopback, sslMode: .verifyFull), environment: ["HOME": database.home.url.path])
    #expect(error?.kind == .tlsFailed)
    #expect(error?.description.contains("\(database.home.url.path)/.postgresql/root.crt cannot be read") == true)
    #expect(error?.description.contains("sslrootcert=system") == true)
  }

  @Test func aMissingDatabaseIsNamed() {
    var missing = settings(socket)
    missing.database = "no_such_shop"
    let (error, _) = failure(missing, environment: ["PGPASSWORD": TestPostgres.password])
    #expect(error?.kind == .databaseMissing)
    #expect(error?.description.contains("createdb -O \(TestPostgres.passwordUser) no_such_shop") == true)
  }

  @Test func aStatementThatGetsNoAnswerTimesOutAndTheNextOperationReconnects() throws {
    var quick = database.settings
    quick.queryTimeoutSeconds = 1
    let inventory = try database.open(settings: quick)
    try database.psql(
      """
      CREATE FUNCTION slow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(4); RETURN NEW; END $$;
      CREATE TRIGGER slow BEFORE INSERT ON setting FOR EACH ROW EXECUTE FUNCTION slow();
      """)
    let start = Date()
    let error = #expect(throws: PostgresStoreError.self) { try inventory.setSetting("theme", to: "dark") }
    #expect(error?.kind == .timedOut)
    #expect(error?.description.contains("did not answer within 1 s") == true)
    #expect(Date().timeIntervalSince(start) < 3)
    try database.psql("DROP TRIGGER slow ON setting")
    try inventory.setSetting("theme", to: "light")
    #expect(try inventory.setting("theme") == "light")
  }

  @Test func aConnectionTheServerDroppedWhileIdleIsReplacedWithoutAnError() throws {
    let inventory = try database.open()
    let id = try #require(try inventory.add("Tea", quantity: 1).id)
    let dropped = try database.psql(
      "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database() "
        + "AND pid <> pg_backend_pid()")
    #expect(dropped == "1")
    #expect(try inventory.adjustQuantity(itemID: id, by: 2).to == 3)
    try database.psql(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() "
        + "AND pid <> pg_backend_pid()")
    #expect(try inventory.setting("theme") == nil)  // a read reconnects too
  }
}
