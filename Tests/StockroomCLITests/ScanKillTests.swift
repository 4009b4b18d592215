import Foundation
import SQLiteStore
import TestSupport
import Testing

/// SIGKILL at random moments of a stream of scans (a shell loop running `stockroom scan`, as a script or
/// a scanner daemon would): no scan that reported success is lost, none is counted twice, and the
/// database stays consistent (quantity = sum of movements, integrity check clean).
@Suite struct ScanKillTests {
  /// STOCKROOM_KILL_RUNS raises the count for a longer measurement (RELIABILITY.md); `make test` runs 15.
  static let runs = ProcessInfo.processInfo.environment["STOCKROOM_KILL_RUNS"].flatMap { Int($0) } ?? 15

  @Test func noReportedScanIsLostAndNoneCountedTwice() throws {
    let folder = try TemporaryDirectory()
    let database = folder.path("stockroom.sqlite")
    let add = ["items", "add", "--name", "Tea", "--barcode", "4006381333931"]
    #expect(try ProcessRunner.stockroom(add, database: database).status == 0)
    let log = folder.path("done.log")
    // Each scan that exits 0 appends a line: a line means "reported as done".
    let loop = """
      while :; do "$STOCKROOM" scan 4006381333931 >/dev/null || exit 9; echo done >> "\(log)"; done
      """
    var reported = 0
    var uncertain = 0
    var quantity = 0
    for run in 0..<Self.runs {
      let loopProcess = try SpawnedProcess.start(
        "/bin/sh", ["-c", loop], environment: ["STOCKROOM": ProcessRunner.stockroomPath, "STOCKROOM_DB": database],
        ownGroup: true)
      // At least one scan of this run finishes first (however slow the machine), then the kill lands at a
      // random moment of the ones after it.
      let linesBefore = reported
      let patience = ContinuousClock.now + .seconds(10)
      while ContinuousClock.now < patience,
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count <= linesBefore
      {
        usleep(5_000)
      }
      usleep(UInt32.random(in: 50_000...400_000))
      loopProcess.sendToGroup(SIGKILL)
      #expect(loopProcess.wait().signal == SIGKILL, "run \(run): the loop stopped by itself (a scan failed)")

      let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count
      let service = SQLiteInventory(database: try AppDatabase.open(path: database))
      let tea = try service.findItem("Tea")
      let id = try #require(tea.id)
      // Reported scans are all there; at most one more (committed, killed before it could say so).
      #expect(tea.quantity >= lines && tea.quantity <= lines + (run + 1), "run \(run): \(tea.quantity) vs \(lines)")
      #expect(try service.movementTotal(itemID: id) == Int128(tea.quantity))
      #expect(try service.integrityProblems().isEmpty)
      uncertain = tea.quantity - lines
      reported = lines
      quantity = tea.quantity
    }
    print("scan kills: \(Self.runs) kills, \(reported) scans reported, \(quantity) recorded (\(uncertain) unreported)")
    #expect(reported > Self.runs, "too few scans ran between kills to test anything")
  }
}
