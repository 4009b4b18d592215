import PostgresStore
import Testing

/// `postgresql://` URLs read as libpq reads them, and refused with a reason where stockroom cannot use them.
@Suite struct PostgresSettingsTests {
  func settings(_ url: String) throws -> PostgresSettings { try PostgresSettings(url: url, defaultUser: "ann") }

  @Test func aFullURLGivesEveryPart() throws {
    let parsed = try settings("postgresql://shop@db.example:6543/stock?sslmode=verify-full&connect_timeout=4")
    #expect(parsed.endpoint == .tcp(host: "db.example", port: 6543))
    #expect(parsed.user == "shop")
    #expect(parsed.database == "stock")
    #expect(parsed.sslMode == .verifyFull)
    #expect(parsed.connectTimeoutSeconds == 4)
    #expect(parsed.description == "shop@db.example:6543/stock")
  }

  @Test func missingPartsTakeLibpqsDefaults() throws {
    let parsed = try settings("postgres://")
    #expect(parsed.endpoint == .socket(folder: "/var/run/postgresql", port: 5432))
    #expect(parsed.socketPath == "/var/run/postgresql/.s.PGSQL.5432")
    #expect(parsed.user == "ann")
    #expect(parsed.database == "ann")  // the user's name
    #expect(parsed.sslMode == .prefer)
    #expect(parsed.connectTimeoutSeconds == PostgresSettings.defaultConnectTimeoutSeconds)
    #expect(try settings("postgresql://db.example/stock").endpoint == .tcp(host: "db.example", port: 5432))
  }

  @Test(arguments: [
    "postgresql:///stock?host=/tmp/pg%20sockets&port=5433",
    "postgresql://%2Ftmp%2Fpg%20sockets:5433/stock",
    "postgresql://ann@%2Ftmp%2Fpg%20sockets:5433/stock",
  ])
  func aSocketFolderCanBeAQueryParameterOrAnEncodedHost(url: String) throws {
    let parsed = try settings(url)
    #expect(parsed.endpoint == .socket(folder: "/tmp/pg sockets", port: 5433))
    #expect(parsed.socketPath == "/tmp/pg sockets/.s.PGSQL.5433")
    #expect(parsed.database == "stock")
  }

  @Test func queryParametersOverrideThePartsBeforeThem() throws {
    let parsed = try settings("postgresql://a@one:1/x?host=two&port=2&user=b&dbname=y&application_name=till%201")
    #expect(parsed.endpoint == .tcp(host: "two", port: 2))
    #expect(parsed.user == "b")
    #expect(parsed.database == "y")
    #expect(parsed.applicationName == "till 1")
  }

  @Test func anIPv6HostIsWrittenInBrackets() throws {
    let parsed = try settings("postgresql://[::1]:5433/stock")
    #expect(parsed.endpoint == .tcp(host: "::1", port: 5433))
    #expect(parsed.description == "ann@[::1]:5433/stock")
  }

  @Test func percentEscapesAreDecodedInEveryPart() throws {
    let parsed = try settings("postgresql://m%C3%BCller@db/%C3%A9t%C3%A9?sslmode=disable")
    #expect(parsed.user == "müller")
    #expect(parsed.database == "été")
    #expect(parsed.sslMode == .disable)
  }

  @Test(arguments: [
    "postgresql://ann:secret@db/stock", "postgresql://ann:@db/stock", "postgresql://db/stock?password=x",
  ])
  func aPasswordInTheURLIsRefusedSayingWhereToPutIt(url: String) throws {
    let error = #expect(throws: PostgresSettingsError.passwordInURL) { try settings(url) }
    #expect(error?.description.contains("process list") == true)
    #expect(error?.description.contains("~/.pgpass") == true)
    #expect(error?.description.contains("PGPASSWORD") == true)
    #expect(error?.description.contains("secret") == false)
  }

  @Test(arguments: [
    ("mysql://db/stock", PostgresSettingsError.notAPostgresURL("mysql://db/stock")),
    ("postgresql://db:99999/stock", .invalidPort("99999")),
    ("postgresql://db:54x/stock", .invalidPort("54x")),
    ("postgresql://one,two/stock", .severalHosts("one,two")),
    ("postgresql://db/stock?sslmode=sometimes", .invalidSSLMode("sometimes")),
    ("postgresql://db/stock?sslmode=allow", .invalidSSLMode("allow")),
    ("postgresql://db/stock?connect_timeout=0", .invalidTimeout("0")),
    ("postgresql://db/stock?connect_timeout=soon", .invalidTimeout("soon")),
    ("postgresql://db/stock?keepalives=1", .unknownParameter("keepalives")),
    ("postgresql://db/stock?sslmode", .malformedParameter("sslmode")),
    ("postgresql://db/st%G1ck", .invalidPercentEncoding("st%G1ck")),
    ("postgresql://db/%FF", .invalidPercentEncoding("%FF")),
  ])
  func unusableURLsAreRefusedWithTheirReason(url: String, expected: PostgresSettingsError) throws {
    #expect(throws: expected) { try settings(url) }
  }

  @Test func everyRefusalSaysWhatToWrite() {
    #expect(PostgresSettingsError.invalidSSLMode("allow").description.contains("use prefer"))
    #expect(PostgresSettingsError.invalidSSLMode("x").description.contains("verify-full"))
    #expect(PostgresSettingsError.unknownParameter("keepalives").description.contains("sslrootcert"))
    #expect(PostgresSettingsError.invalidTimeout("0").description.contains("1 to 3600"))
  }

  @Test func thePasswordFileHostIsLocalhostForTheDefaultSocketAndTheFolderForOthers() throws {
    #expect(try settings("postgresql:///stock").passwordFileHost == "localhost")
    #expect(try settings("postgresql:///stock?host=/tmp/x").passwordFileHost == "/tmp/x")
    #expect(try settings("postgresql://db.example/stock").passwordFileHost == "db.example")
  }
}
