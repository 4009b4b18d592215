import Foundation
import TestSupport
import Testing

/// A full disk during export or backup: exit 74 with "disk full", no partial file, an earlier file untouched,
/// and a retry that works once there is room. The disk is a real tmpfs of a few kilobytes.
@Suite struct DiskFullTests {
  let home: TemporaryDirectory
  let database: String

  /// A database whose export (~120 KB) and backup do not fit on a 64 KB disk.
  init() throws {
    home = try TemporaryDirectory()
    database = home.path("stockroom.sqlite")
    let notes = String(repeating: "n", count: 3000)
    let csv = "name,quantity,notes\n" + (1...40).map { "Item \($0),\($0),\(notes)\n" }.joined()
    try csv.write(toFile: home.path("in.csv"), atomically: true, encoding: .utf8)
    #expect(try ProcessRunner.stockroom(["import", home.path("in.csv")], database: database).status == 0)
  }

  @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root and permission to mount a tmpfs"))
  func exportToAFullDiskSaysSoAndKeepsTheEarlierFile() throws {
    let disk = try TinyFileSystem(kilobytes: 64)
    let target = disk.path("out.csv")
    try "an earlier export\n".write(toFile: target, atomically: false, encoding: .utf8)
    let result = try ProcessRunner.stockroom(["export", "--output", target, "--force"], database: database)
    #expect(result.status == 74)
    #expect(result.stderr.hasPrefix("stockroom: disk full: no space left for \(target)"))
    #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    #expect(disk.listing() == ["out.csv"])
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "an earlier export\n")

    try disk.remount("size=4m")
    #expect(try ProcessRunner.stockroom(["export", "--output", target, "--force"], database: database).status == 0)
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("Item 40"))
  }

  @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root and permission to mount a tmpfs"))
  func backupToAFullDiskLeavesNoFileSoTheRetryWorks() throws {
    let disk = try TinyFileSystem(kilobytes: 64)
    let target = disk.path("backup.sqlite")
    let result = try ProcessRunner.stockroom(["backup", target], database: database)
    #expect(result.status == 74)
    #expect(result.stderr.hasPrefix("stockroom: disk full: no space left for \(target)"))
    #expect(disk.listing() == [])

    try disk.remount("size=4m")
    #expect(try ProcessRunner.stockroom(["backup", target], database: database).status == 0)
    let copy = try ProcessRunner.stockroom(["items", "list"], database: target)
    #expect(copy.stdout.contains("Item 40"))
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func exportToDevFullSaysDiskFull() throws {
    let toDevice = try ProcessRunner.stockroom(["export", "--output", "/dev/full"], database: database)
    #expect(toDevice.status == 74)
    #expect(toDevice.stderr.hasPrefix("stockroom: disk full: no space left for /dev/full"))
    let shell = try #require(ProcessRunner.executable(named: "sh"))
    let toStdout = try ProcessRunner.run(
      shell, ["-c", "\"$0\" export > /dev/full", ProcessRunner.stockroomPath], environment: ["STOCKROOM_DB": database])
    #expect(toStdout.status == 74)
    #expect(toStdout.stderr.hasPrefix("stockroom: disk full: no space left for standard output"))
  }
}
