/// Why a file could not be printed, in words that say what to do next.
public enum PrintingError: Error, Equatable, CustomStringConvertible {
  /// `lp` or `lpstat` is not on PATH.
  case cupsNotInstalled(program: String)
  /// `lpstat -r` says no scheduler answers (at CUPS_SERVER, when it is set).
  case schedulerNotRunning(server: String?)
  /// The scheduler runs but has no printer at all.
  case noPrinters
  case unknownPrinter(String, available: [String])
  /// The default (lpstat -d: LPDEST, PRINTER, lpoptions or the system's) names a printer CUPS does not have.
  case defaultPrinterMissing(String, available: [String])
  case noDefaultPrinter(available: [String])
  case copiesOutOfRange(Int)
  case fileNotPrintable(path: String, reason: String)
  /// No private temporary folder could be made for a file that only goes to the printer.
  case spoolUnavailable(reason: String)
  /// The program was killed after `seconds`.
  case timedOut(program: String, seconds: Int)
  /// The program could not be started, or refused: its own words.
  case failed(program: String, message: String)

  public static let copiesRange = 1...999

  public var description: String {
    switch self {
    case .cupsNotInstalled(let program):
      return "printing needs CUPS, and `\(program)` is not on PATH: install it with `sudo apt install cups` "
        + "(cups-client alone is enough to print through another machine's CUPS server)"
    case .schedulerNotRunning(nil):
      return "the CUPS scheduler is not running: start it with `sudo systemctl start cups`"
    case .schedulerNotRunning(let server?):
      return "no CUPS scheduler answers at \(server) (CUPS_SERVER)"
    case .noPrinters:
      return "CUPS has no printers: add one with `sudo lpadmin -p NAME -E -v URI -m everywhere` or at "
        + "http://localhost:631/admin"
    case .unknownPrinter(let name, let available):
      return "CUPS has no printer '\(name)'; \(Self.listing(available))"
    case .defaultPrinterMissing(let name, let available):
      return "the default printer '\(name)' (LPDEST, PRINTER or lpoptions -d) is not in CUPS; "
        + "\(Self.listing(available)): choose one with --printer NAME"
    case .noDefaultPrinter(let available):
      return "no default printer is set: choose one with --printer NAME (\(available.joined(separator: ", "))), "
        + "or set a default with `lpoptions -d NAME`"
    case .copiesOutOfRange(let copies):
      return "copies must be \(Self.copiesRange.lowerBound) to \(Self.copiesRange.upperBound), not \(copies)"
    case .fileNotPrintable(let path, let reason):
      return "\(path) cannot be printed: \(reason)"
    case .spoolUnavailable(let reason):
      return "cannot make a temporary folder to print from: \(reason)"
    case .timedOut(let program, let seconds):
      return "`\(program)` did not finish within \(seconds) s and was stopped: the CUPS scheduler may be hung "
        + "(`lpstat -r`, `sudo systemctl restart cups`)"
    case .failed(let program, let message):
      return "\(program): \(message)"
    }
  }

  static func listing(_ printers: [String]) -> String {
    printers.isEmpty ? "it has no printers at all" : "the printers are: \(printers.joined(separator: ", "))"
  }
}
