import Foundation
import InventoryCore
import InventoryStore
import TerminalUI

/// Stock movements or scans, newest first, searchable (item name, or code and item for scans); v switches
/// between the two, u undoes the last stock change. Entries are read `pageSize` at a time, the next page
/// when the selection comes near the end of what is loaded.
final class HistoryScreen: Screen {
  enum View { case movements, scans }

  let title = "History"
  static let pageSize = 500
  private let environment: AppEnvironment
  private(set) var view = View.movements
  private let movementRows = ArrayRows<StockMovement> { movement in
    ListRow(texts: [
      HistoryScreen.format(movement.time), movement.itemName, (movement.delta > 0 ? "+" : "") + String(movement.delta),
      movement.reason.rawValue, movement.source.rawValue,
    ])
  }
  private let scanRows = ArrayRows<ScanRecord> { scan in
    ListRow(
      texts: [HistoryScreen.format(scan.time), scan.code, scan.outcome.word, scan.detail, scan.source.rawValue],
      role: scan.outcome.isProblem ? .warning : .normal)
  }
  private var list = ListView(columns: [])
  private var searchField = TextField(placeholder: "/ to search")
  private var searching = false
  private let watcher: ChangeWatcher
  private var loaded = false

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
      return [
        time, ListColumn("Item", width: .flexible(minimum: 10, weight: 3)),
        ListColumn("Change", width: .fixed(7), alignRight: true), ListColumn("Reason", width: .fixed(9)), source,
      ]
    case .scans:
      return [
        time, ListColumn("Code", width: .fixed(14)), ListColumn("Outcome", width: .fixed(11)),
        ListColumn("Item / detail", width: .flexible(minimum: 8, weight: 3)), source,
      ]
    }
  }

  /// How many entries are read so far.
  var loadedCount: Int { rows.rowCount }

  private var rows: any ListDataSource { view == .movements ? movementRows : scanRows }

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
          .init(.clearSearch, [.escape], hint: false),
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
        movementRows.elements = try service.movements(search: search, limit: limit)
        if keepingPlace, let index = movementRows.elements.firstIndex(where: { $0.id == selected }) {
          list.select(index, rowCount: movementRows.elements.count)
        }
      case .scans:
        let selected =
          scanRows.elements.indices.contains(list.selectedIndex) ? scanRows.elements[list.selectedIndex].id : nil
        scanRows.elements = try service.scans(search: search, limit: limit)
        if keepingPlace, let index = scanRows.elements.firstIndex(where: { $0.id == selected }) {
          list.select(index, rowCount: scanRows.elements.count)
        }
      }
    } catch {
      return .status(.error("cannot read history: \(describe(error))"))
    }
    return .redraw
  }

  /// Appends the next page when the selection is within a screenful of the end and more may exist.
  private func loadMoreIfNeeded() {
    let loaded = rows.rowCount
    guard loaded > 0, loaded % Self.pageSize == 0, list.selectedIndex >= loaded - max(50, list.visibleRowCount) else {
      return
    }
    let service = environment.service
    switch view {
    case .movements:
      movementRows.elements +=
        (try? service.movements(search: searchField.text, limit: Self.pageSize, offset: loaded)) ?? []
    case .scans:
      scanRows.elements += (try? service.scans(search: searchField.text, limit: Self.pageSize, offset: loaded)) ?? []
    }
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    if !loaded { reload() }
    let (top, rest) = rect.splitTop(1)
    canvas.fill(top)
    canvas.put(view == .movements ? "Stock movements" : "Scans", row: top.row, column: top.column, role: .title)
    let fieldRect = Rect(row: top.row, column: top.column + 18, width: max(10, min(30, top.width - 30)), height: 1)
    let fieldCursor = searchField.draw(into: &canvas, in: fieldRect, focused: searching)
    canvas.put(
      "v: " + (view == .movements ? "scans" : "movements"), row: top.row, column: fieldRect.right + 2, role: .dim,
      clip: top)
    let listCursor = list.draw(into: &canvas, in: rest, dataSource: rows, emptyText: "No history yet.")
    canvas.cursor = searching ? fieldCursor : listCursor
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
    let action = list.action(for: list.handle(event, rowCount: rows.rowCount))
    loadMoreIfNeeded()
    return action
  }

  private func perform(_ command: Command) -> ScreenAction {
    switch command {
    case .switchHistory:
      view = view == .movements ? .scans : .movements
      list = ListView(columns: columns)
      return reload()
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
      return undoLastChange(service: environment.service) { self.reload() }
    default:
      return .unhandled
    }
  }

  private static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter
  }()

  static func format(_ date: Date) -> String { formatter.string(from: date) }
}
