import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion (`SpawnedProcess`), never hanging: a timeout kills it.
///
/// Foundation's `Process` can hang when a child's descendants inherit its pipes; output goes to files instead.
public struct ChildProcess: Sendable {
  public struct Outcome: Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String
    public var timedOut: Bool
  }

  /// A set-up step that failed, in words (tool missing, non-zero exit).
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(description: String) { self.description = description }
  }

  public var executable: String
  public var arguments: [String]
  public var environment: [String: String] = ProcessInfo.processInfo.environment
  public var timeout: Double = 30

  public init(executable: String, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }

  /// The first `name` on PATH (zint, zbarimg, gcc).
  public static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  public func run() throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("out").path
    let errPath = folder.appendingPathComponent("err").path
    let process = try SpawnedProcess.start(
      executable, arguments, environment: environment, standardOutput: outPath, standardError: errPath)
    let timedOut = !process.wait(atMost: timeout)
    if timedOut { process.send(SIGKILL) }
    let ended = process.wait()
    return Outcome(
      status: ended.exitStatus ?? 128 + (ended.signal ?? 0),
      standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "", timedOut: timedOut)
  }
}
