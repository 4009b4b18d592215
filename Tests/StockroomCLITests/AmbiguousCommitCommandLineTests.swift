import Foundation
import TestSupport
import Testing

/// A command whose connection is lost while it commits: when the server can be asked, the command reports
/// what really happened; when it cannot, it says the change may have been applied (status 75), and running
/// the very same command again finishes it or says it was already applied — never twice.
@Suite(.enabled(if: PrivatePostgresServer.isAvailable, "\(PrivatePostgresServer.unavailableReason ?? "")"))
struct AmbiguousCommitCommandLineTests {
  let database: PostgresTestDatabase
  let home: TemporaryDirectory
  let proxy: CuttingProxy

  init() throws {
    database = try SharedPostgresServer.newDatabase(prefix: "cut")
    home = try TemporaryDirectory("stockroom-home")
    proxy = try CuttingProxy(upstreamFolder: database.server.socketFolder, port: database.server.port)
  }

  @discardableResult
  func stockroom(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(
      ["--db", proxy.url(user: database.server.user, database: database.name)] + arguments,
      environment: ["STOCKROOM_STATION": "till", "HOME": home.url.path].merging(environment) { $1 })
  }

  private func quantity() throws -> String { try database.psql("SELECT quantity FROM item WHERE name = 'Tea'") }

  @Test(arguments: [["adjust", "Tea", "+1"], ["items", "add", "--name", "Cola", "--quantity", "1"]])
  func aCommitThatHappenedWhileTheServerWasAwayIsFinishedByRunningTheCommandAgain(command: [String]) throws {
    try #require(try stockroom(["items", "add", "--name", "Tea", "--quantity", "10"]).status == 0)
    let before = try database.psql("SELECT count(*) FROM stock_movement")
    proxy.refusing = true
    proxy.cut(.afterStatement("COMMIT", occurrence: 2))  // the first is the schema check's
    let lost = try stockroom(command)
    #expect(proxy.didCut)
    #expect(lost.status == 75, "\(lost.stderr)")
    #expect(
      lost.stderr.contains("may have been applied") && lost.stderr.contains("running the same command again is safe"))
    let after = try database.psql("SELECT count(*) FROM stock_movement")
    #expect(after != before, "the commit went through")
    proxy.refusing = false
    let again = try stockroom(command)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stderr.contains("already applied"), "\(again.stderr)")
    #expect(try database.psql("SELECT count(*) FROM stock_movement") == after)
    // The note is used up: the same command once more is a new change.
    #expect(try stockroom(command).status == 0)
    #expect(try database.psql("SELECT count(*) FROM stock_movement") != after)
  }

  @Test func aCommitThatNeverArrivedIsAppliedOnceByRunningTheCommandAgain() throws {
    try #require(try stockroom(["items", "add", "--name", "Tea", "--quantity", "10"]).status == 0)
    proxy.refusing = true
    proxy.cut(.beforeStatement("COMMIT", occurrence: 2))
    let lost = try stockroom(["adjust", "Tea", "+1"])
    #expect(lost.status == 75, "\(lost.stderr)")
    #expect(try quantity() == "10")
    proxy.refusing = false
    let again = try stockroom(["adjust", "Tea", "+1"])
    #expect(again.status == 0 && again.stdout == "Tea 10 -> 11\n", "\(again.stdout) \(again.stderr)")
    #expect(try quantity() == "11")
  }

  @Test func aCommitWhoseAnswerIsLostIsReportedDoneWhenTheServerCanBeAsked() throws {
    try #require(try stockroom(["items", "add", "--name", "Tea", "--quantity", "10"]).status == 0)
    proxy.cut(.afterStatement("COMMIT", occurrence: 2))
    let adjusted = try stockroom(["adjust", "Tea", "+1"])
    #expect(proxy.didCut)
    #expect(adjusted.status == 0, "\(adjusted.stdout) \(adjusted.stderr)")
    #expect(adjusted.stdout == "Tea 10 -> 11\n")
    #expect(try quantity() == "11")
  }

  @Test func aScriptsOwnOperationIdMakesItsRetriesSafe() throws {
    try #require(try stockroom(["items", "add", "--name", "Tea", "--quantity", "10"]).status == 0)
    let id = ["STOCKROOM_OPERATION_ID": UUID().uuidString]
    #expect(try stockroom(["adjust", "Tea", "+3"], environment: id).status == 0)
    let retried = try stockroom(["adjust", "Tea", "+3"], environment: id)
    #expect(retried.status == 0 && retried.stderr.contains("already applied"), "\(retried.stderr)")
    #expect(try quantity() == "13")
    let bad = try stockroom(["adjust", "Tea", "+3"], environment: ["STOCKROOM_OPERATION_ID": "twelve"])
    #expect(bad.status == 64 && bad.stderr.contains("not a UUID"), "\(bad.stderr)")
  }
}
