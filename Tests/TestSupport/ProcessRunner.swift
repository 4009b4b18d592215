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

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    closeInheritedDescriptors(&actions)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaultSignals = sigset_t()
    sigfillset(&defaultSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    var base = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": folder.url.path, "LANG": "C.UTF-8",
    ]
    base.merge(coverageEnvironment) { $1 }
    base.merge(environment) { $1 }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = base.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Result(
      status: exitStatus,
      stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }
}

/// glibc's posix_spawn_file_actions_addclosefrom_np (2.34+) is not visible to Swift: look it up.
/// Closing every descriptor above stderr keeps a child (tmux's server) from holding our files open.
private func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
  typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
    return
  }
  _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
}

/// Under `swift test --enable-code-coverage` children must write their profiles where the test run
/// collects them, or code run only by the binary (the CLI, the curses UI) counts as never run.
public var coverageEnvironment: [String: String] {
  ProcessInfo.processInfo.environment.filter { $0.key == "LLVM_PROFILE_FILE" }
}
