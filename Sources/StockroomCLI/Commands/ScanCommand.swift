import ArgumentParser
import InventoryCore
import InventoryStore

/// Records a scan as any scan is recorded (logged with source "cli" unless --source says otherwise): the code
/// is validated, a known item's stock changes, an unknown code is reported so it can be added. The outcome is
/// worded as in the terminal UI (`ScanOutcomeText`).
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan", abstract: "Record a scanned code (as a USB scanner would).",
    discussion: """
      Exit status: 0 stock changed (or item found with --look-up), 3 unknown code, 65 invalid code or too little stock.
      """)
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The code, as the scanner sent it.") var code: String
  @Option(name: .shortAndLong, help: "How many units (default 1).") var quantity = 1
  @Flag(help: "Take stock out instead of adding it.") var remove = false
  @Flag(help: "Only find the item; change nothing.") var lookUp = false
  @Option(help: "The symbology, when known (e.g. CODE-128 keeps digits verbatim).") var symbology: String?
  @Option(help: "Where the scan came from, for History: cli (the default), usb-scanner, keyboard, camera.")
  var source: ScanSource = .cli
  @Flag(help: "Print the result as JSON.") var json = false

  func validate() throws {
    guard quantity > 0 else { throw ValidationError("--quantity must be 1 or more") }
    guard !(remove && lookUp) else { throw ValidationError("--remove and --look-up cannot be combined") }
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
  }

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let mode: ScanMode = lookUp ? .lookUp : (remove ? .remove : .add)
      let result = try service.recordScan(
        code, symbology: symbology.flatMap(Symbology.init(name:)), source: source, policy: .auto, mode: mode,
        quantity: quantity)
      let output = try ItemOutput(service: service)
      let message = result.text(arrow: .ascii)
      var report = JSONResult(outcome: "", code: code, message: message)
      var failure: CommandFailure?
      switch result {
      case .applied(let change, let code):
        report = JSONResult(
          outcome: change.delta > 0 ? "incremented" : "decremented", code: code.text,
          symbology: code.symbology.rawValue, item: output.json(change.item), from: change.from, to: change.to,
          message: message)
      case .lookedUp(let item, let code), .offered(let item, let code, _):
        report = JSONResult(
          outcome: "found", code: code.text, symbology: code.symbology.rawValue, item: output.json(item),
          message: ScanResult.lookedUp(item, code: code).text())
      case .unknown(let code):
        report = JSONResult(
          outcome: "unknown", code: code.text, symbology: code.symbology.rawValue,
          message: "\(message): add it with "
            + ShellQuoting.command(["stockroom", "items", "add", "--barcode", code.text, "--name", "NAME"]))
        failure = CommandFailure(message: report.message, status: ExitStatus.notFound)
      case .invalid(let text, _):
        report = JSONResult(outcome: "invalid", code: text, message: message)
        failure = CommandFailure(message: report.message, status: ExitStatus.invalidInput)
      case .insufficientStock(let item, let code, _), .overMaximum(let item, let code, _):
        report = JSONResult(
          outcome: result.kind == .refused && result.isTooLittleStock ? "insufficient-stock" : "over-maximum",
          code: code.text, symbology: code.symbology.rawValue, item: output.json(item), message: message)
        failure = CommandFailure(message: report.message, status: ExitStatus.invalidInput)
      }
      // The message quotes the code and the item name: escaped for people, exact in JSON.
      if json { try JSONOutput.print(report) } else if failure == nil { print(report.message.terminalSafe) }
      if let failure { throw failure }
    }
  }
}

extension ScanSource: ExpressibleByArgument {}
