import ArgumentParser
import Foundation
import InventoryCore

/// `stockroom count ...`: a stocktake. Start one for everything, a category or a search; scan or key counts
/// from any number of stations (summed per item); review the discrepancy report; commit the differences.
struct CountCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "count", abstract: "Stocktake: count items, review the differences, commit them.",
    discussion: """
      A count is saved as it goes (a crash or quit loses nothing): scan from several stations or terminals into \
      the same count, then commit. Committing applies counted − expected (what the stock said when the item was \
      first counted) to the stock at that moment, so sales made during the count are kept.
      """,
    subcommands: [
      Start.self, SessionScanCommand<CountKind>.self, SessionAddCommand<CountKind>.self,
      SessionSetCommand<CountKind>.self, SessionDropCommand<CountKind>.self, SessionResolveCommand<CountKind>.self,
      Uncounted.self, SessionStatusCommand<CountKind>.self, Report.self, SessionListCommand<CountKind>.self,
      SessionCommitCommand<CountKind>.self, SessionDiscardCommand<CountKind>.self,
    ])

  struct Start: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Start a count of everything, of a category, or of the items a search finds.")
    @OptionGroup var global: GlobalOptions
    @Option(help: "Only items in this category (\"none\" for uncategorised).") var category: String?
    @Option(help: "Only items this search finds (as items list --search).") var search: String?
    @Option(help: "A note (which shelf, who).") var note = ""
    @Option(
      help: """
        Only the stock at this location (id, code, path or name): scans count there, the commit sets the stock \
        there and nowhere else, and uncounted items set to 0 lose only their stock there.
        """)
    var location: String?
    @Flag(help: "With --location: the locations below it too.") var withSublocations = false

    func validate() throws {
      if withSublocations && location == nil { throw ValidationError("--with-sublocations needs --location") }
    }

    func run() throws {
      try reportingFailures {
        let service = try global.openInventory()
        var scope = SessionScope(search: search ?? "")
        if let category { scope.category = try .named(category, in: service) }
        var path: String?
        if let location {
          let locations = try (service as? any LocationInventory) ?? global.openLocations(for: .reading)
          let tree = try locations.locationTree()
          let found = try tree.find(location)
          scope.locationID = found.id
          scope.withSublocations = withSublocations
          path = tree.path(of: found.id)
        }
        let session = try service.startSession(kind: .count, scope: scope, note: note)
        let names = try SessionStatusText.categoryNames(service)
        print(
          "started "
            + SessionOutput.summaryLine(
              session, categoryName: SessionStatusText.categoryName(session, names), locationPath: path))
      }
    }
  }

  struct Uncounted: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Choose what the commit does to an item no one counted: leave it, or set it to 0.",
      discussion: "stockroom count uncounted Tea zero; stockroom count uncounted --all leave (the count's default)")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var selection: SessionSelection
    @Flag(help: "Set the choice for every item not chosen one by one.") var all = false
    @Argument(help: ArgumentHelp("ITEM (id, barcode or exact name) then leave|zero; with --all only leave|zero."))
    var words: [String] = []

    func validate() throws {
      guard words.count == (all ? 1 : 2) else {
        throw ValidationError(all ? "give leave or zero after --all" : "give the item, then leave or zero")
      }
      guard let last = words.last, UncountedChoice(rawValue: last) != nil else {
        throw ValidationError("the choice is leave or zero, not \((words.last ?? "").terminalSafe)")
      }
    }

    func run() throws {
      try reportingFailures {
        let service = try global.openInventory()
        let session = try selection.openSession(.count, in: service)
        let choice = UncountedChoice(rawValue: words.last ?? "") ?? .leave
        let said = choice == .leave ? "left as they are" : "set to 0"
        if all {
          try service.setUncountedChoice(id: session.id, itemID: nil, to: choice)
          print("items no one counts will be \(said) (unless chosen one by one)")
        } else {
          let item = try service.findItem(words[0])
          try service.setUncountedChoice(id: session.id, itemID: try item.storedID(), to: choice)
          print(
            "\(item.name.terminalSafe), if no one counts it, will be \(choice == .leave ? "left as it is" : "set to 0")"
          )
        }
      }
    }
  }

  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The discrepancy report: expected, counted, difference and its value, who counted; and not counted.",
      discussion: "Without --session: the open count, else the newest one.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var selection: SessionSelection
    @Flag(help: "Write CSV (a spreadsheet opens it).") var csv = false
    @Flag(help: "Write JSON.") var json = false

    func validate() throws {
      if csv && json { throw ValidationError("--csv and --json cannot be combined") }
    }

    func run() throws {
      try reportingFailures {
        let service = try global.openInventory(for: .reading)
        let session = try selection.session(.count, in: service, closedToo: true)
        let report = try service.countReport(id: session.id)
        let names = try SessionStatusText.categoryNames(service)
        if csv {
          FileHandle.standardOutput.write(CountReportCSVWriter.data(for: report))
        } else if json {
          let data = try CountReportDocument(report, categoryName: SessionStatusText.categoryName(session, names))
            .data()
          FileHandle.standardOutput.write(data + Data("\n".utf8))
        } else {
          print(
            SessionOutput.summaryLine(
              session, categoryName: SessionStatusText.categoryName(session, names),
              locationPath: SessionOutput.locationPath(session, in: service)))
          print(SessionStatusText.countTotals(report.totals))
          if !report.lines.isEmpty { print(SessionOutput.table(report.lines, kind: .count)) }
          if !report.notCounted.isEmpty {
            print("not counted:")
            let rows = report.notCounted.map { item in
              [item.name.terminalSafe, String(item.quantity), item.choice == .leave ? "leave" : "set to 0"]
            }
            print(SessionOutput.aligned([["ITEM", "IN STOCK", "AT COMMIT"]] + rows, rightAligned: [1]))
          }
        }
      }
    }
  }
}
