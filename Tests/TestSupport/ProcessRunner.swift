import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion with posix_spawn, its output captured through files.
///
/// Not Foundation's Process: that can hang when a child (tmux) leaves a server holding its pipes, and
/// Swift Testing's threads block signals that children would inherit (see TOOLCHAIN-NOTES).
public struct ProcessRunner {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The `stockroom` executable built next to the test bundle.
  public static var stockroomPath: String {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("stockroom").path
  }

  /// Runs `stockroom` with `arguments` against the database at `database`.
  public static func stockroom(
    _ arguments: [String], database: String? = nil, environment: [String: String] = [:], stdin: String? = nil
  ) throws -> Result {
    var environment = environment
    if let database { environment["STOCKROOM_DB"] = database }
    return try run(stockroomPath, arguments, environment: environment, stdin: stdin)
  }

  /// Runs `path` with `arguments`; `environment` is added to a minimal one (PATH, HOME, LANG).
  public static func run(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil
  ) throws -> Result {
    let folder = try TemporaryDirectory("stockroom-run")
    let outPath = folder.path("stdout")
    let errPath = folder.path("stderr")
    let inPath = folder.path("stdin")
    try Data((stdin ?? "").utf8).write(to: URL(fileURLWithPath: inPath))

    let process = try SpawnedProcess.start(
      path, arguments, environment: ["HOME": folder.url.path].merging(environment) { $1 },
      standardInput: inPath, standardOutput: outPath, standardError: errPath)
    let ended = process.wait()
    let exitStatus = ended.exitStatus ?? 128 + (ended.signal ?? 0)
    return Result(
      status: exitStatus,
      stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }
}
