import Foundation
import TestSupport
import Testing

/// A station's offline journal as the commands meet it: damaged, it stops only what needs it (keeping a scan,
/// `stockroom offline`) with a 74 naming it, while the rest works against the server; it is made by the first
/// scan kept, not by other commands; counted truly; shared by every spelling of one server.
///
/// "The server is away" for one spelling only: `away` reaches the server through a symbolic link to its socket
/// folder, removed and put back, while `database.url` reaches it directly.
@Suite(.serialized, .enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct StationJournalCommandTests {
  let database: PostgresTestDatabase
  let home: TemporaryDirectory

  init() throws {
    database = try SharedPostgresServer.newDatabase(prefix: "journal")
    home = try TemporaryDirectory("stockroom-home")
  }

  var link: String { home.path("server-link") }
  var offlineFolder: String { home.path(".local/share/stockroom/offline") }
  /// The same server and database as `database.url`, spelled through `link`.
  var away: String {
    "postgresql://\(database.server.user)@/\(database.name)?host=\(link)&port=\(database.server.port)&connect_timeout=2"
  }

  func linkServer(_ present: Bool) throws {
    if present {
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: database.server.socketFolder)
    } else {
      try FileManager.default.removeItem(atPath: link)
    }
  }

  @discardableResult
  func stockroom(_ arguments: String..., url: String? = nil) throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(
      ["--db", url ?? database.url] + arguments, environment: ["STOCKROOM_STATION": "till", "HOME": home.url.path])
  }

  /// The journal keyed by the server's identity.
  func identityJournal() throws -> String {
    let system = try database.psql("SELECT system_identifier FROM pg_control_system()")
    return offlineFolder + "/server-\(system)_\(database.name).sqlite"
  }

  @Test func aDamagedJournalStopsOnlyWhatNeedsIt() throws {
    let added = try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "1")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(!FileManager.default.fileExists(atPath: offlineFolder), "a command that keeps no scan made the folder")

    // Given a journal that is not one (another program's file, or garbage)
    let journal = try identityJournal()
    try FileManager.default.createDirectory(atPath: offlineFolder, withIntermediateDirectories: true)
    try Data(String(repeating: "garbage ", count: 600).utf8).write(to: URL(fileURLWithPath: journal))
    try linkServer(true)

    // Then commands against the server work, and say what is wrong with the journal
    for command in [["items", "list"], ["export"]] {
      let result = try ProcessRunner.stockroom(
        ["--db", away] + command, environment: ["STOCKROOM_STATION": "till", "HOME": home.url.path])
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(result.stdout.contains("Tea"), "\(command): \(result.stdout)")
      #expect(result.stderr.contains("warning: the offline journal \(journal) is not a stockroom journal"))
    }
    // `stockroom offline` needs it: 74, naming it and what to do
    let listed = try stockroom("offline", url: away)
    #expect(listed.status == 74, "\(listed.stdout)\(listed.stderr)")
    #expect(listed.stderr.contains(journal) && listed.stderr.contains("moved aside"), "\(listed.stderr)")
    // A scan that cannot reach the server cannot be kept: 74, never a raw SQLite message
    try linkServer(false)
    let scanned = try stockroom("scan", "4006381333931", url: away)
    #expect(scanned.status == 74, "\(scanned.stdout)\(scanned.stderr)")
    #expect(scanned.stderr.contains("stockroom: the scan was not recorded: the server cannot be reached"))
    #expect(scanned.stderr.contains(journal), "\(scanned.stderr)")
    #expect(!scanned.stderr.contains("SQLite error"), "\(scanned.stderr)")
    // Moved aside, the station keeps scans again
    try FileManager.default.moveItem(atPath: journal, toPath: journal + ".damaged")
    let kept = try stockroom("scan", "4006381333931", url: away)
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(kept.stdout.contains("kept offline"), "\(kept.stdout)")
  }

  @Test func aScanKeptWithOneSpellingOfTheServerIsSentWithAnother() throws {
    #expect(try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931").status == 0)
    // Kept while this spelling was never reached: under its spelling, then adopted once the server is known
    let first = try stockroom("scan", "4006381333931", url: away)
    #expect(first.stdout.contains("kept offline"), "\(first.stdout)\(first.stderr)")
    try linkServer(true)
    let sent = try stockroom("items", "list", url: away)
    #expect(sent.stderr.contains("sent 1 offline scan(s)"), "\(sent.stderr)")
    #expect(try stockroom("items", "list").status == 0)  // the direct spelling notes the server too

    // Kept with one spelling, waiting under the server's identity, seen and sent with the other
    try linkServer(false)
    let second = try stockroom("scan", "4006381333931", url: away)
    #expect(second.stdout.contains("kept offline"), "\(second.stdout)\(second.stderr)")
    let listed = try stockroom("offline")
    #expect(listed.stdout.hasPrefix("1 scan(s) waiting for the server\n"), "\(listed.stdout)\(listed.stderr)")
    let direct = try stockroom("items", "list", "--json")
    #expect(direct.stderr.contains("sent 1 offline scan(s)"), "\(direct.stderr)")
    #expect(direct.stdout.contains("\"quantity\" : 2"), "\(direct.stdout)")
    #expect(try database.psql("SELECT count(*) FROM scan_replay") == "2")
  }

  @Test func offlineCountsEveryWaitingScanAndListsWhatCannotBeRead() throws {
    // Kept with the server away, then 1,499 more (a long outage) and a refused entry that cannot be read
    let kept = try stockroom("scan", "4006381333931", url: away)
    #expect(kept.stdout.contains("kept offline"), "\(kept.stdout)\(kept.stderr)")
    let journal = try #require(
      try FileManager.default.contentsOfDirectory(atPath: offlineFolder).first { $0.hasSuffix(".sqlite") })
    let more = try ProcessRunner.run(
      "/usr/bin/sqlite3",
      [
        offlineFolder + "/" + journal,
        """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1499)
        INSERT INTO waiting (id, scan) SELECT 'copy-' || i, (SELECT scan FROM waiting LIMIT 1) FROM n;
        INSERT INTO conflict (id, scan, reason, time) VALUES ('odd-entry', '{"text": 4', 'refused', 1);
        """,
      ])
    #expect(more.status == 0, "\(more.stderr)")
    let listed = try stockroom("offline", url: away)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.hasPrefix("1500 scan(s) waiting for the server\n"), "\(listed.stdout.prefix(200))")
    #expect(listed.stdout.contains("… and 500 more\n"))
    #expect(
      listed.stdout.contains("1 refused when sent\n  odd-entry  unreadable entry"), "\(listed.stdout.suffix(300))")
    let dismissed = try stockroom("offline", "--dismiss", "odd-entry", url: away)
    #expect(dismissed.stdout.contains("dismissed 1 refused scan(s)"), "\(dismissed.stdout)\(dismissed.stderr)")
  }
}
