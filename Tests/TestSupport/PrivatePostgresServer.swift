import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A PostgreSQL server of a test's own: Debian's initdb and postgres, a new cluster in a temporary folder,
/// listening only on a Unix socket in that folder (no TCP port, so parallel tests never collide), stopped when
/// the test ends. initdb refuses to run as root, so as root the cluster belongs to the `postgres` user Debian's
/// package creates. The server runs under `timeout`, so even a test process that dies without stopping it
/// leaves no server behind for long.
public final class PrivatePostgresServer {
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
  private let process: SpawnedProcess
  private var stopped = false

  public struct SetupError: Error, CustomStringConvertible {
    public var description: String
  }

  public init() throws {
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
    let (postgres, serverArguments) = command(
      "postgres",
      [
        "-D", data, "-k", socketFolder, "-c", "listen_addresses=", "-c", "fsync=off",
        "-c", "synchronous_commit=off", "-c", "full_page_writes=off",
      ])
    process = try SpawnedProcess.start(
      "/usr/bin/timeout", ["-k", "5", "1800", postgres] + serverArguments, ownGroup: true,
      standardOutput: folder.path("log/server.out"), standardError: folder.path("log/server.out"))
    try waitUntilReady(binaries)
  }

  /// Runs `sql` with psql as the superuser on `database`; its output, unaligned and without headers.
  @discardableResult
  public func psql(_ sql: String, database: String = "postgres") throws -> String {
    guard let binaries = Self.binaries else { throw SetupError(description: "no psql") }
    let result = try ProcessRunner.run(
      "\(binaries)/psql",
      ["-h", socketFolder, "-U", user, "-d", database, "-X", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql])
    guard result.status == 0 else { throw SetupError(description: "psql \(sql): \(result.stderr)") }
    return result.stdout
  }

  /// Stops the server (immediately: the cluster is thrown away). Safe to call twice.
  public func stop() {
    guard !stopped else { return }
    stopped = true
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

  private func waitUntilReady(_ binaries: String) throws {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let ready = try ProcessRunner.run("\(binaries)/pg_isready", ["-h", socketFolder, "-U", user, "-q"])
      if ready.status == 0 { return }
      if process.wait(atMost: 0.1) { throw SetupError(description: "postgres ended at start:\n\(logTail())") }
    }
    stop()
    throw SetupError(description: "postgres did not answer within 60 s:\n\(logTail())")
  }
}
