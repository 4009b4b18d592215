import Foundation
import Printing
import TestSupport

/// Fake `lp` and `lpstat` shell scripts in a folder of their own, for the seam (`CUPSTools`): they answer as
/// CUPS does, and `lp` keeps the arguments it was given, one per NUL, to be compared exactly. The scripts live
/// as long as the `FakeCUPS` value: keep it while its tools are used.
struct FakeCUPS {
  let folder: TemporaryDirectory
  var printers = ["Front_Desk", "Labels"]
  var defaultPrinter: String? = "Labels"
  var schedulerRunning = true
  /// The body of the fake lp, after it has kept its arguments.
  var lpBody = "echo 'request id is Labels-12 (1 file(s))'"

  init() throws {
    folder = try TemporaryDirectory("stockroom-fake-cups")
  }

  var argumentsFile: String { folder.path("lp-arguments") }

  /// The seam pointed at the fakes (writing them first), with a short time limit.
  func tools(environment: [String: String] = [:], timeout: TimeInterval = 10) throws -> CUPSTools {
    let lpstat = """
      #!/bin/sh
      case "$1" in
        -r) echo "\(schedulerRunning ? "scheduler is running" : "scheduler is not running")" ;;
        -e) \(schedulerRunning ? printers.map { "echo '\($0)'; " }.joined() : ""):;;
        -d) echo "\(defaultPrinter.map { "system default destination: \($0)" } ?? "no system default destination")" ;;
      esac
      """
    let lp = """
      #!/bin/sh
      printf '%s\\0' "$@" > '\(argumentsFile)'
      \(lpBody)
      """
    try write(lpstat, to: folder.path("lpstat"))
    try write(lp, to: folder.path("lp"))
    return CUPSTools(
      lp: folder.path("lp"), lpstat: folder.path("lpstat"),
      environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 },
      timeout: timeout)
  }

  /// The arguments the fake lp was run with, or nil when it never ran.
  func lpArguments() -> [String]? {
    guard let data = FileManager.default.contents(atPath: argumentsFile) else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
  }

  /// Written beside, then copied into place by cp: a test forking at the same moment would inherit a descriptor
  /// this process held open on the script, and running it would fail with "Text file busy".
  private func write(_ script: String, to path: String) throws {
    let draft = path + ".draft"
    try (script + "\n").write(toFile: draft, atomically: false, encoding: .utf8)
    let copied = try ProcessRunner.run("/bin/cp", [draft, path])
    guard copied.status == 0 else { throw CocoaError(.fileWriteUnknown) }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
  }
}
