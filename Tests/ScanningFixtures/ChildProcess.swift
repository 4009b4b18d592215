import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion with posix_spawn, never hanging: a timeout kills it.
///
/// Foundation's `Process` can hang when a child's descendants inherit its pipes, and Swift Testing's
/// threads block signals the child would inherit; this resets the child's signal mask and sends its
/// output to files instead of pipes.
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

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }

    var status: Int32 = 0
    var timedOut = false
    let deadline = Date().addingTimeInterval(timeout)
    while waitpid(pid, &status, WNOHANG) == 0 {
      if Date() > deadline {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        timedOut = true
        break
      }
      usleep(2000)
    }
    let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Outcome(
      status: exit, standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "", timedOut: timedOut)
  }
}
