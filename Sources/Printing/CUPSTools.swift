import Foundation

/// The CUPS client programs stockroom runs and the environment they run in: the seam between stockroom and
/// CUPS. `fromPath()` finds the real `lp` and `lpstat`; tests point it at fake programs, or at the real ones
/// talking to a private scheduler (`CUPS_SERVER` in `environment`).
public struct CUPSTools: Sendable {
  /// `lp`, which sends a file to a printer; nil when it is not installed.
  public var lp: String?
  /// `lpstat`, which lists printers and tells whether the scheduler runs; nil when it is not installed.
  public var lpstat: String?
  /// The programs' whole environment (CUPS_SERVER, HOME for ~/.cups/lpoptions, LPDEST, PRINTER...).
  public var environment: [String: String]
  /// How long a program may take before it is killed: a hung scheduler must not hang stockroom.
  public var timeout: TimeInterval

  public init(lp: String?, lpstat: String?, environment: [String: String], timeout: TimeInterval = 30) {
    self.lp = lp
    self.lpstat = lpstat
    self.environment = environment
    self.timeout = timeout
  }

  /// `lp` and `lpstat` as found on the PATH of `environment` (by default this process's).
  public static func fromPath(
    environment: [String: String] = ProcessInfo.processInfo.environment, timeout: TimeInterval = 30
  ) -> CUPSTools {
    CUPSTools(
      lp: executable(named: "lp", environment: environment),
      lpstat: executable(named: "lpstat", environment: environment), environment: environment, timeout: timeout)
  }

  /// The first executable file called `name` in the PATH's folders (relative folders are skipped: a printer
  /// command must not be picked up from wherever stockroom happens to run).
  public static func executable(named name: String, environment: [String: String]) -> String? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").filter { $0.hasPrefix("/") }.map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
