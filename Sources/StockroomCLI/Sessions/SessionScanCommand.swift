import ArgumentParser
import InventoryCore

/// `stockroom count|receive|remove scan CODE... | -`: adds each code to the open session, as fast as the
/// scanner goes and with no question per scan. A known code adds to its item's line, an unknown one to a line
/// of its own to resolve at review; an invalid code is reported and the next one still recorded.
struct SessionScanCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "scan", abstract: "Add scanned codes to the open \(Kind.kind.rawValue) session.",
      discussion: """
        Each scan adds --quantity units (a GS1 code that says how many units it holds adds that many times more). \
        A count of a category or a search refuses an item it does not cover (a Drinks item scanned in a count \
        of Office) unless --include-outside-scope says it belongs; an item already on a line is not asked again. \
        Exit status: 0 every code recorded (unknown codes included: they wait to be resolved), 65 a code was \
        invalid or outside the count (the others were still recorded).
        """)
  }

  @OptionGroup var global: GlobalOptions
  @OptionGroup var selection: SessionSelection
  @Argument(help: "The codes, as the scanner sent them; - reads one code per line from stdin until it ends.")
  var codes: [String]
  @Option(name: .shortAndLong, help: "How many units each scan stands for.") var quantity = 1
  @Option(help: "Where the scans came from: cli (the default), usb-scanner, keyboard, camera.")
  var source: ScanSource = .cli
  @Flag(help: "Count items outside the count's category or search too (their lines are marked).")
  var includeOutsideScope = false
  @Option(
    help: """
      Where the units are (id, code, path or name; default: the default location). A location's label among the \
      codes sets it for the codes after it.
      """)
  var location: String?

  func validate() throws {
    guard !codes.isEmpty else { throw ValidationError("give the codes, or - to read them from stdin") }
    guard (1...StockLimits.maximumQuantity).contains(quantity) else {
      throw ValidationError("--quantity must be 1 to \(StockLimits.maximumQuantityText)")
    }
  }

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let session = try selection.openSession(Kind.kind, in: service)
      let place = ScanPlace { [global] in
        try (service as? any LocationInventory) ?? global.openLocations(for: .reading)
      }
      if let location {
        let tree = try place.locations().locationTree()
        let found = try tree.find(location)
        place.here = ScannedLocation(location: found, path: tree.path(of: found.id))
      }
      var firstFailure: CommandFailure?
      func record(_ text: String) throws {
        do {
          if try readLocation(text, at: place) { return }
          let (addition, at) = try add(text, to: session, in: service, here: place.here)
          print(SessionOutput.addition(addition, kind: Kind.kind) + SessionOutput.place(at, here: place.here))
        } catch {
          // Every code is kept in the scan log, the ones the session did not take too.
          var invalid = false
          if case .invalidCode = error as? InventoryError { invalid = true }
          service.logRefusedSessionScan(
            text, symbology: nil, source: source, session: session, invalid: invalid,
            reason: CommandFailure(error).message)
          // The session closed meanwhile (another station committed it): nothing more can be added.
          if case .sessionClosed = error as? StockSessionError { throw error }
          report(CommandFailure(error), &firstFailure)
        }
      }
      if codes == ["-"] {
        while let line = readLine(strippingNewline: true) {
          let text = line.trimmingCharacters(in: .whitespaces)
          if !text.isEmpty { try record(text) }
        }
      } else {
        for code in codes { try record(code) }
      }
      if let firstFailure { throw ExitCode(firstFailure.status) }
    }
  }

  private func report(_ failure: CommandFailure, _ first: inout CommandFailure?) {
    printError("stockroom: \(failure.message)")
    first = first ?? failure
  }

  /// A location's label: "here" for the codes after it, nothing recorded. False for any other code.
  private func readLocation(_ text: String, at place: ScanPlace) throws -> Bool {
    guard LocationCode.number(scanned: text) != nil else { return false }
    guard let scanned = try place.locations().location(scanned: text) else {
      throw CommandFailure(
        message: "\(text): no location has this label (deleted?); nothing was recorded", status: ExitStatus.notFound)
    }
    place.here = scanned
    print("\(scanned.hereText) (the next codes are \(Kind.kind.quantityWord) there)".terminalSafe)
    return true
  }

  private func add(_ text: String, to session: StockSession, in service: any Inventory, here: ScannedLocation?)
    throws -> (SessionAddition, SessionPlace)
  {
    guard !CommandCard.isReserved(text.trimmingWhitespaceAndNewlines()) else {
      throw CommandFailure(
        message: "\(text): a command card's code is not a product; nothing was recorded",
        status: ExitStatus.invalidInput)
    }
    let scanned: ScannedCode
    do throws(ProductCodeError) {
      scanned = try ScannedCode.interpret(text, symbology: nil, gs1: .detect(separator: nil))
    } catch {
      throw InventoryError.invalidCode(text, error)
    }
    let (units, overflow) = quantity.multipliedReportingOverflow(by: scanned.units ?? 1)
    guard !overflow, units <= StockLimits.maximumQuantity else {
      throw InventoryError.countOutOfRange(what: "\(text): the quantity", value: Int.max, minimum: 1)
    }
    let place = SessionPlace(scanned: scanned, at: here?.location.id)
    let addition = try service.addToSession(
      id: session.id, code: scanned.code, quantity: units, source: source,
      outsideScope: includeOutsideScope ? .include : .refuse, place: place)
    return (addition, place)
  }
}
