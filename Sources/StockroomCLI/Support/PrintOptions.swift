import ArgumentParser
import Foundation
import InventoryCore
import Printing

/// `--print [--printer NAME]` for the commands that make a file (labels, cards, code): the file is written (to
/// -o, or to a temporary PDF when there is none), then sent to CUPS with `lp`. The printer is checked before
/// anything is made, so a wrong name or a missing CUPS changes nothing (no file, no in-store codes given).
struct PrintOptions: ParsableArguments {
  @Flag(name: .customLong("print"), help: "Send the file to a printer through CUPS (lp) once it is written.")
  var sends = false
  @Option(
    help: ArgumentHelp(
      "The CUPS printer (implies --print; default: CUPS's default printer; `stockroom printers` lists them).",
      valueName: "name"))
  var printer: String?

  var isPrinting: Bool { sends || printer != nil }

  /// The exit statuses of printing, for the commands' discussion texts.
  static let statuses =
    "with --print: 3 no such printer (the message names those there are); 64 no default printer "
    + "(--printer or `lpoptions -d`); 69 CUPS not installed, its scheduler not running, or lp refused the job"

  /// Runs `write` on the -o file, or on `temporaryName` in a temporary folder when printing without -o, then
  /// sends that file to the printer. The temporary folder is removed whatever happens (lp has copied the file
  /// to the scheduler by the time it answers).
  func writeThenPrint(output: String?, temporaryName: String, _ write: (OutputFile) throws -> Void) throws {
    guard isPrinting else {
      guard let output else { throw CommandFailure(message: "--output is needed", status: ExitStatus.usage) }
      return try write(OutputFile(path: output, isTemporary: false))
    }
    let printing = CUPSPrinting()
    let destination = try printing.destination(named: printer)
    func send(_ file: OutputFile) throws -> PrintJob {
      try write(file)
      return try printing.send(file.path, to: destination, title: (file.path as NSString).lastPathComponent)
    }
    let file: OutputFile
    let job: PrintJob
    if let output {
      file = OutputFile(path: output, isTemporary: false)
      job = try send(file)
    } else {
      (file, job) = try PrintSpool.withFile(named: temporaryName) { path in
        let file = OutputFile(path: path, isTemporary: true)
        return (file, try send(file))
      }
    }
    print("sent \(file.shown.terminalSafe) to printer \(destination.terminalSafe) (job \(job.id.terminalSafe))")
  }
}

/// The file a command writes: the one given with -o, or a temporary one that only goes to the printer.
struct OutputFile {
  var path: String
  var isTemporary: Bool

  /// How messages name it: the -o path as given, or only the name of a temporary file.
  var shown: String { isTemporary ? (path as NSString).lastPathComponent : path }

  /// "wrote labels.pdf", or "made labels.pdf" for a temporary file that is removed once printed.
  var wrote: String { "\(isTemporary ? "made" : "wrote") \(shown.terminalSafe)" }
}

extension PrintingError {
  /// 69 (EX_UNAVAILABLE) when CUPS cannot print at all; not found and usage for a printer that is not there or
  /// not said; 74 for a file that cannot be read.
  var exitStatus: Int32 {
    switch self {
    case .unknownPrinter, .defaultPrinterMissing: return ExitStatus.notFound
    case .noDefaultPrinter, .copiesOutOfRange: return ExitStatus.usage
    case .fileNotPrintable, .spoolUnavailable: return ExitStatus.fileProblem
    case .cupsNotInstalled, .schedulerNotRunning, .noPrinters, .timedOut, .failed: return ExitStatus.unavailable
    }
  }
}
