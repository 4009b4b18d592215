import Foundation

/// Printing through CUPS's own client programs: `lpstat` lists the printers, `lp` sends a file. Running the
/// programs (rather than linking libcups) keeps stockroom free of C here and behaves exactly as `lp` does in a
/// terminal: the same default printer (LPDEST, PRINTER, ~/.cups/lpoptions), CUPS_SERVER and client.conf.
public struct CUPSPrinting: Sendable {
  public var tools: CUPSTools

  public init(tools: CUPSTools = .fromPath()) {
    self.tools = tools
  }

  /// The printers CUPS can print on, in lpstat's order, the default marked. Fails when CUPS is not installed
  /// or its scheduler does not answer (lpstat -e lists nothing then, and says nothing about why).
  public func printers() throws(PrintingError) -> [Printer] {
    let running = try lpstat(["-r"])
    guard CUPSReplies.schedulerIsRunning(running.stdout) else {
      throw .schedulerNotRunning(server: server)
    }
    let names = CUPSReplies.destinations(try lpstat(["-e"]).stdout)
    let defaultName = CUPSReplies.defaultDestination(try lpstat(["-d"]).stdout)
    return names.map { Printer(name: $0, isDefault: $0 == defaultName) }
  }

  /// The printer to send to: `requested` as CUPS spells it (printer names are case-insensitive), or the
  /// default printer. Unknown names and a missing default are refused, naming the printers there are.
  public func destination(named requested: String?) throws(PrintingError) -> String {
    let printers = try printers()
    let names = printers.map(\.name)
    guard !printers.isEmpty else { throw .noPrinters }
    if let requested {
      guard let found = names.first(where: { $0.caseInsensitiveCompare(requested) == .orderedSame }) else {
        throw .unknownPrinter(requested, available: names)
      }
      return found
    }
    if let chosen = printers.first(where: \.isDefault) { return chosen.name }
    let defaultName = CUPSReplies.defaultDestination(try lpstat(["-d"]).stdout)
    if let defaultName { throw .defaultPrinterMissing(defaultName, available: names) }
    throw .noDefaultPrinter(available: names)
  }

  /// Sends `file` to `printer` with `lp -d PRINTER [-n COPIES] [-t TITLE] -- FILE` and returns the job CUPS made.
  /// lp copies the file to the scheduler before it answers, so the file may be removed once this returns.
  public func send(
    _ file: String, to printer: String, copies: Int = 1, title: String? = nil
  ) throws(PrintingError) -> PrintJob {
    guard PrintingError.copiesRange.contains(copies) else { throw .copiesOutOfRange(copies) }
    try Self.checkPrintable(file)
    guard let lp = tools.lp else { throw .cupsNotInstalled(program: "lp") }
    var arguments = ["-d", printer]
    if copies != 1 { arguments += ["-n", String(copies)] }
    if let title { arguments += ["-t", title] }
    arguments += ["--", file]
    let sent = try run(lp, arguments)
    guard sent.status == 0 else {
      if CUPSReplies.saysPrinterDoesNotExist(sent.stderr) {
        // lp says this also when no scheduler answers: ask lpstat which it is (this throws when it is that).
        throw .unknownPrinter(printer, available: try printers().map(\.name))
      }
      throw .failed(program: "lp", message: CUPSReplies.complaint(sent.stderr, program: lp))
    }
    guard let id = CUPSReplies.requestID(sent.stdout) else {
      throw .failed(program: "lp", message: "no request id in its answer: \(sent.stdout)")
    }
    return PrintJob(id: id, printer: printer)
  }

  /// The scheduler asked, when CUPS_SERVER names one (else client.conf's or the local one).
  var server: String? { tools.environment["CUPS_SERVER"].flatMap { $0.isEmpty ? nil : $0 } }

  /// A readable regular file with something in it: lp would take an empty or missing one and print nothing.
  static func checkPrintable(_ file: String) throws(PrintingError) {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file)
    guard let attributes else { throw .fileNotPrintable(path: file, reason: "it does not exist") }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw .fileNotPrintable(path: file, reason: "it is not a regular file")
    }
    guard (attributes[.size] as? NSNumber)?.int64Value ?? 0 > 0 else {
      throw .fileNotPrintable(path: file, reason: "it is empty")
    }
    guard FileManager.default.isReadableFile(atPath: file) else {
      throw .fileNotPrintable(path: file, reason: "it cannot be read")
    }
  }

  private func lpstat(_ arguments: [String]) throws(PrintingError) -> CommandOutput {
    guard let lpstat = tools.lpstat else { throw .cupsNotInstalled(program: "lpstat") }
    let output = try run(lpstat, arguments)
    guard output.status == 0 else {
      if output.stderr.contains("Scheduler is not running") {
        throw .schedulerNotRunning(server: server)
      }
      throw .failed(program: "lpstat", message: CUPSReplies.complaint(output.stderr, program: lpstat))
    }
    return output
  }

  /// A time limit as whole seconds for messages, without trapping on a limit too large for an Int.
  static func wholeSeconds(_ seconds: TimeInterval) -> Int {
    let rounded = seconds.rounded(.up)
    return rounded.isFinite && rounded < Double(Int32.max) ? max(0, Int(rounded)) : Int(Int32.max)
  }

  /// Runs a CUPS program in the C locale, whose English replies `CUPSReplies` reads.
  private func run(_ program: String, _ arguments: [String]) throws(PrintingError) -> CommandOutput {
    var environment = tools.environment
    environment["LC_ALL"] = "C"
    let name = (program as NSString).lastPathComponent
    do {
      return try TimedCommand.run(program, arguments, environment: environment, timeout: tools.timeout)
    } catch {
      switch error {
      case .timedOut: throw .timedOut(program: name, seconds: Self.wholeSeconds(tools.timeout))
      case .couldNotStart(let reason): throw .failed(program: name, message: "could not be started: \(reason)")
      }
    }
  }
}
