import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing

/// SIGKILL at random moments of the first run on a new database: afterwards there is either no database or a
/// complete one, and the next run works. (Before creation was atomic, 9 kills in 250 left a file holding only
/// `grdb_migrations`, refused for ever.)
@Suite struct FirstTimeCreationKillTests {
  /// STOCKROOM_KILL_RUNS raises the count for a longer measurement (RELIABILITY.md); `make test` runs 30.
  static let runs = ProcessInfo.processInfo.environment["STOCKROOM_KILL_RUNS"].flatMap { Int($0) } ?? 30

  @Test func aKillDuringFirstTimeCreationLeavesNoDatabaseOrAWholeOne() throws {
    let folder = try TemporaryDirectory()
    let add = ["items", "add", "--name", "Tea"]
    // Kills spread over one whole run as measured here (start-up, creation, the first write).
    let clock = ContinuousClock()
    let whole = try clock.measure { _ = try ProcessRunner.stockroom(add, database: folder.path("probe.sqlite")) }
    let windowMicroseconds = min(max(Int(whole / .microseconds(1)), 20_000), 1_000_000)

    var killed = 0
    var noFile = 0
    var leftovers = 0
    for run in 0..<Self.runs {
      let runFolder = folder.path("run\(run)")
      let path = runFolder + "/stockroom.sqlite"
      let process = try SpawnedProcess.start(ProcessRunner.stockroomPath, add, environment: ["STOCKROOM_DB": path])
      usleep(UInt32.random(in: 0...UInt32(windowMicroseconds)))
      process.send(SIGKILL)
      if process.wait().signal == SIGKILL { killed += 1 }

      if FileManager.default.fileExists(atPath: path) {
        #expect(try Self.isComplete(path), "run \(run): a database file that is not complete")
      } else {
        noFile += 1
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: runFolder)) ?? []
      leftovers += names.filter { $0.contains(".creating-") }.count
      // The next open (in this process, to keep the test short: the same code as the binary's) works.
      do {
        let next = SQLiteInventory(database: try AppDatabase.open(path: path))
        try next.addCategory(named: "Pantry")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: runFolder) == ["stockroom.sqlite"], "run \(run)")
    }
    print(
      "first-time creation: \(Self.runs) runs, \(killed) killed midway, \(noFile) left no file, "
        + "\(leftovers) temporary files left (all removed by the next run); window \(windowMicroseconds / 1000) ms")
    #expect(killed >= Self.runs / 4, "too few kills landed during a run to test anything")
  }

  /// Application id, a migration record and the item table. Read through the WAL: a kill during the
  /// checkpoint at exit leaves a file that is whole only together with its WAL.
  static func isComplete(_ path: String) throws -> Bool {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? queue.close() }
    return try queue.read { db in
      let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id")
      let migrations = try Int.fetchOne(db, sql: "SELECT count(*) FROM grdb_migrations") ?? 0
      return try applicationID == 0x5354_4B52 && migrations >= 1 && db.tableExists("item")
    }
  }
}
