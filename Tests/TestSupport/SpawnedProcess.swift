import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started without waiting for it, for tests that stop it midway (a SIGKILL at a random
/// moment). Output goes to /dev/null; the signal mask is reset as in `ProcessRunner.run` (TOOLCHAIN-NOTES).
public final class SpawnedProcess {
  public let pid: pid_t
  private var reaped: (exitStatus: Int32?, signal: Int32?)?

  private init(pid: pid_t) { self.pid = pid }

  /// With `ownGroup`, the process leads a new process group, so `sendToGroup` reaches its children too
  /// (a shell loop and the command it is running).
  public static func start(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], ownGroup: Bool = false
  ) throws -> SpawnedProcess {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaultSignals = sigset_t()
    sigfillset(&defaultSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if ownGroup {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    var base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
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
    return SpawnedProcess(pid: pid)
  }

  /// Sends `signal` unless the process has been reaped already (its pid may belong to another by then).
  public func send(_ signal: Int32) {
    if reaped == nil { kill(pid, signal) }
  }

  /// Sends `signal` to the process group the process leads (see `start(ownGroup:)`).
  public func sendToGroup(_ signal: Int32) {
    if reaped == nil { kill(-pid, signal) }
  }

  /// Waits for the process to end: its exit status, or the signal that ended it.
  @discardableResult
  public func wait() -> (exitStatus: Int32?, signal: Int32?) {
    if let reaped { return reaped }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let result: (Int32?, Int32?) = (status & 0x7f) == 0 ? ((status >> 8) & 0xff, nil) : (nil, status & 0x7f)
    reaped = result
    return result
  }

  deinit {
    send(SIGKILL)
    wait()
  }
}
