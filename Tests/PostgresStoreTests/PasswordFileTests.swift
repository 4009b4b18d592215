import Foundation
import PostgresStore
import TestSupport
import Testing

/// libpq's password file rules: first matching line, `*` fields, `\:` and `\\` escapes, comments, and a
/// file open to group or others is not read.
@Suite struct PasswordFileTests {
  func password(
    _ contents: String, host: String = "db", port: Int = 5432, database: String = "stock",
    user: String = "ann"
  ) -> String? {
    PasswordFile.password(in: contents, host: host, port: port, database: database, user: user)?.password
  }

  @Test func theFirstMatchingLineWins() {
    let file = "db:5432:other:ann:no\ndb:5432:stock:ann:first\ndb:5432:stock:ann:second\n"
    #expect(password(file) == "first")
    #expect(PasswordFile.password(in: file, host: "db", port: 5432, database: "stock", user: "ann")?.lineNumber == 2)
  }

  @Test func everyFieldMustMatchUnlessItIsAStar() {
    let file = "db:5432:stock:ann:exact\n*:*:*:bob:anyhost\n"
    #expect(password(file) == "exact")
    #expect(password(file, host: "elsewhere") == nil)
    #expect(password(file, port: 5433) == nil)
    #expect(password(file, database: "x") == nil)
    #expect(password(file, host: "elsewhere", port: 1, database: "x", user: "bob") == "anyhost")
    // A star is a whole field, not a pattern.
    #expect(password("d*:5432:stock:ann:p\n") == nil)
  }

  @Test func backslashEscapesColonsAndBackslashesInAnyField() {
    #expect(password(#"db:5432:st\:ock:ann:p\:w\\rd"#, database: "st:ock") == #"p:w\rd"#)
    #expect(password(#"/run/pg:5432:stock:ann:secret"#, host: "/run/pg") == "secret")
    // The password ends at an unescaped colon, as in libpq.
    #expect(password("db:5432:stock:ann:pass:ignored") == "pass")
  }

  @Test func commentsBlankLinesAndCarriageReturnsAreSkipped() {
    let file = "# db:5432:stock:ann:commented\r\n\r\n\ndb:5432:stock:ann:real\r\n"
    #expect(password(file) == "real")
    #expect(password("db:5432:stock:ann") == nil)  // too few fields
  }

  @Test func aPasswordFromTheEnvironmentComesFirst() throws {
    let folder = try TemporaryDirectory()
    let file = folder.path("pgpass")
    try "*:*:*:*:from-file\n".write(toFile: file, atomically: true, encoding: .utf8)
    chmod(file, 0o600)
    let settings = try PostgresSettings(url: "postgresql://ann@db/stock")
    let fromEnvironment = PasswordLookup.find(for: settings, environment: ["PGPASSWORD": "env", "PGPASSFILE": file])
    #expect(fromEnvironment == PasswordLookup(password: "env", source: "PGPASSWORD"))
    let fromFile = PasswordLookup.find(for: settings, environment: ["PGPASSWORD": "", "PGPASSFILE": file])
    #expect(fromFile == PasswordLookup(password: "from-file", source: "\(file) line 1"))
  }

  @Test func thePasswordFileIsInTheHomeFolderUnlessPGPASSFILENamesOne() throws {
    let home = try TemporaryDirectory()
    try "db:5432:stock:ann:at-home\n".write(toFile: home.path(".pgpass"), atomically: true, encoding: .utf8)
    chmod(home.path(".pgpass"), 0o600)
    let settings = try PostgresSettings(url: "postgresql://ann@db/stock")
    #expect(PasswordLookup.find(for: settings, environment: ["HOME": home.url.path]).password == "at-home")
    #expect(
      PasswordLookup.find(for: settings, environment: ["HOME": home.url.path, "PGPASSFILE": home.path("none")])
        == PasswordLookup())
  }

  @Test(arguments: [0o640, 0o604, 0o660, 0o644])
  func aFileOpenToGroupOrOthersIsNotReadAndTheLookupSaysWhy(mode: Int) throws {
    let folder = try TemporaryDirectory()
    let file = folder.path("pgpass")
    try "*:*:*:*:exposed\n".write(toFile: file, atomically: true, encoding: .utf8)
    chmod(file, mode_t(mode))
    let settings = try PostgresSettings(url: "postgresql://ann@db/stock")
    let lookup = PasswordLookup.find(for: settings, environment: ["PGPASSFILE": file])
    #expect(lookup.password == nil)
    #expect(lookup.skippedFile?.contains("group or others can access it") == true)
    #expect(lookup.skippedFile?.contains("chmod 600 \(file)") == true)
  }

  @Test func aFolderIsNotAPasswordFile() throws {
    let folder = try TemporaryDirectory()
    let settings = try PostgresSettings(url: "postgresql://ann@db/stock")
    let lookup = PasswordLookup.find(for: settings, environment: ["PGPASSFILE": folder.url.path])
    #expect(lookup.password == nil)
    #expect(lookup.skippedFile?.contains("not a plain file") == true)
  }
}
