import InventoryCore
import TerminalUI

/// The inventory list: every item with its barcode, category (in its colour), quantity, minimum and price;
/// low-stock rows marked "▼", out-of-stock rows "○". Sorting by any column, incremental search, a category filter, the count and
/// total value at the bottom; a custom field as the last column, the list sorted or filtered by it (f, o, v).
/// Only the visible rows are fetched, so 100,000 items scroll as fast as 10.
/// A scan follows the scan mode like on every screen, and selects the scanned item. L makes the selected item's
/// labels, P a sheet for the list as shown (`LabelRun`).
final class InventoryScreen: Screen {
  let title = "Inventory"
  let environment: AppEnvironment
  let rows: InventoryRows
  var list: ListView
  var searchField = TextField(placeholder: "/ to search")
  var searching = false
  let watcher: ChangeWatcher
  /// When the first tick after the last search keystroke came (the totals are summed once typing pauses).
  var quietSince: Duration?
  /// How long typing must pause before units and value are summed.
  static let typingPause: Duration = .milliseconds(350)
  /// The last reload's failure, shown until a reload succeeds (the status line would lose it).
  var loadError: String?

  init(environment: AppEnvironment) {
    self.environment = environment
    rows = InventoryRows(service: environment.service)
    list = ListView(columns: InventoryRows.columns(sortedBy: .name, ascending: true))
    watcher = ChangeWatcher(service: environment.service)
    reload()
    rows.prepareSearch()
    _ = watcher.hasChanged()
  }

  var keymaps: [Keymap] {
    if searching {
      return [
        Keymap(
          "Search (a scan still selects its item)",
          [.init(.leaveSearch, [.enter, .down, .tab]), .init(.clearSearch, [.escape])]),
        searchField.keymap,
      ]
    }
    return [
      Keymap(
        "Inventory (a scan follows the scan mode and selects its item)",
        [
          .init(.editItem, [.enter, .char("e")]), .init(.newItem, [.char("n")]),
          .init(.addOne, [.char("+"), .char("=")]), .init(.removeOne, [.char("-")]),
          .init(.search, [.char("/")]), .init(.undo, [.char("u")]), .init(.redo, [.char("U"), .ctrl("r")]),
          .init(.deleteItem, [.char("d"), .delete], hint: false),
          .init(.filterCategory, [.char("c")], hint: false), .init(.filterLocation, [.char("w")], hint: false),
          .init(.sortNext, [.char("s")], hint: false), .init(.fieldColumn, [.char("f")], hint: false),
          .init(.sortByField, [.char("o")], hint: false), .init(.filterField, [.char("v")], hint: false),
          .init(.sortReverse, [.char("S")], hint: false), .init(.clearSearch, [.escape], hint: false),
          .init(.exportItems, [.char("x")], hint: false), .init(FileActions.importItems, [.char("i")], hint: false),
          .init(.itemLabel, [.char("L")], hint: false), .init(.listLabels, [.char("P")], hint: false),
        ]),
      list.keymap,
    ]
  }

  var selectedItem: Item? { rows.item(at: list.selectedIndex) }

  var awaitsBackgroundWork: Bool { rows.awaitsBackgroundWork }

  /// What typing into the search or moving in the list changes, so a key that starts a scanner burst can
  /// be taken back (see `ProvisionalKeyTarget`).
  private struct TypingState {
    var list: ListView
    var searchField: TextField
    var searching: Bool
    var query: ItemQuery
    var quietSince: Duration?
  }

  private var typingState: TypingState {
    get {
      TypingState(list: list, searchField: searchField, searching: searching, query: rows.query, quietSince: quietSince)
    }
    set {
      list = newValue.list
      searchField = newValue.searchField
      searching = newValue.searching
      quietSince = newValue.quietSince
      if rows.query != newValue.query {
        rows.query = newValue.query
        reload(queryOnly: true)
      }
    }
  }

  /// Re-reads the count, totals and categories; the rows themselves are fetched when drawn.
  @discardableResult
  func reload(queryOnly: Bool = false) -> ScreenAction {
    do {
      try rows.reload(includingCategories: !queryOnly)
      loadError = nil
    } catch {
      loadError = "cannot read the inventory: \(describe(error))"
    }
    list.columns = columns()
    return .redraw
  }

  /// The list's columns for the query and the field column (`InventoryRows.columns`).
  func columns(shown: [Item] = [], showsCounted: Bool = false) -> [ListColumn] {
    InventoryRows.columns(
      sortedBy: rows.query.sort, ascending: rows.query.ascending, shown: shown, showsCounted: showsCounted,
      field: rows.fieldColumn, sortField: rows.query.sortField)
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let (top, rest) = rect.splitTop(1)
    let (middle, bottom) = rest.splitBottom(1)
    let showsCounted = middle.width >= InventoryRows.countedColumnMinimumWidth
    drawFilters(into: &canvas, in: top, showsCounted: showsCounted)
    // The rows the list may show (it scrolls to the selection while drawing): their numbers set the widths.
    let lower = max(0, min(list.topIndex, list.selectedIndex - middle.height))
    let upper = min(rows.rowCount, max(list.topIndex, list.selectedIndex) + middle.height)
    rows.showsCounted = showsCounted
    list.columns = columns(shown: lower < upper ? rows.items(in: lower..<upper) : [], showsCounted: showsCounted)
    let listCursor = list.draw(
      into: &canvas, in: middle, dataSource: rows,
      emptyText: rows.query == ItemQuery() ? "No items yet: press n to add one, or scan a code." : "No item matches.")
    drawTotals(into: &canvas, in: bottom)
    let searchCursor = searchCursorPosition
    canvas.cursor = searching ? searchCursor : listCursor
  }

  private var searchCursorPosition: Position? = nil

  /// The search field and the category; the order too when it is by a column too narrow a list leaves out.
  private func drawFilters(into canvas: inout Canvas, in line: Rect, showsCounted: Bool) {
    canvas.fill(line)
    let label = "Search:"
    canvas.put(label, row: line.row, column: line.column, role: .title)
    let fieldWidth = max(10, min(30, line.width / 3))
    let fieldRect = Rect(row: line.row, column: line.column + 8, width: fieldWidth, height: 1)
    searchCursorPosition = searchField.draw(into: &canvas, in: fieldRect, focused: searching)
    let category: String =
      switch rows.query.category {
      case .any: "all"
      case .uncategorised: "uncategorised"
      case .category(let id): rows.categories[id]?.name ?? "?"
      }
    let rest = Rect(row: line.row, column: fieldRect.right + 2, width: line.right - fieldRect.right - 2, height: 1)
    let order =
      rows.query.sort == .lastCounted && !showsCounted
      ? " · order: last counted" + (rows.query.ascending ? "▲" : "▼") : ""
    let place = rows.query.location.map { " · at: \($0.description)" } ?? ""
    let values = rows.query.fieldFilters.map { " · \($0.described)" }.joined()
    canvas.put("Category: \(category)\(place)\(values)\(order)", in: rest, role: .dim)
  }

  private func drawTotals(into canvas: inout Canvas, in line: Rect) {
    if let problem = loadError ?? rows.readError {
      canvas.put("\(StyleRole.error.symbol ?? "") \(problem)", in: line, role: .error)
      return
    }
    guard !rows.searchPending else { return canvas.put("searching…", in: line, role: .dim) }
    let count = "\(rows.count) item\(rows.count == 1 ? "" : "s")"
    let currency = environment.settings.currency
    let text =
      rows.totals.map {
        "\(count) · \(StockLimits.groupedDigits($0.units)) units · value \(StockDisplay.money($0.value, currency: currency))"
      } ?? "\(count) · summing…"
    // The rows stay as last read while the server is away (the header says since when): said, not hidden.
    guard environment.service.offlineStatus.serverAway else { return canvas.put(text, in: line, role: .dim) }
    canvas.put(text + " · server away: as last read", in: line, role: .warning)
  }
}

extension InventoryScreen: ProvisionalKeyTarget {
  /// Typing in the search, a move in the list, "/" or "s"/"S" (the order) can be taken back; other
  /// letters change the stock or open something, and wait for the scanner gap.
  func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    if !searching, let command = Keymap.resolve(key, in: keymaps),
      ![.search, .sortNext, .sortReverse].contains(command), !Keymap.onlyMoves(key, in: keymaps)
    {
      return nil
    }
    let saved = typingState
    return KeyCheckpoint { [weak self] in self?.typingState = saved }
  }
}
