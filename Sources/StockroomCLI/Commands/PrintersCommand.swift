import ArgumentParser
import InventoryCore
import Printing

/// `stockroom printers [--json]`: the CUPS printers that `--print --printer NAME` can send to.
struct PrintersCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "printers",
    abstract: "List the CUPS printers that labels, cards and code --print can send to; the default is marked.",
    discussion: """
      The names are CUPS's (lpstat -e), one a line; the default printer (what --print uses without --printer: \
      LPDEST, PRINTER, lpoptions -d or the system's) is followed by "(default)". Exit status: 0 listed (none \
      is a message on stderr); 69 CUPS is not installed or its scheduler is not running.
      """)

  @Flag(help: "Print JSON: [{\"name\": ..., \"is_default\": ...}].") var json = false

  func run() throws {
    try reportingFailures {
      let printers = try CUPSPrinting().printers()
      if json { return try JSONOutput.print(printers) }
      if printers.isEmpty { printError("stockroom: \(PrintingError.noPrinters)") }
      for printer in printers {
        print(printer.isDefault ? "\(printer.name.terminalSafe) (default)" : printer.name.terminalSafe)
      }
    }
  }
}
