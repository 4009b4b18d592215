import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started without waiting for it, for tests that stop it midway (a SIGKILL at a random
/// moment), and the one spawner under `ProcessRunner.run`, `ChildProcess.run` and the benchmarks' pipes. Output
/// goes to /dev/null unless files are given; the signal mask is reset for the child (Swift Testing blocks signals
/// the child would inherit: TOOLCHAIN-NOTES).
public final class SpawnedProcess {
  public let pid: pid_t
  private var reaped: (exitStatus: Int32?, signal: Int32?)?

  private init(pid: pid_t) { self.pid = pid }

  /// With `ownGroup`, the process leads a new process group, so `sendToGroup` reaches its children too
  /// (a shell loop and the command it is running).
  /// Standard input, output and error are the files given (created or truncated for output), and no
  /// other descriptor of ours is inherited (a tmux server must not hold our files open).
  public static func start(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], ownGroup: Bool = false,
    standardInput: String = "/dev/null", standardOutput: String = "/dev/null", standardError: String = "/dev/null"
  ) throws -> SpawnedProcess {
    try spawn(path, arguments, environment: environment, ownGroup: ownGroup) { actions in
      posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }
  }

  /// Started with its standard input and output on pipes (standard error to /dev/null): `input` is ours to
  /// write to it, `output` ours to read from it; the caller closes both.
  public static func startPiped(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws
    -> (process: SpawnedProcess, input: Int32, output: Int32)
  {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    guard pipe(&fromChild) == 0 else {
      toChild.forEach { close($0) }
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    // Ours only: the child gets its ends as 0 and 1 (dup2 clears the flag there).
    for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    defer {
      close(toChild[0])
      close(fromChild[1])
    }
    do {
      let process = try spawn(path, arguments, environment: environment, ownGroup: false) { actions in
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      }
      return (process, toChild[1], fromChild[0])
    } catch {
      close(toChild[1])
      close(fromChild[0])
      throw error
    }
  }

  /// posix_spawn with a clean signal mask and default signal actions, no descriptor of ours inherited but those
  /// `redirect` sets up, and an environment of PATH, LANG, the coverage variables and `environment`.
  private static func spawn(
    _ path: String, _ arguments: [String], environment: [String: String], ownGroup: Bool,
    redirect: (inout posix_spawn_file_actions_t) -> Void
  ) throws -> SpawnedProcess {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    redirect(&actions)
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

  /// Waits up to `seconds` for the process to end; false when it is still running.
  public func wait(atMost seconds: Double) -> Bool {
    if reaped != nil { return true }
    let deadline = Date().addingTimeInterval(seconds)
    var pause: useconds_t = 1_000  // doubling to 20 ms: a short command is seen ending at once
    while Date() < deadline {
      var status: Int32 = 0
      let ended = waitpid(pid, &status, WNOHANG)
      if ended == pid {
        reaped = (status & 0x7f) == 0 ? ((status >> 8) & 0xff, nil) : (nil, status & 0x7f)
        return true
      }
      if ended == -1 && errno != EINTR { return false }
      usleep(pause)
      pause = min(pause * 2, 20_000)
    }
    return false
  }

  deinit {
    send(SIGKILL)
    wait()
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
