import ArgumentParser
import InventoryCore

/// Records a scan as any scan is recorded (logged with source "cli" unless --source says otherwise): the code
/// is validated, a known item's stock changes, an unknown code is reported so it can be added. The outcome is
/// worded as in the terminal UI (`ScanOutcomeText`).
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan", abstract: "Record a scanned code (as a USB scanner would).",
    discussion: """
      Exit status: 0 stock changed (or item found with --look-up), 3 unknown code, 65 invalid code or too little stock.
      A location's label (\(LocationCode.prefix)N, `stockroom labels --locations`) records nothing: the scans after \
      it (with -) receive and take stock at that location. A command card's code (\(CommandCard.prefix)..., see `stockroom cards`) is not a product: stockroom says what \
      the card does in the terminal UI, records nothing and exits 0 (--json: outcome "command-card"); a code with \
      that prefix that is no card this version knows exits 65.
      """)
  @OptionGroup var global: GlobalOptions
  @OptionGroup var catalogueOptions: CatalogueOptions
  @Argument(help: "The code, as the scanner sent it; - reads one code per line from stdin until it ends.")
  var code: String
  @Option(name: .shortAndLong, help: "How many units (default 1).") var quantity = 1
  @Flag(help: "Take stock out instead of adding it.") var remove = false
  @Flag(help: "Only find the item; change nothing.") var lookUp = false
  @Option(help: "The symbology, when known (e.g. CODE-128 keeps digits verbatim).") var symbology: String?
  @Option(help: "Where the scan came from, for History: cli (the default), usb-scanner, keyboard, camera.")
  var source: ScanSource = .cli
  @Flag(help: "Print the result as JSON.") var json = false
  @Option(help: "Where the scans receive and take stock (id, code, path or name; default: the default location).")
  var location: String?
  @Flag(
    help: """
      Move stock instead: a location's label (or --location) says where from, the items scanned next wait, and the \
      next location's label moves them there (one movement pair per item; totals unchanged).
      """)
  var move = false
  @Option(
    help: """
      The character(s) your USB scanner sends in place of GS (0x1D) between GS1 elements, e.g. '|'. GS itself, \
      an AIM prefix (]C1, ]d2, ]Q3), the bracketed form (01)... and GS1 Digital Link addresses are always understood.
      """)
  var gs1Separator: String?

  func validate() throws {
    guard quantity > 0 else { throw ValidationError("--quantity must be 1 or more") }
    guard !(remove && lookUp) else { throw ValidationError("--remove and --look-up cannot be combined") }
    guard !(move && (remove || lookUp)) else {
      throw ValidationError("--move cannot be combined with --remove or --look-up")
    }
    if let gs1Separator, let problem = GS1SubstituteSeparator.problem(gs1Separator) {
      throw ValidationError("--gs1-separator: \(problem)")
    }
    if let symbology, Symbology(name: symbology) == nil {
      throw ValidationError(
        "unknown symbology \(symbology.terminalSafe); use one of \(Symbology.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
  }

  struct JSONResult: Encodable {
    var outcome: String
    var code: String
    var symbology: String?
    var item: ItemOutput.JSONItem?
    var from: Int?
    var to: Int?
    var message: String
    /// What a GS1 code said: expiry, batch, serial, count.
    var gs1: GS1ScanDetails?
    /// A command card's caption ("REMOVE"), for outcome "command-card".
    var card: String?
    /// What the product catalogue says an unknown code is (`stockroom catalog`).
    var catalogue: CatalogueJSON?
  }

  func run() throws {
    try reportingFailures {
      guard code == "-" else {
        if try reportCommandCard(code) { return }
        try refuseUnsetSeparator(code)
        let service = try global.openInventory(scanning: true)
        let place = try startingPlace(service: service)
        if try readLocation(code, at: place) { return }
        if let failure = try record(code, service: service, catalogue: openCatalogue(), at: place) { throw failure }
        return
      }
      // One code per line from stdin, each recorded as it arrives (a USB scanner typing into a shell, or a
      // file of codes); a line that fails is reported and the next one is still recorded. A location's label
      // sets where the lines after it scan.
      let service = try global.openInventory(scanning: true)
      let place = try startingPlace(service: service)
      let catalogue = openCatalogue()
      var firstFailure: CommandFailure?
      while let line = readLine(strippingNewline: true) {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { continue }
        var failure: CommandFailure?
        do {
          if try readLocation(text, at: place) { continue }
          if try reportCommandCard(text) { continue }
          try refuseUnsetSeparator(text)
          failure = try record(text, service: service, catalogue: catalogue, at: place)
        } catch {
          failure = CommandFailure(error)
        }
        if let failure {
          printError("stockroom: \(failure.message)")
          firstFailure = firstFailure ?? failure
        }
      }
      if let firstFailure { throw ExitCode(firstFailure.status) }
    }
  }

  /// Records one code and prints what it did; returns the failure to report (an unknown or refused code).
  private func record(_ code: String, service: any Inventory, catalogue: (any ProductCatalogue)?, at place: ScanPlace)
    throws -> CommandFailure?
  {
    let mode: ScanMode = lookUp ? .lookUp : (remove ? .remove : .add)
    let hint = GS1Hint.detect(separator: gs1Separator)
    let symbology = symbology.flatMap(Symbology.init(name:))
    let request = ScanRequest(
      code, symbology: symbology, source: source, mode: mode, quantity: quantity, gs1: hint,
      locationID: place.here?.location.id)
    if move {
      try addToMove(request, at: place, service: service)
      return nil
    }
    let result = try service.recordScan(request)
    // The scan is recorded: what follows only words it. The JSON names the item's category, read alone and as
    // display only (`ItemOutput(service:categoryOf:)`); the text output reads nothing more.
    let item: Item? =
      switch result {
      case .applied(let change, _): change.item
      case .lookedUp(let item, _), .offered(let item, _, _), .insufficientStock(let item, _, _),
        .overMaximum(let item, _, _):
        item
      case .unknown, .invalid, .keptOffline: nil
      }
    let output = json ? ItemOutput(service: service, categoryOf: item) : nil
    let gs1 = try? ScannedCode.interpret(code, symbology: symbology, gs1: hint).gs1
    let details = gs1.map(\.summary).flatMap { $0.isEmpty ? nil : " (\($0))" } ?? ""
    let message = result.text(arrow: .ascii) + details
    var report = JSONResult(outcome: "", code: code, message: message)
    var failure: CommandFailure?
    switch result {
    case .applied(let change, let code):
      report = JSONResult(
        outcome: change.delta > 0 ? "incremented" : "decremented", code: code.text,
        symbology: code.symbology.rawValue, item: output?.json(change.item), from: change.from, to: change.to,
        message: message)
    case .lookedUp(let item, let code), .offered(let item, let code, _):
      report = JSONResult(
        outcome: "found", code: code.text, symbology: code.symbology.rawValue, item: output?.json(item),
        message: ScanOutcome.lookedUp(item, code: code).text())
    case .unknown(let code):
      let known = catalogueProduct(for: code, in: catalogue)
      report = JSONResult(
        outcome: "unknown", code: code.text, symbology: code.symbology.rawValue,
        message: Self.unknownMessage(message, code: code, catalogue: known), catalogue: known.map(CatalogueJSON.init))
      failure = CommandFailure(message: report.message, status: ExitStatus.notFound)
    case .invalid(let text, _):
      report = JSONResult(outcome: "invalid", code: text, message: message)
      failure = CommandFailure(message: report.message, status: ExitStatus.invalidInput)
    case .insufficientStock(let item, let code, _), .overMaximum(let item, let code, _):
      report = JSONResult(
        outcome: result.kind == .refused && result.isTooLittleStock ? "insufficient-stock" : "over-maximum",
        code: code.text, symbology: code.symbology.rawValue, item: output?.json(item), message: message)
      failure = CommandFailure(message: report.message, status: ExitStatus.invalidInput)
    case .keptOffline(let scan, _):
      report = JSONResult(outcome: "kept-offline", code: scan.text, message: message)
    }
    // The message quotes the code and the item name: escaped for people, exact in JSON.
    report.gs1 = gs1
    if json { try JSONOutput.print(report) } else if failure == nil { print(report.message.terminalSafe) }
    return failure
  }
}

extension ScanCommand {
  /// A command card drives the terminal UI and is never a product scan: says what it does there and changes
  /// nothing (no database is opened); true when `code` was one. A reserved code that is no card is refused.
  func reportCommandCard(_ code: String) throws -> Bool {
    guard CommandCard.isReserved(code), LocationCode.number(scanned: code) == nil else { return false }
    guard let card = CommandCard(scanned: code) else {
      let message = "\(code): \(CommandCard.refusal(of: code) ?? "no command card"); nothing was recorded"
      if json { try JSONOutput.print(JSONResult(outcome: "invalid", code: code, message: message)) }
      throw CommandFailure(message: message, status: ExitStatus.invalidInput)
    }
    let message =
      "\(card.code) is the command card \(card.caption): in the terminal UI it \(card.effect). Nothing was recorded."
    if json {
      try JSONOutput.print(JSONResult(outcome: "command-card", code: card.code, message: message, card: card.caption))
    } else {
      print(message.terminalSafe)
    }
    return true
  }
}

extension ScanCommand {
  /// GS1 data with a substitute separator --gs1-separator does not name would be recorded as one long unknown
  /// code: refused (status 65, nothing recorded), saying which separator to pass.
  func refuseUnsetSeparator(_ code: String) throws {
    guard let separator = GS1SubstituteSeparator.guess(in: code, configured: gs1Separator) else { return }
    let message =
      "\(code): looks like GS1 data with \(separator) as separator: pass --gs1-separator '\(separator)' "
      + "(the terminal UI: Settings, GS1 separator); nothing was recorded"
    if json { try JSONOutput.print(JSONResult(outcome: "invalid", code: code, message: message)) }
    throw CommandFailure(message: message.terminalSafe, status: ExitStatus.invalidInput)
  }
}

extension ScanSource: ExpressibleByArgument {}
