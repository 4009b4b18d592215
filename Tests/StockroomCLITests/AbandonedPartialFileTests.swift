import Foundation
import TestSupport
import Testing

/// A killed export, backup, migrate or code leaves `NAME.partial-PID-…` (and SQLite's `-wal`/`-shm` of it): the
/// next writer of that name removes those whose process is gone, and keeps a live process's work in progress.
@Suite struct AbandonedPartialFileTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// The PID of a process that has ended (and been reaped).
  static func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test(arguments: [
    ("out.csv", ["export", "--output"]),
    ("copy.sqlite", ["backup"]),
    ("moved.sqlite", ["migrate", "--to"]),
    ("code.png", ["code", "ean13", "590123412345", "-o"]),
  ])
  func aDeadWritersLeftoversAreRemovedALiveOnesKept(target: String, command: [String]) throws {
    #expect(try stockroom("items", "add", "--name", "Tea", "--quantity", "2").status == 0)
    let dead = try Self.deadPID()
    let live = ProcessInfo.processInfo.processIdentifier
    let abandoned = ["", "-wal", "-shm"].map { "\(target).partial-\(dead)-1f2e\($0)" }
    let working = "\(target).partial-\(live)-3c4d"
    let other = "other.csv.partial-\(dead)-5e6f"
    for name in abandoned + [working, other] {
      #expect(FileManager.default.createFile(atPath: folder.path(name), contents: Data("half".utf8)))
    }
    let result = try stockroom(command + [folder.path(target)])
    #expect(result.status == 0, "\(result.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { !$0.hasPrefix("stockroom.sqlite") }.sorted()
    #expect(left == [other, target, working].sorted())
  }
}
