import InventoryCore
import TerminalUI

extension SessionsScreen {
  /// c: what the commit will change, in a dialog Enter confirms; a session that cannot be committed (an unknown
  /// code left, a remove of more than the stock holds) says why instead.
  func confirmCommit(_ session: StockSession) -> ScreenAction {
    let lines: [String]
    do {
      lines = try session.kind == .count ? countPreview(session) : batchPreview(session)
    } catch {
      return refusal(session, error)
    }
    return .present(
      ReportDialog(
        title: "Commit \(SessionText.name(session))?", lines: lines,
        answers: [.init(key: "c", label: "Commit", onEnter: true) { [weak self] in self?.commit(session) ?? .none }]))
  }

  /// A count: how many items change and by how much, each counted item's expected, counted and difference, and
  /// the items set to 0.
  private func countPreview(_ session: StockSession) throws -> [String] {
    let report = try service.countReport(id: session.id)
    try SessionCommitPlan.checkResolved(sessionID: session.id, lines: report.lines)
    let totals = report.totals
    var lines = [
      "\(totals.counted) counted, \(totals.notCounted) not counted"
        + (totals.settingToZero > 0 ? " (\(totals.settingToZero) set to 0)" : "") + ".",
      (totals.withDifference == 1 ? "1 item changes by " : "\(totals.withDifference) items change by ")
        + "\(StockLimits.groupedDigits(totals.difference)) units in all, value \(totals.differenceValue)"
        + (totals.differencesWithoutPrice > 0 ? " (\(totals.differencesWithoutPrice) without a price)" : "") + ".",
    ]
    let outside = report.lines.filter(\.isOutsideScope)
    if !outside.isEmpty {
      lines.insert(
        "! \(outside.count) item\(outside.count == 1 ? " is" : "s are") outside this count's scope and will be "
          + "set to what was counted: "
          + outside.map { "\($0.title) \($0.expected ?? 0) -> \($0.quantity)" }
          .joined(separator: ", "), at: 0)
    }
    lines.insert(contentsOf: Self.typedWarnings(report.lines, kind: session.kind), at: 0)
    let differing = report.lines.filter { ($0.difference ?? 0) != 0 }
    for line in differing {
      lines.append(
        "\(line.isOutsideScope ? "! " : "")\(line.title): expected \(line.expected ?? 0), counted \(line.quantity), "
          + "difference \(ActionWording.signed(line.difference ?? 0))"
          + (line.isOutsideScope ? " (outside the count)" : ""))
    }
    let matching = report.lines.count - differing.count
    if matching > 0 { lines.append("\(matching) counted item\(matching == 1 ? "" : "s") as expected.") }
    for item in report.notCounted where item.choice == .setToZero {
      lines.append("\(item.name): not counted, \(item.quantity) in stock, set to 0")
    }
    lines.append("Applied to the stock as it is now (sales meanwhile are kept); each item undoes on its own.")
    return lines
  }

  /// A receive or remove: each item's stock now and after, worked out by the rule the commit applies.
  private func batchPreview(_ session: StockSession) throws -> [String] {
    let lines = try service.sessionLines(id: session.id)
    try SessionCommitPlan.checkResolved(sessionID: session.id, lines: lines)
    var stock: [Int64: Item] = [:]
    for id in lines.compactMap(\.itemID) { stock[id] = try service.item(id: id) }
    let changes = try SessionCommitPlan.batch(sessionID: session.id, kind: session.kind, lines: lines, stock: stock)
    let units = changes.reduce(Int128(0)) { $0 + Int128($1.delta) }
    let sign = units > 0 ? "+" : ""
    return Self.typedWarnings(lines, kind: session.kind)
      + ["\(changes.count) item\(changes.count == 1 ? "" : "s"), \(sign)\(StockLimits.groupedDigits(units)) units:"]
      + changes.map(SessionWording.change) + ["All at once: if one cannot be applied, nothing is."]
  }

  /// "! Beans: 23 received, though its scans added 3: was 23 typed for 3?" for each line a typed number made ten
  /// times what its scans added (`SessionLine.isFarAboveItsScans`).
  static func typedWarnings(_ lines: [SessionLine], kind: StockSession.Kind) -> [String] {
    lines.filter(\.isFarAboveItsScans).map { line in
      "! \(line.title): \(line.quantity) \(kind.quantityWord), though its scans added \(line.scanned): "
        + "check the number typed before committing"
    }
  }

  /// The commit runs off the input thread under a progress dialog (a count of thousands of lines takes a
  /// while on a server), to its end: every line or none.
  private func commit(_ session: StockSession) -> ScreenAction {
    let service = service
    return .present(
      ProgressDialog<SessionCommitSummary>(
        title: "Committing \(SessionText.name(session))", total: nil, abandonable: false,
        work: { _ in try service.commitSession(id: session.id, source: .keyboard) },
        finish: { [weak self] outcome in self?.committed(session, outcome) ?? .none }))
  }

  private func committed(_ session: StockSession, _ outcome: Result<SessionCommitSummary, any Error>)
    -> ScreenAction
  {
    let summary: SessionCommitSummary
    do { summary = try outcome.get() } catch {
      reload()
      return refusal(session, error)
    }
    if environment.scanDesk.joinedSession?.id == session.id { environment.scanDesk.joinedSession = nil }
    reload()
    let changed = summary.changed.count
    var said = "committed \(SessionText.name(session)): \(changed) item\(changed == 1 ? "" : "s") changed"
    if session.kind == .count { said += ", \(summary.items.count) counted" }
    if !summary.clamped.isEmpty { said += ", \(summary.clamped.count) held within 0 to the maximum" }
    let lines =
      [said + "."] + summary.changed.map(SessionWording.change)
      + summary.clamped.filter { $0.delta == 0 }.map(SessionWording.change)
      + ["This terminal left the session: scans work as usual again."]
    return .sequence([
      .status(.success(said)),
      .present(ReportDialog(title: "Committed \(SessionText.name(session))", lines: lines, answers: [])),
    ])
  }

  /// Why the session was not committed, in full (the status line would cut a list of items short).
  private func refusal(_ session: StockSession, _ error: any Error) -> ScreenAction {
    let reason = describe(error)
    return .sequence([
      .status(.error("\(SessionText.name(session)) not committed: \(reason)")), .bell,
      .present(
        ReportDialog(
          title: "Cannot commit \(SessionText.name(session))", lines: [reason, "Nothing was changed."], answers: [])),
    ])
  }

  /// x: the count's report (counted, unknown codes, not counted) as a CSV file.
  func exportReport(_ session: StockSession) -> ScreenAction {
    guard session.kind == .count else { return .bell }
    let files = FileActions(service: service)
    let service = service
    return files.prompt(
      title: "Count report", label: "CSV file for \(SessionText.name(session))'s report:",
      path: files.defaultPath("stockroom-count-\(session.id)", extension: "csv")
    ) { path in
      let report = try service.countReport(id: session.id)
      _ = try FileActions.writeAtomically(to: path) { sink in
        var writer = CountReportCSVWriter(sink: sink)
        try writer.write(report)
        return report.lines.count + report.notCounted.count
      }
      return "wrote \(SessionText.name(session))'s report to \(path)"
    }
  }
}
