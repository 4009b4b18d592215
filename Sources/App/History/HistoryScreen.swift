import Foundation
import InventoryCore
import TerminalUI

/// Stock movements, scans, actions (what each station did: stock changes, items added, edited field by
/// field, deleted, undone, redone) or the codes stockroom made (Created: Enter opens one in Generate, d forgets
/// it), newest first, searchable; v switches between the four, u undoes this window's last action. Entries are read `pageSize` at a time, the next page when the selection comes near
/// the end of what is loaded.
final class HistoryScreen: Screen {
  enum View: CaseIterable {
    case movements, scans, actions, created
    var title: String {
      switch self {
      case .movements: "Stock movements"
      case .scans: "Scans"
      case .actions: "Actions"
      case .created: "Created codes"
      }
    }
    var next: View { Self.allCases[((Self.allCases.firstIndex(of: self) ?? 0) + 1) % Self.allCases.count] }
  }

  let title = "History"
  static let pageSize = 500
  private let environment: AppEnvironment
  private(set) var view = View.movements
  private let movementRows = ArrayRows<StockMovement> { movement in
    ListRow(texts: [
      HistoryScreen.format(movement.time), movement.itemName, (movement.delta > 0 ? "+" : "") + String(movement.delta),
      movement.reason.rawValue, movement.source.rawValue, movement.station ?? "",
    ])
  }
  private let scanRows = ArrayRows<ScanRecord> { scan in
    ListRow(
      // What a GS1 code said follows the outcome: "Aspirin 4 -> 5 · expiry 2026-12-31, batch ABC123".
      texts: [
        HistoryScreen.format(scan.time), scan.code, scan.outcome.word, scan.detail + ScanWording.gs1(scan.gs1),
        scan.source.rawValue, scan.station ?? "",
      ],
      role: scan.outcome.isProblem ? .warning : .normal)
  }
  private let actionRows = ArrayRows<JournalAction> { action in
    ListRow(
      texts: [
        HistoryScreen.format(action.time), action.origin.station, action.summary, action.isUndone ? "undone" : "",
      ], role: action.isUndone ? .dim : .normal)
  }
  private let createdRows = ArrayRows<CreatedCode> { code in
    ListRow(texts: [
      HistoryScreen.format(code.time), code.kind,
      code.preview.split(whereSeparator: \.isNewline).joined(separator: " "),
      code.file ?? "(terminal)",
    ])
  }
  private var list = ListView(columns: [])
  private var searchField = TextField(placeholder: "/ to search")
  private var searching = false
  private let watcher: ChangeWatcher
  private var loaded = false
  /// Why the last read failed: the empty list says it rather than "No history yet" (nil once a read works).
  private var readError: String?
  /// Only this station's movements and scans (`o`), or every station's.
  private(set) var onlyThisStation = false
  private var stationFilter: String? { onlyThisStation ? environment.service.origin.station : nil }
  /// Whether movements and scans show their station: only where the terminal has room for it beside the detail.
  private var showsStation = false
  static let stationColumnMinimumWidth = 100

  init(environment: AppEnvironment) {
    self.environment = environment
    watcher = ChangeWatcher(service: environment.service)
    list.columns = columns
  }

  private var columns: [ListColumn] {
    let time = ListColumn("Time", width: .fixed(19))
    let source = ListColumn("Source", width: .fixed(11))
    switch view {
    case .movements:
      let station = movementRows.elements.reduce(7) { max($0, min(16, ($1.station ?? "").terminalWidth)) }
      return [
        time, ListColumn("Item", width: .flexible(minimum: 10, weight: 3)),
        ListColumn("Change", width: .fixed(7), alignRight: true), ListColumn("Reason", width: .fixed(9)), source,
      ] + (showsStation ? [ListColumn("Station", width: .fixed(station))] : [])
    case .scans:
      // As wide as the longest code loaded: a code is never cut (the columns right of it give way first).
      let code = scanRows.elements.reduce(4) { max($0, $1.code.terminalSafe.terminalWidth) }
      let station = scanRows.elements.reduce(7) { max($0, min(16, ($1.station ?? "").terminalWidth)) }
      return [
        time, ListColumn("Code", width: .fixed(code)),
        ListColumn("Outcome", width: .fixed(ScanOutcomeKind.allCases.map(\.word.terminalWidth).max() ?? 12)),
        ListColumn("Item / detail", width: .flexible(minimum: 8, weight: 3)), source,
      ] + (showsStation ? [ListColumn("Station", width: .fixed(station))] : [])
    case .actions:
      let station = actionRows.elements.reduce(7) { max($0, min(24, $1.origin.station.terminalWidth)) }
      return [
        time, ListColumn("Station", width: .fixed(station)),
        ListColumn("Action", width: .flexible(minimum: 20, weight: 3)), ListColumn("", width: .fixed(6)),
      ]
    case .created:
      return [
        time, ListColumn("Kind", width: .fixed(14)), ListColumn("Content", width: .flexible(minimum: 10, weight: 3)),
        ListColumn("File", width: .flexible(minimum: 10, weight: 2)),
      ]
    }
  }

  /// How many entries are read so far.
  var loadedCount: Int { rows.rowCount }

  private var rows: any ListDataSource {
    switch view {
    case .movements: movementRows
    case .scans: scanRows
    case .actions: actionRows
    case .created: createdRows
    }
  }

  var keymaps: [Keymap] {
    if searching {
      return [
        Keymap("Search history", [.init(.leaveSearch, [.enter, .down, .tab]), .init(.clearSearch, [.escape])]),
        searchField.keymap,
      ]
    }
    return [
      Keymap(
        "History (a scan is recorded with the scan policy)",
        [
          .init(.switchHistory, [.char("v")]), .init(.search, [.char("/")]), .init(.undo, [.char("u")]),
          .init(.thisStationOnly, [.char("o")], hint: view == .movements || view == .scans),
          .init(.exportHistory, [.char("x")], hint: view != .created),
          .init(.redo, [.char("U"), .ctrl("r")]),
          .init(.clearSearch, [.escape], hint: false),
          .init(.reopenCreated, [.enter], hint: view == .created),
          .init(.deleteCreated, [.char("d"), .delete], hint: view == .created),
        ]),
      list.keymap,
    ]
  }

  /// The id of the selected movement or scan (tests check a refresh keeps it).
  var selectedEntryID: Int64? {
    switch view {
    case .movements:
      movementRows.elements.indices.contains(list.selectedIndex) ? movementRows.elements[list.selectedIndex].id : nil
    case .scans: scanRows.elements.indices.contains(list.selectedIndex) ? scanRows.elements[list.selectedIndex].id : nil
    case .actions:
      actionRows.elements.indices.contains(list.selectedIndex) ? actionRows.elements[list.selectedIndex].id : nil
    case .created: createdRows.element(at: list.selectedIndex)?.id
    }
  }

  /// Re-reads the history. With `keepingPlace` (another process or screen changed something) as many entries
  /// as were loaded are read again and the same entry stays selected, so a refresh never scrolls the reader back.
  @discardableResult
  private func reload(keepingPlace: Bool = false) -> ScreenAction {
    loaded = true
    let service = environment.service
    let search = searchField.text
    // Room for what arrived since (new entries come first, pushing the loaded ones down).
    let limit = keepingPlace ? rows.rowCount + Self.pageSize : Self.pageSize
    do {
      switch view {
      case .movements:
        let selected =
          movementRows.elements.indices.contains(list.selectedIndex)
          ? movementRows.elements[list.selectedIndex].id : nil
        movementRows.elements = try service.movements(search: search, station: stationFilter, limit: limit)
        if keepingPlace, let index = movementRows.elements.firstIndex(where: { $0.id == selected }) {
          list.select(index, rowCount: movementRows.elements.count)
        }
      case .scans:
        let selected =
          scanRows.elements.indices.contains(list.selectedIndex) ? scanRows.elements[list.selectedIndex].id : nil
        scanRows.elements = try service.scans(search: search, station: stationFilter, limit: limit)
        if keepingPlace, let index = scanRows.elements.firstIndex(where: { $0.id == selected }) {
          list.select(index, rowCount: scanRows.elements.count)
        }
      case .actions:
        let selected = selectedEntryID
        actionRows.elements = try service.actions(search: search, limit: limit)
        if keepingPlace, let index = actionRows.elements.firstIndex(where: { $0.id == selected }) {
          list.select(index, rowCount: actionRows.elements.count)
        }
      case .created:
        let selected = selectedEntryID
        createdRows.elements = try service.createdCodes(search: search, limit: limit)
        if keepingPlace, let index = createdRows.elements.firstIndex(where: { $0.id == selected }) {
          list.select(index, rowCount: createdRows.elements.count)
        }
      }
      list.columns = columns
    } catch {
      readError = "cannot read history: \(describe(error))"
      return .status(.error(readError ?? ""))
    }
    // The failure said in the status line is over ("reading…" would otherwise outlive the rows it waited for).
    let failedBefore = readError != nil
    readError = nil
    return failedBefore ? .sequence([.status(StatusMessage("", lifetime: .zero)), .redraw]) : .redraw
  }

  /// Appends the next page when the selection is within a screenful of the end and more may exist; a page that
  /// cannot be read is said in the status line (the list would otherwise look complete), and asked for again
  /// at the next move.
  private func loadMoreIfNeeded() -> StatusMessage? {
    let loaded = rows.rowCount
    guard loaded > 0, loaded % Self.pageSize == 0, list.selectedIndex >= loaded - max(50, list.visibleRowCount) else {
      return nil
    }
    let service = environment.service
    do {
      switch view {
      case .movements:
        movementRows.elements += try service.movements(
          search: searchField.text, station: stationFilter, limit: Self.pageSize,
          before: movementRows.elements.last?.id)
      case .scans:
        scanRows.elements += try service.scans(
          search: searchField.text, station: stationFilter, limit: Self.pageSize, before: scanRows.elements.last?.id)
      case .actions:
        actionRows.elements += try service.actions(
          search: searchField.text, limit: Self.pageSize, before: actionRows.elements.last?.id)
      case .created:
        // No offset here: the list is read again, one page longer.
        createdRows.elements = try service.createdCodes(search: searchField.text, limit: loaded + Self.pageSize)
      }
    } catch {
      return .error("cannot read more history: \(describe(error))")
    }
    list.columns = columns
    return nil
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    if !loaded { reload() }
    if showsStation != (rect.width >= Self.stationColumnMinimumWidth) {
      showsStation.toggle()
      list.columns = columns
    }
    let (top, rest) = rect.splitTop(1)
    canvas.fill(top)
    let filtered = onlyThisStation && (view == .movements || view == .scans)
    let title = view.title + (filtered ? " · this station" : "")
    canvas.put(title, row: top.row, column: top.column, role: .title, clip: top)
    let fieldColumn = top.column + max(18, title.terminalWidth + 2)
    let fieldRect = Rect(row: top.row, column: fieldColumn, width: max(10, min(30, top.width - 30)), height: 1)
    let fieldCursor = searchField.draw(into: &canvas, in: fieldRect, focused: searching)
    canvas.put(
      "v: " + view.next.title.lowercased(), row: top.row, column: fieldRect.right + 2, role: .dim,
      clip: top)
    // Scans keep a line under the list for the selected scan's GS1 data, which a narrow Detail column cuts.
    let (listArea, gs1Line) = rest.splitBottom(view == .scans && rest.height >= 8 ? 1 : 0)
    let empty =
      readError.map { "\(StyleRole.error.symbol ?? "") \($0)" }
      ?? (view == .created ? "No codes made yet: the Generate screen makes them." : "No history yet.")
    let listCursor = list.draw(into: &canvas, in: listArea, dataSource: rows, emptyText: empty)
    drawSelectedGS1(into: &canvas, in: gs1Line)
    canvas.cursor = searching ? fieldCursor : listCursor
  }

  /// "GS1 (01)09506000134352(17)261231(10)ABC123: expiry 2026-12-31, batch ABC123" for the selected scan.
  private func drawSelectedGS1(into canvas: inout Canvas, in line: Rect) {
    canvas.fill(line)
    guard line.height > 0, scanRows.elements.indices.contains(list.selectedIndex),
      let gs1 = scanRows.elements[list.selectedIndex].gs1
    else { return }
    let summary = gs1.summary.isEmpty ? "" : ": " + gs1.summary
    let text = ("GS1 " + gs1.elementString + summary).terminalSafe
    canvas.put(text.truncated(toColumns: line.width), in: line, role: .hint)
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick: return watcher.hasChanged() ? reload(keepingPlace: true) : .none
    case .command(let command): return perform(command)
    default: break
    }
    if searching {
      switch searchField.handle(event) {
      case .edited:
        list.select(0, rowCount: 1)
        return reload()
      case .submitted: return perform(.leaveSearch)
      case .unhandled: return .unhandled
      default: return .redraw
      }
    }
    let result = list.handle(event, rowCount: rows.rowCount)
    if case .activated = result, view == .created { return perform(.reopenCreated) }
    let action = list.action(for: result)
    if let problem = loadMoreIfNeeded() { return .status(problem) }
    return action
  }

  private func perform(_ command: Command) -> ScreenAction {
    switch command {
    case .switchHistory:
      view = view.next
      list = ListView(columns: columns)
      return reload()
    case .thisStationOnly:
      guard view == .movements || view == .scans else {
        return .status(.info("o keeps this station's movements or scans: v shows them"))
      }
      onlyThisStation.toggle()
      let station = environment.service.origin.station
      return .sequence([
        reload(),
        .status(
          .info(onlyThisStation ? "only this station's (\(station)): o shows every station's" : "every station's")),
      ])
    case .search:
      searching = true
      return .redraw
    case .leaveSearch:
      searching = false
      return .redraw
    case .clearSearch:
      guard searching || !searchField.text.isEmpty else { return .unhandled }
      searching = false
      searchField.text = ""
      return reload()
    case .undo:
      return offerUndo(environment: environment) { [weak self] _ in self?.reload(keepingPlace: true) }
    case .redo:
      return redoLastUndo(environment: environment) { [weak self] _ in self?.reload(keepingPlace: true) }
    case .reopenCreated:
      guard view == .created, let code = createdRows.element(at: list.selectedIndex) else { return .unhandled }
      return .push(GenerateScreen(environment: environment, reopening: code))
    case .exportHistory:
      return exportPrompt()
    case .deleteCreated:
      guard view == .created else { return .status(.info("d forgets a created code: v shows the Created list")) }
      guard let code = createdRows.element(at: list.selectedIndex) else { return .none }
      return confirmDeleting(code)
    default:
      return .unhandled
    }
  }

  /// The view as shown (its search and station filter), every entry, newest first: off the input thread with a
  /// progress dialog that Esc stops (nothing is written then).
  private func exportPrompt() -> ScreenAction {
    let kind: HistoryKind
    switch view {
    case .movements: kind = .movements
    case .scans: kind = .scans
    case .actions: kind = .actions
    case .created: return .status(.info("x exports movements, scans or actions: v shows them"))
    }
    let service = environment.service
    let (search, station) = (searchField.text, kind == .actions ? nil : stationFilter)
    let filtered = !search.isEmpty || station != nil
    let what = view.title.lowercased() + (filtered ? " shown" : "")
    return FileActions(service: service).exportPrompt(
      title: "Export history", label: "CSV file for the \(what):", stem: "stockroom-\(kind.rawValue)", rows: nil,
      export: { sink in try service.exportHistory(kind, search: search, station: station, to: sink) },
      done: { count, path in "exported \(kind.counted(count))\(filtered ? " (as filtered)" : "") to \(path)" })
  }

  /// Forgets `code` after asking; the file it went to stays.
  private func confirmDeleting(_ code: CreatedCode) -> ScreenAction {
    let service = environment.service
    let what = "\(code.kind) \(code.preview.prefix(30))".terminalSafe
    return .present(
      ConfirmDialog(title: "Forget", message: "Forget created code #\(code.id ?? 0), \(what)? Its file is kept.") {
        [weak self] yes in
        guard let self, yes, let id = code.id else { return .status(.info("kept created code #\(code.id ?? 0)")) }
        return environment.saving("created code #\(id)") {
          try service.deleteCreatedCode(id: id)
          return "forgot created code #\(id)"
        } then: { [weak self] in
          self?.reload(keepingPlace: true)
        }
      })
  }

  private static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter
  }()

  static func format(_ date: Date) -> String { formatter.string(from: date) }
}

extension HistoryScreen: ProvisionalKeyTarget {
  /// Its printable keys move in the list or are not its own: a move can be taken back. Typing a search waits
  /// for the scanner gap (a burst there is a search, not a scan).
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    guard !searching else { return nil }
    let saved = list
    return ListView.checkpoint(before: key, in: keymaps) { [weak self] in self?.list = saved }
  }
}
