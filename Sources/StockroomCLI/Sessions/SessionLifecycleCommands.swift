import ArgumentParser
import InventoryCore

/// `stockroom KIND list`: the sessions of a kind, newest first.
struct SessionListCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "list", abstract: "List \(Kind.kind.rawValue) sessions, newest first.")
  }

  @OptionGroup var global: GlobalOptions
  @Flag(help: "Only the open ones.") var open = false

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory(for: .reading)
      let sessions = try service.sessions(state: open ? .open : nil, kind: Kind.kind)
      let names = try SessionStatusText.categoryNames(service)
      for session in sessions {
        print(
          SessionOutput.summaryLine(
            session, categoryName: SessionStatusText.categoryName(session, names),
            locationPath: SessionOutput.locationPath(session, in: service)))
      }
    }
  }
}

/// `stockroom KIND status`: the session and its lines as they add up now, from every station.
struct SessionStatusCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "status",
      abstract: Kind.kind == .count
        ? "Show the count: counted, expected and difference per item, and how many are not counted yet."
        : "Show the session's lines and the codes still to resolve.")
  }

  @OptionGroup var global: GlobalOptions
  @OptionGroup var selection: SessionSelection

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory(for: .reading)
      let session = try selection.session(Kind.kind, in: service, closedToo: true)
      let names = try SessionStatusText.categoryNames(service)
      print(
        SessionOutput.summaryLine(
          session, categoryName: SessionStatusText.categoryName(session, names),
          locationPath: SessionOutput.locationPath(session, in: service)))
      if session.kind == .count {
        let report = try service.countReport(id: session.id)
        print(SessionStatusText.countTotals(report.totals))
        if !report.lines.isEmpty { print(SessionOutput.table(report.lines, kind: .count)) }
      } else {
        let lines = try service.sessionLines(id: session.id)
        let unknown = lines.filter(\.isUnknownCode).count
        let units = lines.filter { !$0.isUnknownCode }.reduce(Int128(0)) { $0 + Int128($1.quantity) }
        print(
          "\(ActionWording.count(Set(lines.compactMap(\.itemID)).count, "item")), \(StockLimits.groupedDigits(units)) "
            + "unit\(units == 1 ? "" : "s") \(Kind.kind.quantityWord)"
            + (unknown > 0 ? ", \(unknown) unknown code\(unknown == 1 ? "" : "s") to resolve" : ""))
        if !lines.isEmpty { print(SessionOutput.table(lines, kind: session.kind)) }
      }
    }
  }
}

/// `stockroom KIND commit`: applies the session in one transaction.
struct SessionCommitCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "commit",
      abstract: Kind.kind == .count
        ? "Apply the count's differences to the stock now (movements meanwhile are kept), as movements 'stocktake'."
        : "Apply every line to the stock at once; nothing changes if one cannot be applied.",
      discussion: "Each changed item can be undone on its own (stockroom undo). Exit status 65 when refused.")
  }

  @OptionGroup var global: GlobalOptions
  @OptionGroup var selection: SessionSelection

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let session = try selection.openSession(Kind.kind, in: service)
      guard let summary = try global.applyingOnce({ try service.commitSession(id: session.id, source: .cli) }) else {
        return
      }
      for change in summary.changed { print(SessionOutput.change(change)) }
      for change in summary.clamped where change.delta == 0 { print(SessionOutput.change(change)) }
      var words = "committed \(Kind.kind.rawValue) \(session.id): \(summary.changed.count) item"
      words += summary.changed.count == 1 ? " changed" : "s changed"
      if Kind.kind == .count { words += ", \(summary.items.count) counted" }
      if !summary.clamped.isEmpty { words += ", \(summary.clamped.count) held within 0 to the maximum" }
      print(words)
    }
  }
}

/// `stockroom KIND discard`: closes the session without changing stock.
struct SessionDiscardCommand<Kind: SessionKindName>: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "discard", abstract: "Close the session without changing any stock (its scans are kept).")
  }

  @OptionGroup var global: GlobalOptions
  @OptionGroup var selection: SessionSelection

  func run() throws {
    try reportingFailures {
      let service = try global.openInventory()
      let session = try selection.openSession(Kind.kind, in: service)
      try service.discardSession(id: session.id)
      print("discarded \(Kind.kind.rawValue) \(session.id): no stock changed")
    }
  }
}

/// Words shared by `list`, `status` and `report`.
enum SessionStatusText {
  static func categoryNames(_ service: any Inventory) throws -> [Int64: String] {
    Dictionary(
      try service.categories().compactMap { summary in summary.category.id.map { ($0, summary.category.name) } },
      uniquingKeysWith: { first, _ in first })
  }

  static func categoryName(_ session: StockSession, _ names: [Int64: String]) -> String? {
    session.scope.storedCategoryID.flatMap { names[$0] }
  }

  /// `12 counted, 3 with a difference (-4 units, value -12.50), 40 not counted ...` (`SessionWording.countTotals`).
  static func countTotals(_ totals: CountTotals) -> String { SessionWording.countTotals(totals) }
}
