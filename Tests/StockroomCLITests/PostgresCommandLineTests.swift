import Foundation
import TestSupport
import Testing

/// `--db postgresql://…` and `STOCKROOM_DB`: the same commands on a PostgreSQL server shared by stations, and
/// clear refusals (status 74 when the server cannot be used, 64 for a URL that cannot be) that never hang.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct PostgresCommandLineTests {
  let database: PostgresTestDatabase
  let home: TemporaryDirectory

  init() throws {
    database = try SharedPostgresServer.newDatabase(prefix: "cli")
    home = try TemporaryDirectory("stockroom-home")
  }

  @discardableResult
  func stockroom(_ arguments: String..., station: String = "till", environment: [String: String] = [:]) throws
    -> ProcessRunner.Result
  {
    try ProcessRunner.stockroom(
      ["--db", database.url] + arguments,
      environment: ["STOCKROOM_STATION": station, "HOME": home.url.path].merging(environment) { $1 })
  }

  @Test func twoStationsShareOneInventoryOnTheServer() throws {
    let added = try stockroom("items", "add", "--name", "Café crème", "--barcode", "4006381333931", "--quantity", "5")
    #expect(added.status == 0, "\(added.stderr)")
    let adjusted = try stockroom("adjust", "Café crème", "-2", station: "back room")
    #expect(adjusted.status == 0, "\(adjusted.stderr)")
    #expect(adjusted.stdout == "Café crème 5 -> 3\n")
    let listed = try stockroom("items", "list", "--json", station: "office")
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains("\"quantity\" : 3") || listed.stdout.contains("\"quantity\":3"), "\(listed.stdout)")
    let history = try stockroom("history", "--station", "back room")
    #expect(history.status == 0, "\(history.stderr)")
    #expect(history.stdout.contains("back room") && history.stdout.contains("-2"), "\(history.stdout)")
    #expect(try database.psql("SELECT station FROM stock_movement ORDER BY id") == "till\nback room")
  }

  @Test func fourProcessesScanningOneItemAThousandTimesEachGiveTheExactTotal() throws {
    try stockroom("items", "add", "--name", "Popular", "--barcode", "4006381333931")
    let codes = String(repeating: "4006381333931\n", count: 1000)
    let processes = try (0..<4).map { index in
      let folder = try TemporaryDirectory("scanner-\(index)")
      try codes.write(toFile: folder.path("codes"), atomically: true, encoding: .utf8)
      return (
        folder,
        try SpawnedProcess.start(
          ProcessRunner.stockroomPath, ["--db", database.url, "scan", "-", "--source", "usb-scanner"],
          environment: ["HOME": home.url.path, "STOCKROOM_STATION": "station \(index)", "LANG": "C.UTF-8"],
          standardInput: folder.path("codes"), standardOutput: folder.path("out"), standardError: folder.path("err"))
      )
    }
    for (folder, process) in processes {
      let ended = process.wait()
      let errors = (try? String(contentsOfFile: folder.path("err"), encoding: .utf8)) ?? ""
      #expect(ended.exitStatus == 0, "\(errors)")
    }
    #expect(try database.psql("SELECT quantity FROM item") == "4000")
    #expect(
      try database.psql("SELECT count(*), count(DISTINCT station) FROM stock_movement WHERE reason = 'scan'")
        == "4000|4")
    #expect(try database.psql("SELECT count(*) FROM scan") == "4000")
  }

  @Test func stockroomDBMayNameTheServer() throws {
    let added = try ProcessRunner.stockroom(
      ["items", "add", "--name", "Nails"], database: database.url, environment: ["HOME": home.url.path])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(try database.psql("SELECT name FROM item") == "Nails")
  }

  @Test func aPasswordInTheURLIsRefusedAndSaysWhereItGoes() throws {
    let result = try ProcessRunner.stockroom(
      ["--db", "postgresql://ann:secret@db.example/shop", "items", "list"], environment: ["HOME": home.url.path])
    #expect(result.status == 64)
    #expect(result.stderr.contains("~/.pgpass") && result.stderr.contains("PGPASSWORD"), "\(result.stderr)")
    #expect(!result.stderr.contains("secret"))
  }

  @Test func aWrongOrMissingPasswordIsStatus74AndSaysWhatToDo() throws {
    let url = database.url(user: SharedPostgresServer.passwordUser)
    let wrong = try ProcessRunner.stockroom(
      ["--db", url, "items", "list"], environment: ["HOME": home.url.path, "PGPASSWORD": "not it"])
    #expect(wrong.status == 74)
    #expect(wrong.stderr.contains("password"), "\(wrong.stderr)")
    let missing = try ProcessRunner.stockroom(["--db", url, "items", "list"], environment: ["HOME": home.url.path])
    #expect(missing.status == 74)
    #expect(missing.stderr.contains(".pgpass"), "\(missing.stderr)")
    let right = try ProcessRunner.stockroom(
      ["--db", url, "items", "add", "--name", "Nails"],
      environment: ["HOME": home.url.path, "PGPASSWORD": SharedPostgresServer.password])
    #expect(right.status == 0, "\(right.stderr)")
  }

  @Test func anUnreachableServerIsStatus74WithinTheConnectTimeout() throws {
    let clock = ContinuousClock()
    let start = clock.now
    // Port 1 on loopback: nothing listens there.
    let result = try ProcessRunner.stockroom(
      ["--db", "postgresql://ann@127.0.0.1:1/shop?connect_timeout=3", "items", "list"],
      environment: ["HOME": home.url.path])
    #expect(result.status == 74)
    #expect(result.stderr.contains("127.0.0.1"), "\(result.stderr)")
    #expect(clock.now - start < .seconds(30), "it waited far past connect_timeout")
  }

  @Test func aMissingDatabaseIsStatus74AndNamesIt() throws {
    let url = database.url.replacingOccurrences(of: database.name, with: "no_such_db")
    let result = try ProcessRunner.stockroom(["--db", url, "items", "list"], environment: ["HOME": home.url.path])
    #expect(result.status == 74)
    #expect(result.stderr.contains("no_such_db"), "\(result.stderr)")
  }
}
