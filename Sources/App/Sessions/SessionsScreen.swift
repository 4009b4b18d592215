import InventoryCore
import TerminalUI

/// The Sessions tab: stocktake counts and batches of goods received or removed, scanned first and committed
/// once reviewed. With no session joined it lists the open ones (n, r, p start one; Enter joins). Joined, every
/// scan on this terminal goes into the session from every tab (`SessionScanRecorder`), and this tab shows its
/// lines as they add up at every station, with the review keys (+ - = d, Enter resolves an unknown code), the
/// commit and the discard. Leaving keeps the session open.
final class SessionsScreen: Screen, ListsEveryKeymap {
  let title = "Sessions"
  let environment: AppEnvironment
  let watcher: ChangeWatcher
  /// The Inventory tab's search and category filter, for a count of "what the list shows" (the app sets it).
  var inventoryQuery: () -> ItemQuery = { ItemQuery() }

  let openSessions = ArrayRows<OpenSessionRow> { $0.listRow }
  var sessionList = ListView(columns: OpenSessionRow.columns)
  let lines: SessionLineRows
  var lineList = ListView(columns: SessionLineRows.columns(for: .count))
  /// The joined count's report as last read (nil for a batch, or with no session joined).
  var report: CountReport?
  /// A batch's lines as last read.
  var batchLines: [SessionLine] = []
  var categoryNames: [Int64: String] = [:]
  /// The session the rows were read for (nil: the open sessions); a different one joined means a reload.
  var shownSession: Int64?
  var loaded = false
  /// The list shows committed and discarded sessions rather than the open ones (v toggles).
  var showsClosed = false
  var loadError: String?

  init(environment: AppEnvironment) {
    self.environment = environment
    watcher = ChangeWatcher(service: environment.service)
    lines = SessionLineRows(service: environment.service) { [weak environment] code in
      environment.flatMap { CatalogueLookup(text: code, in: $0).product.map(CataloguePrefill.summary) }
    }
  }

  var joined: StockSession? { environment.scanDesk.joinedSession }
  var service: any Inventory { environment.service }

  var keymaps: [Keymap] {
    guard let joined else { return [Self.listKeymap, sessionList.keymap] }
    return [Self.joinedKeymap(kind: joined.kind), lineList.keymap]
  }

  var everyKeymap: [Keymap] { [Self.listKeymap, Self.joinedKeymap(kind: .count)] }

  static let listKeymap = Keymap(
    "Sessions (open counts and batches; join one to scan into it)",
    [
      .init(.sessionNewCount, [.char("n")]), .init(.sessionNewReceive, [.char("r")]),
      .init(.sessionNewRemove, [.char("p")]), .init(.sessionJoin, [.enter]),
      .init(.sessionShowClosed, [.char("v")]), .init(.sessionExport, [.char("x")], hint: false),
      .init(.sessionDiscard, [.char("D")], hint: false), .init(.undo, [.char("u")]),
      .init(.redo, [.char("U"), .ctrl("r")], hint: false),
    ])

  /// The joined session's keys; a count's have its uncounted choice and CSV report too.
  static func joinedKeymap(kind: StockSession.Kind) -> Keymap {
    // The hint bar keeps the first ones on a narrow terminal: what a person needs to finish a session.
    var bindings: [Keymap.Binding] = [.init(.sessionLineOpen, [.enter]), .init(.sessionLineSet, [.char("=")])]
    if kind == .count { bindings.append(.init(.sessionUncounted, [.char("z")])) }
    bindings += [
      .init(.sessionCommit, [.char("c")]), .init(.sessionLeave, [.char("l")]),
      .init(.sessionLinePlus, [.char("+")], hint: false), .init(.sessionLineMinus, [.char("-")], hint: false),
      .init(.sessionLineDrop, [.char("d")], hint: false), .init(.sessionAddItem, [.char("a")], hint: false),
    ]
    if kind == .count { bindings.append(.init(.sessionExport, [.char("x")], hint: false)) }
    bindings.append(.init(.sessionDiscard, [.char("D")], hint: false))
    return Keymap("Joined session (every scan on this terminal goes into it, from every tab)", bindings)
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick:
      guard watcher.hasChanged() || shownSession != joined?.id || !loaded else { return .none }
      return reload()
    case .scan(let code):
      return scanned(code)
    case .resize:
      return .redraw
    case .command(let command):
      return joined == nil ? performOnList(command) : performOnLines(command)
    default:
      break
    }
    guard joined != nil else {
      let result = sessionList.handle(event, rowCount: openSessions.rowCount)
      if case .activated = result { return performOnList(.sessionJoin) }
      return sessionList.action(for: result)
    }
    let result = lineList.handle(event, rowCount: lines.rowCount)
    if case .activated = result { return performOnLines(.sessionLineOpen) }
    return lineList.action(for: result)
  }

  /// A scan here goes where every scan goes (into the joined session, else the scan mode), then the line it
  /// added to is selected.
  private func scanned(_ code: String) -> ScreenAction {
    let recorded = ScanHandler(environment: environment).record(code, source: .usbScanner)
    let action = reload()
    if let addition = recorded.addition { select(addition) }
    return .sequence([recorded.action, action])
  }

  /// Re-reads the joined session's lines, or the open sessions. A joined session another station committed or
  /// discarded is left, and the status line says so.
  @discardableResult
  func reload() -> ScreenAction {
    loaded = true
    // Unreadable: the names read last stay (a scope shows a name, or its id); the sessions' read below says why.
    categoryNames = (try? Self.categoryNames(service)) ?? categoryNames
    guard let joined else {
      shownSession = nil
      return reloadSessions()
    }
    do {
      guard let fresh = try service.session(id: joined.id), fresh.isOpen else {
        return .sequence([leftClosedSession(joined), reloadSessions()])
      }
      environment.scanDesk.joinedSession = fresh
      if shownSession != fresh.id { lineList.select(0, rowCount: 1) }
      shownSession = fresh.id
      lineList.columns = SessionLineRows.columns(for: fresh.kind)
      if fresh.kind == .count {
        let fetched = try service.countReport(id: fresh.id)
        report = fetched
        lines.show(fetched)
      } else {
        report = nil
        batchLines = try service.sessionLines(id: fresh.id)
        lines.show(batchLines, kind: fresh.kind)
      }
      loadError = nil
    } catch {
      loadError = "cannot read \(SessionText.name(joined)): \(describe(error))"
    }
    return .redraw
  }

  private func reloadSessions() -> ScreenAction {
    shownSession = nil
    report = nil
    do {
      let listed = try service.sessions(state: showsClosed ? nil : .open, kind: nil).filter { $0.isOpen != showsClosed }
      openSessions.elements = try listed.map { session in
        OpenSessionRow(
          session: session, lineCount: try service.sessionLines(id: session.id).count,
          scope: session.kind == .count
            ? SessionWording.scope(
              session.scope, categoryName: session.scope.storedCategoryID.flatMap { categoryNames[$0] })
            : "any item")
      }
      loadError = nil
    } catch {
      loadError = "cannot read the sessions: \(describe(error))"
    }
    return .redraw
  }

  /// The joined session was committed or discarded elsewhere: this terminal leaves it.
  private func leftClosedSession(_ session: StockSession) -> ScreenAction {
    environment.scanDesk.joinedSession = nil
    // Only the wording: unreadable, it says "is gone" (the terminal leaves the session either way).
    let closed = try? service.session(id: session.id)
    let how = closed.map { "was \($0.state.rawValue)" + ($0.closedBy.map { " at \($0)" } ?? "") } ?? "is gone"
    return .status(.warning("\(SessionText.name(session)) \(how): this terminal left it; scans work as usual again"))
  }

  /// Selects the row of the line a scan added to.
  func select(_ addition: SessionAddition) {
    let key: SessionLineKey? =
      switch addition.match {
      case .item(let item): item.id.map { .item($0) }
      case .unknownCode(let code): .code(code.key)
      case .keptOffline: nil
      }
    guard let index = lines.rows.firstIndex(where: { if case .line(let line) = $0 { line.key == key } else { false } })
    else { return }
    lineList.select(index, rowCount: lines.rowCount)
  }

  var selectedRow: SessionRow? { lines.row(at: lineList.selectedIndex) }

  static func categoryNames(_ service: any Inventory) throws -> [Int64: String] {
    Dictionary(
      try service.categories().compactMap { summary in summary.category.id.map { ($0, summary.category.name) } },
      uniquingKeysWith: { first, _ in first })
  }
}

/// A screen whose keys depend on its state (a session joined or not): Help lists the keys of every state.
protocol ListsEveryKeymap: Screen {
  var everyKeymap: [Keymap] { get }
}

/// An open session in the list: kind, number, when and where it started, what it covers, how many lines.
struct OpenSessionRow {
  var session: StockSession
  var lineCount: Int
  var scope: String

  static let columns = [
    ListColumn("Kind", width: .fixed(7)), ListColumn("#", width: .fixed(5), alignRight: true),
    ListColumn("State", width: .fixed(9)),
    ListColumn("Started", width: .fixed(16)), ListColumn("By", width: .flexible(minimum: 6, weight: 1)),
    ListColumn("Scope", width: .flexible(minimum: 10, weight: 2)),
    ListColumn("Lines", width: .fixed(7), alignRight: true),
  ]

  var listRow: ListRow {
    let note = session.note.isEmpty ? "" : " · \(session.note)"
    return ListRow([
      ListCell(session.kind.rawValue), ListCell(String(session.id)),
      ListCell(session.state.rawValue, role: session.isOpen ? nil : .dim),
      ListCell(SessionText.time(session.startedAt)),
      ListCell(session.station), ListCell(scope + note), ListCell(String(lineCount)),
    ])
  }
}

extension SessionsScreen: ProvisionalKeyTarget {
  /// A key that only moves in the list can be taken back if it starts a scanner's burst; review keys wait.
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    let (savedSessions, savedLines) = (sessionList, lineList)
    return ListView.checkpoint(before: key, in: keymaps) { [weak self] in
      self?.sessionList = savedSessions
      self?.lineList = savedLines
    }
  }
}
