import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A CUPS scheduler of a test's own: the real cupsd, started in the foreground on a Unix socket in a temporary
/// folder that also holds its configuration, spool, logs, printers and ~/.cups (HOME), with PDF printers
/// (cups-pdf) writing into that folder. The machine's own CUPS is neither used nor changed, with one exception:
/// cups-pdf reads its settings only from /etc/cups, so each PDF printer gets its own
/// /etc/cups/cups-pdf-QUEUE.conf, removed when the scheduler stops. cupsd runs under `timeout`, so even a test
/// process that dies without stopping it leaves no scheduler behind for long.
public final class PrivateCUPSScheduler {
  public static let cupsd = "/usr/sbin/cupsd"
  public static let cupsPDFBackend = "/usr/lib/cups/backend/cups-pdf"
  public static let cupsPDFDriver = "/usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd"

  /// Why a private scheduler cannot run here, or nil when it can.
  public static var unavailableReason: String? {
    let files = FileManager.default
    if !files.isExecutableFile(atPath: cupsd) { return "cupsd is not installed (Debian cups: `make deps`)" }
    for tool in ["lp", "lpstat", "lpadmin"] where ProcessRunner.executable(named: tool) == nil {
      return "\(tool) is not on PATH (Debian cups-client: `make deps`)"
    }
    if !files.fileExists(atPath: cupsPDFBackend) || !files.fileExists(atPath: cupsPDFDriver) {
      return "cups-pdf is not installed (Debian printer-driver-cups-pdf: `make deps`)"
    }
    if getuid() != 0 { return "a private cupsd runs the cups-pdf backend only as root" }
    return nil
  }

  public static var isAvailable: Bool { unavailableReason == nil }

  public let folder: TemporaryDirectory
  public var socket: String { folder.path("cups.sock") }
  private let process: SpawnedProcess
  private var cupsPDFConfigs: [String] = []
  private var stopped = false

  /// For lp, lpstat and stockroom: the private socket, and a HOME of its own (~/.cups/lpoptions).
  public var environment: [String: String] { ["CUPS_SERVER": socket, "HOME": folder.path("home")] }

  public struct SetupError: Error, CustomStringConvertible {
    public var description: String
  }

  public init() throws {
    folder = try TemporaryDirectory("stockroom-cups")
    // Filters run as the lp user: it must be able to pass through the folder to the spool.
    chmod(folder.url.path, 0o755)
    for name in ["etc", "cache", "state", "log", "home"] {
      try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
    }
    let files = folder.path("cups-files.conf")
    let settings = folder.path("cupsd.conf")
    try Self.filesConfiguration(folder).write(toFile: files, atomically: true, encoding: .utf8)
    try Self.schedulerConfiguration(socket: folder.path("cups.sock")).write(
      toFile: settings, atomically: true, encoding: .utf8)
    process = try SpawnedProcess.start(
      "/usr/bin/timeout", ["-k", "5", "900", Self.cupsd, "-f", "-c", settings, "-s", files], ownGroup: true,
      standardOutput: folder.path("log/cupsd.out"), standardError: folder.path("log/cupsd.out"))
    try waitUntilRunning()
  }

  /// Adds a cups-pdf queue whose PDFs land in the returned folder (as `TITLE-job_N.pdf`).
  @discardableResult
  public func addPDFPrinter(named name: String) throws -> String {
    let instance = "stockroom-test-\(UUID().uuidString.prefix(8).lowercased())"
    let output = folder.path("printed-\(name)")
    let spool = folder.path("cups-pdf-spool-\(name)")
    for path in [output, spool] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    let config = "/etc/cups/cups-pdf-\(instance).conf"
    // Ghostscript's temporary files stay in /var/tmp (GSTmp): cups-pdf's buffer for that setting is short.
    let lines = ["Out \(output)", "Spool \(spool)", "Log \(folder.path("log"))"]
    try (lines.joined(separator: "\n") + "\n").write(toFile: config, atomically: true, encoding: .utf8)
    cupsPDFConfigs.append(config)
    try admin(["-p", name, "-E", "-v", "cups-pdf:/\(instance)", "-P", Self.cupsPDFDriver])
    return output
  }

  public func setDefault(_ name: String) throws { try admin(["-d", name]) }

  /// Runs `lpadmin arguments` on this scheduler.
  public func admin(_ arguments: [String]) throws {
    let lpadmin = try tool("lpadmin")
    let result = try ProcessRunner.run(lpadmin, arguments, environment: environment)
    guard result.status == 0 else {
      throw SetupError(description: "lpadmin \(arguments.joined(separator: " ")): \(result.stderr)")
    }
  }

  /// The PDF cups-pdf wrote for job `id` ("TestPDF-3"), once the scheduler says the job is completed.
  public func printedPDF(job id: String, printer: String, in output: String, timeout: Double = 120) throws -> String {
    let lpstat = try tool("lpstat")
    let deadline = Date().addingTimeInterval(timeout)
    let number = id.split(separator: "-").last.map(String.init) ?? id
    while Date() < deadline {
      let completed = try ProcessRunner.run(lpstat, ["-W", "completed", "-o", printer], environment: environment)
      if completed.stdout.split(separator: "\n").contains(where: { $0.hasPrefix("\(id) ") }) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        guard let name = names.first(where: { $0.hasSuffix("job_\(number).pdf") }) else {
          throw SetupError(description: "job \(id) ended without a PDF in \(output) (\(names)):\n\(logTail())")
        }
        return "\(output)/\(name)"
      }
      usleep(100_000)
    }
    throw SetupError(description: "job \(id) did not complete within \(Int(timeout)) s:\n\(logTail())")
  }

  /// Stops cupsd and its filters, and removes the cups-pdf settings from /etc/cups. Safe to call twice.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    process.sendToGroup(SIGTERM)
    if !process.wait(atMost: 10) {
      process.sendToGroup(SIGKILL)
      process.wait()
    }
    // Filters or backends that outlived the scheduler (the group survives its leader).
    kill(-process.pid, SIGKILL)
    for config in cupsPDFConfigs { try? FileManager.default.removeItem(atPath: config) }
    cupsPDFConfigs = []
  }

  deinit { stop() }

  /// The end of cupsd's error log, for failure messages.
  public func logTail(lines: Int = 40) -> String {
    let log = (try? String(contentsOfFile: folder.path("log/error_log"), encoding: .utf8)) ?? ""
    let out = (try? String(contentsOfFile: folder.path("log/cupsd.out"), encoding: .utf8)) ?? ""
    return (log.split(separator: "\n").suffix(lines) + out.split(separator: "\n").suffix(5)).joined(separator: "\n")
  }

  private func waitUntilRunning() throws {
    let lpstat = try tool("lpstat")
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      let answer = try ProcessRunner.run(lpstat, ["-r"], environment: environment)
      if answer.stdout.contains("scheduler is running") { return }
      if process.wait(atMost: 0.1) {
        throw SetupError(description: "cupsd ended at start:\n\(logTail())")
      }
    }
    stop()
    throw SetupError(description: "cupsd did not answer within 30 s:\n\(logTail())")
  }

  private func tool(_ name: String) throws -> String {
    guard let path = ProcessRunner.executable(named: name) else {
      throw SetupError(description: "\(name) is not installed")
    }
    return path
  }

  /// Where cupsd keeps its files: all in the test's folder. Its temporary files go to RequestRoot/tmp, which
  /// cupsd creates itself with the modes its filters (user lp) need.
  static func filesConfiguration(_ folder: TemporaryDirectory) -> String {
    """
    ServerRoot \(folder.path("etc"))
    CacheDir \(folder.path("cache"))
    StateDir \(folder.path("state"))
    RequestRoot \(folder.path("spool"))
    ErrorLog \(folder.path("log/error_log"))
    AccessLog \(folder.path("log/access_log"))
    PageLog \(folder.path("log/page_log"))
    Printcap \(folder.path("printcap"))
    SystemGroup root
    User lp
    Group lp

    """
  }

  /// Only the private socket, no browsing or web interface, no authentication (only this test talks to it),
  /// and a job that fails is aborted rather than stopping its printer, so a test sees it end.
  static func schedulerConfiguration(socket: String) -> String {
    """
    LogLevel info
    Listen \(socket)
    Browsing No
    WebInterface No
    DefaultAuthType None
    ErrorPolicy abort-job
    <Location />
      Order allow,deny
      Allow all
    </Location>
    <Policy default>
      <Limit All>
        Order deny,allow
      </Limit>
    </Policy>

    """
  }
}
