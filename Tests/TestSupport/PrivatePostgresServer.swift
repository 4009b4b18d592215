import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A PostgreSQL server of a test's own: Debian's initdb and postgres, a new cluster in a temporary folder,
/// listening only on a Unix socket in that folder (no TCP port, so parallel tests never collide), stopped when
/// the test ends. initdb refuses to run as root, so as root the cluster belongs to the `postgres` user Debian's
/// package creates. The server runs under `timeout`, so even a test process that dies without stopping it
/// leaves no server behind for long.
/// Sendable for tests that restart it from another thread: `restart` and `stop` must not run at once.
public final class PrivatePostgresServer: @unchecked Sendable {
  /// The newest installed server's programs (`/usr/lib/postgresql/15/bin`), or nil.
  public static let binaries: String? = {
    let root = "/usr/lib/postgresql"
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    guard let newest = versions.compactMap({ Int($0) }).max() else { return nil }
    let folder = "\(root)/\(newest)/bin"
    return FileManager.default.isExecutableFile(atPath: "\(folder)/postgres") ? folder : nil
  }()

  /// Why a private server cannot run here, or nil when it can.
  public static var unavailableReason: String? {
    guard binaries != nil else { return "the PostgreSQL server is not installed (Debian postgresql: `make deps`)" }
    if getuid() == 0, getpwnam("postgres") == nil { return "as root, initdb needs the postgres user" }
    return nil
  }

  public static var isAvailable: Bool { unavailableReason == nil }

  public let folder: TemporaryDirectory
  /// The folder holding the server's socket (`.s.PGSQL.5432`): libpq's and postgres-nio's "host".
  public var socketFolder: String { folder.path("socket") }
  /// The superuser the cluster was made with.
  public let user = "stockroom_test"
  /// The port: names the socket file (`.s.PGSQL.<port>`) and, with `tcp`, the loopback port listened on.
  public let port: Int
  /// Whether the server also listens on 127.0.0.1 (`port`), for tests of what crosses a network (no TLS).
  public let tcp: Bool
  private var process: SpawnedProcess
  private var stopped = false
  /// How the server is started (again, by `restart`).
  private let serverCommand: (program: String, arguments: [String])

  public struct SetupError: Error, CustomStringConvertible {
    public var description: String
  }

  /// `authentication` lines go before the cluster's own in pg_hba.conf (which trusts every local user), so
  /// a test can make a role need a password: `local all shop_user scram-sha-256`. With `tcp`, the server
  /// also listens on a free loopback port.
  /// `settings` are more `-c NAME=VALUE` for the server (TLS: ssl, ssl_cert_file, ssl_key_file).
  public init(authentication: [String] = [], tcp: Bool = false, settings: [String: String] = [:]) throws {
    self.tcp = tcp
    port = tcp ? try Self.freeLoopbackPort() : 5432
    guard let binaries = Self.binaries else { throw SetupError(description: Self.unavailableReason ?? "") }
    folder = try TemporaryDirectory("stockroom-postgres")
    let data = folder.path("data")
    let socketFolder = folder.path("socket")
    for path in [data, socketFolder, folder.path("log")] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    let asPostgres = getuid() == 0
    if asPostgres {
      // The cluster's user must reach its folders; nothing else in the folder is secret.
      chmod(folder.url.path, 0o755)
      guard let owner = getpwnam("postgres")?.pointee else { throw SetupError(description: "no postgres user") }
      for path in [data, socketFolder, folder.path("log")] { chown(path, owner.pw_uid, owner.pw_gid) }
    }
    func command(_ program: String, _ arguments: [String]) -> (String, [String]) {
      asPostgres
        ? ("/usr/sbin/runuser", ["-u", "postgres", "--", "\(binaries)/\(program)"] + arguments)
        : ("\(binaries)/\(program)", arguments)
    }
    let (initdb, initArguments) = command(
      "initdb", ["-D", data, "-U", user, "-A", "trust", "--no-sync", "-E", "UTF8", "--locale", "C.UTF-8"])
    let made = try ProcessRunner.run(initdb, initArguments)
    guard made.status == 0 else { throw SetupError(description: "initdb: \(made.stderr)\(made.stdout)") }
    if !authentication.isEmpty || tcp {
      // Rewritten in place, so the file keeps its owner (the postgres user when run as root).
      let hba = "\(data)/pg_hba.conf"
      let cluster = try String(contentsOfFile: hba, encoding: .utf8)
      let loopback = tcp ? ["host all all 127.0.0.1/32 trust"] : []
      try ((authentication + loopback).joined(separator: "\n") + "\n" + cluster).write(
        toFile: hba, atomically: false, encoding: .utf8)
    }
    let (postgres, serverArguments) = command(
      "postgres",
      [
        "-D", data, "-k", socketFolder, "-p", String(port), "-c", "listen_addresses=\(tcp ? "127.0.0.1" : "")",
        "-c", "fsync=off",
        "-c", "synchronous_commit=off", "-c", "full_page_writes=off",
      ] + settings.sorted { $0.key < $1.key }.flatMap { ["-c", "\($0.key)=\($0.value)"] })
    serverCommand = (postgres, serverArguments)
    process = try Self.start(serverCommand, log: folder.path("log/server.out"))
    try waitUntilReady(binaries)
  }

  private static func start(_ command: (program: String, arguments: [String]), log: String) throws -> SpawnedProcess {
    try SpawnedProcess.start(
      "/usr/bin/timeout", ["-k", "5", "1800", command.program] + command.arguments, ownGroup: true,
      standardOutput: log, standardError: log)
  }

  /// Stops the server as a crash or an administrator would (`immediate`: every connection cut at once, no
  /// checkpoint; else a fast shutdown), waits `pause` seconds, and starts it again on the same data and socket.
  public func restart(immediate: Bool = true, pause: TimeInterval = 0) throws {
    guard let binaries = Self.binaries, !stopped else { throw SetupError(description: "the server is not running") }
    process.sendToGroup(immediate ? SIGQUIT : SIGINT)
    if !process.wait(atMost: 20) {
      process.sendToGroup(SIGKILL)
      process.wait()
    }
    if pause > 0 { Thread.sleep(forTimeInterval: pause) }
    process = try Self.start(serverCommand, log: folder.path("log/server.out"))
    try waitUntilReady(binaries)
  }

  /// Waits until the server is down (its socket file gone: the postmaster removes it as it exits), for a test
  /// that stops it from another thread and must not assume it has.
  public func waitUntilDown(seconds: TimeInterval) -> Bool {
    let socket = socketFolder + "/.s.PGSQL.\(port)"
    let deadline = Date().addingTimeInterval(seconds)
    while FileManager.default.fileExists(atPath: socket) {
      guard Date() < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return true
  }

  /// Freezes every server process (SIGSTOP), as a hung host or a half-open network looks: connections stay
  /// open and nothing answers. `resume` lets them go on.
  public func pause() { signalEveryProcess(SIGSTOP) }

  /// Lets paused server processes go on (SIGCONT).
  public func resume() { signalEveryProcess(SIGCONT) }

  /// `signal` to the server's process group and to every process descended from it: each backend is a
  /// session of its own (postgres calls setsid), out of reach of the group.
  private func signalEveryProcess(_ signal: Int32) {
    process.sendToGroup(signal)
    for pid in Self.descendants(of: process.pid) { kill(pid, signal) }
  }

  /// Every process whose chain of parents leads to `root` (from /proc), parents before their children.
  private static func descendants(of root: pid_t) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let afterName = stat.range(of: ") ", options: .backwards)
      else { continue }
      // After "PID (NAME) ": the state, then the parent's pid.
      let fields = stat[afterName.upperBound...].split(separator: " ")
      guard fields.count > 1, let parent = pid_t(fields[1]) else { continue }
      children[parent, default: []].append(pid)
    }
    var found: [pid_t] = []
    var queue = children[root] ?? []
    while let next = queue.first {
      queue.removeFirst()
      found.append(next)
      queue += children[next] ?? []
    }
    return found
  }

  /// Kills the server and every server process at once (SIGKILL), as a crash of its host's power or a kill -9
  /// does: no process says goodbye to its clients. Stopped for good.
  public func killEveryProcess() {
    guard !stopped else { return }
    stopped = true
    process.sendToGroup(SIGKILL)
    process.wait()
  }

  /// Runs `sql` with psql as the superuser on `database`; its output, unaligned and without headers.
  @discardableResult
  public func psql(_ sql: String, database: String = "postgres") throws -> String {
    guard let binaries = Self.binaries else { throw SetupError(description: "no psql") }
    let result = try ProcessRunner.run(
      "\(binaries)/psql",
      [
        "-h", socketFolder, "-p", String(port), "-U", user, "-d", database, "-X", "-A", "-t", "-v", "ON_ERROR_STOP=1",
        "-c", sql,
      ])
    guard result.status == 0 else { throw SetupError(description: "psql \(sql): \(result.stderr)") }
    return result.stdout
  }

  /// Stops the server (immediately: the cluster is thrown away). Safe to call twice.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    signalEveryProcess(SIGCONT)  // a paused server could not act on its stop signal
    process.sendToGroup(SIGQUIT)
    if !process.wait(atMost: 10) {
      process.sendToGroup(SIGKILL)
      process.wait()
    }
    kill(-process.pid, SIGKILL)
  }

  deinit { stop() }

  public func logTail(lines: Int = 20) -> String {
    let log = (try? String(contentsOfFile: folder.path("log/server.out"), encoding: .utf8)) ?? ""
    return log.split(separator: "\n").suffix(lines).joined(separator: "\n")
  }

  /// A loopback port no one listens on now (the kernel's choice; free again once the probe closes).
  private static func freeLoopbackPort() throws -> Int {
    let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard probe >= 0 else { throw SetupError(description: "socket: errno \(errno)") }
    defer { close(probe) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(probe, generic, length) == 0 && getsockname(probe, generic, &length) == 0
      }
    }
    guard bound else { throw SetupError(description: "bind: errno \(errno)") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  private func waitUntilReady(_ binaries: String) throws {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let ready = try ProcessRunner.run(
        "\(binaries)/pg_isready", ["-h", socketFolder, "-p", String(port), "-U", user, "-q"])
      if ready.status == 0 { return }
      if process.wait(atMost: 0.1) { throw SetupError(description: "postgres ended at start:\n\(logTail())") }
    }
    stop()
    throw SetupError(description: "postgres did not answer within 60 s:\n\(logTail())")
  }
}
