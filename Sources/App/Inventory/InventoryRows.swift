import InventoryCore
import TerminalUI

/// The inventory list's rows, fetched a window at a time: the list asks only for visible rows, and this
/// keeps the page around them (plus one page either side) so moving a line or a page costs no query.
/// `reload()` drops the window and recounts; it runs when the query changes or the database did. On a large
/// list (more than `backgroundFrom` items) the sums and, after a change of order, the exact position of the
/// selection are read off the input thread (`BackgroundRead`): the screen shows "summing…" and the rows
/// around the selection at once, and collects the rest on a tick (`collect`).
final class InventoryRows: ListDataSource {
  private let service: any Inventory
  var query: ItemQuery
  /// How many items match: counted at every reload, cheaply (the list needs it at once).
  private(set) var count = 0
  /// Units and value of the matches; after a search keystroke they are summed later, when typing pauses
  /// (`updateTotals`), since summing 100,000 matches would cost a keystroke its frame budget.
  private(set) var totals: ItemTotals?
  private(set) var categories: [Int64: InventoryCore.Category] = [:]
  /// Why the rows last asked for could not be read (the screen says so instead of showing a short list); nil
  /// once a read succeeds.
  private(set) var readError: String?
  /// The database's change token when the categories were read.
  private var categoriesToken: Int?
  private var window: (offset: Int, items: [Item]) = (0, [])
  /// The rows forgotten last: shown while fresh ones cannot be read (a server that hangs), as last read, so a read
  /// that fails never empties the list.
  private var lastShown: (offset: Int, items: [Item]) = (0, [])
  /// Lists longer than this are summed, and the selection placed after a change of order, in the background
  /// (summing 20,000 items, one category of a million, took 150-350 ms on the input thread).
  var backgroundFrom = 2_000
  private let backgroundTotals = BackgroundRead<ItemTotals>()
  private let backgroundPosition = BackgroundRead<Int?>()
  private let searchPreparation = BackgroundRead<Bool>()
  private let backgroundSearch = BackgroundRead<SearchResult>()
  /// A search typed on a large list is being read (`search(_:)`): `query` has its text, while the count and
  /// the rows shown are still the last search's; nothing is read for it on the input thread until it lands.
  private(set) var searchPending = false
  /// How many items the list held before its search: a search of a long list is read in the background.
  private var unsearchedCount = 0
  /// The item the window was anchored on with an estimated position, and that estimate, while its exact
  /// position is counted in the background.
  private var estimated: (id: Int64, index: Int)?

  /// Whether the rows have the last-counted cell (the screen shows its column when wide enough), which comes
  /// before the field column's.
  var showsCounted = true
  /// The custom field shown as the last column (`f`); nil: none.
  var fieldColumn: CustomField? {
    didSet { fieldTexts = [:] }
  }
  /// What the field column shows for the items read, by id: read once per item while the rows stay.
  private var fieldTexts: [Int64: String] = [:]

  init(service: any Inventory, query: ItemQuery = ItemQuery()) {
    self.service = service
    self.query = query
  }

  var rowCount: Int { count }

  /// A search, the sums or the selection's place being read off the input thread.
  var awaitsBackgroundWork: Bool {
    searchPending || backgroundTotals.awaitsCollection || backgroundPosition.awaitsCollection
  }

  /// Recounts and forgets the cached rows; re-reads the categories too unless only the query changed
  /// (a search keystroke: then the totals wait for `updateTotals`).
  /// Everything is read before anything is replaced: a read that fails (or is still running on a server that
  /// hangs) leaves the rows on screen as last read, never an empty list.
  func reload(includingCategories: Bool = true) throws {
    backgroundTotals.cancel()
    backgroundSearch.cancel()
    searchPending = false
    let fresh = try service.count(matching: query)
    let sums = includingCategories && fresh <= backgroundFrom ? try service.totals(matching: query) : nil
    let newCategories = includingCategories || categories.isEmpty ? try changedCategories() : nil
    forgetWindow()
    count = fresh
    if query.search.isEmpty { unsearchedCount = count }
    totals = sums
    if includingCategories, count > backgroundFrom { startSumming() }
    if let newCategories { (categories, categoriesToken) = newCategories }
  }

  /// The categories with the token they were read at, when the database changed since they were last read (they
  /// change only with it, not with the filter); nil when they are still as read.
  private func changedCategories() throws -> ([Int64: InventoryCore.Category], Int)? {
    let token = try service.changeToken()
    guard token != categoriesToken || categories.isEmpty else { return nil }
    let read = Dictionary(
      try service.categories().compactMap { summary in summary.category.id.map { ($0, summary.category) } },
      uniquingKeysWith: { first, _ in first })
    return (read, token)
  }

  /// Forgets the rows read in the old order: the count and sums stay (a new order has the same items).
  func reorder() {
    forgetWindow()
  }

  /// Sums the units and value if a search left them pending; returns whether it did. A large list is summed
  /// in the background instead (`collect` picks the sums up).
  func updateTotals() throws -> Bool {
    guard totals == nil, !backgroundTotals.isPending, !searchPending else { return false }
    if count > backgroundFrom {
      startSumming()
      return false
    }
    totals = try service.totals(matching: query)
    return true
  }

  /// The search text typed: on a list of more than `backgroundFrom` items its count and first rows are read off
  /// the input thread (the letter is shown at once; the rows as last read, "searching…", until they land and
  /// `collect` says so); a newer letter replaces a search still being read. A shorter list is read at once.
  /// Returns whether the rows changed now.
  func search(_ text: String) throws -> Bool {
    query.search = text
    guard unsearchedCount > backgroundFrom else {
      try reload(includingCategories: false)
      return true
    }
    searchPending = true
    estimated = nil
    backgroundPosition.cancel()
    backgroundTotals.cancel()
    totals = nil
    let (service, query) = (service, query)
    backgroundSearch.start {
      do {
        let count = try service.count(matching: query)
        let first = try service.window(of: query, positions: 0..<min(count, 64), total: count)
        return SearchResult(query: query, count: count, rows: first, error: nil)
      } catch {
        return SearchResult(query: query, count: 0, rows: [], error: "could not search: \(describe(error))")
      }
    }
    return false
  }

  /// What a search read in the background found.
  private struct SearchResult: Sendable {
    var query: ItemQuery
    var count: Int
    var rows: [Item]
    var error: String?
  }

  /// Readies the search off the input thread (a large inventory's name ranks), so the first letter typed does
  /// not wait for it.
  func prepareSearch() {
    let service = service
    searchPreparation.start {
      try service.prepareSearch()
      return true
    }
  }

  private func startSumming() {
    let (service, query) = (service, query)
    backgroundTotals.start { try service.totals(matching: query) }
  }

  /// Picks up what the background reads finished: whether the sums came, and by how many rows the list's
  /// indexes move now that the anchored item's exact position is known (`ListView.shift(by:rowCount:)`).
  func collect() -> (summed: Bool, shift: Int?, searched: Bool) {
    var searched = false
    if searchPending, let found = backgroundSearch.take(), found.query == query {
      forgetWindow()
      count = found.count
      window = (0, found.rows)
      readError = found.error
      searchPending = false
      searched = true
    }
    let (summed, shift) = collectSumsAndPosition()
    return (summed, shift, searched)
  }

  private func collectSumsAndPosition() -> (summed: Bool, shift: Int?) {
    var summed = false
    if let sums = backgroundTotals.take() {
      totals = sums
      count = sums.count
      summed = true
    }
    guard let anchor = estimated, let found = backgroundPosition.take() else { return (summed, nil) }
    estimated = nil
    guard let exact = found, exact != anchor.index else { return (summed, nil) }
    let delta = exact - anchor.index
    window.offset += delta
    return (summed, delta)
  }

  /// Reads the rows around `item` in the current order and returns the index to select it at: exact near
  /// either end of the list; elsewhere, on a large list, `estimate` (where the selection was) while the exact
  /// position is counted in the background, so a change of order never waits for a count. Nil when the item
  /// is not in the list.
  func anchor(on item: Item, estimate: Int) -> Int? {
    guard let id = item.id else { return nil }
    if searchPending { _ = try? reload(includingCategories: false) }  // read the search now: it is placed in it
    let page = 64
    guard let before = reading({ try service.items(matching: query, adjacentTo: item, forward: false, limit: page) }),
      let after = reading({ try service.items(matching: query, adjacentTo: item, forward: true, limit: page) })
    else { return nil }
    let index: Int
    var exact = true
    if before.count < page {
      index = before.count
    } else if after.count < page {
      index = max(before.count, count - 1 - after.count)
    } else if count <= backgroundFrom {
      // A failure leaves the selection where it was (nil); the next reload says why.
      guard let position = try? service.position(ofItem: id, matching: query) else { return nil }
      index = position
    } else {
      index = max(before.count, min(estimate, count - 1 - after.count))
      exact = false
    }
    forgetWindow()
    window = (index - before.count, before + [item] + after)
    if !exact {
      estimated = (id, index)
      let (service, query) = (service, query)
      backgroundPosition.start { try service.position(ofItem: id, matching: query) }
    }
    return index
  }

  /// Drops the cached rows, and any position still being counted for them.
  private func forgetWindow() {
    if !window.items.isEmpty { lastShown = window }
    window = (0, [])
    fieldTexts = [:]
    estimated = nil
    backgroundPosition.cancel()
  }

  /// The items at `range`, from the window when it covers them, else from a fresh window around them.
  /// A failed fetch gives the rows forgotten last (as last read), and `readError` says why.
  func items(in range: Range<Int>) -> [Item] {
    let cached = window.offset..<(window.offset + window.items.count)
    // While a search is read, only the rows as last read are shown: none is read for a count not yet known.
    if !searchPending, !(range.lowerBound >= cached.lowerBound && range.upperBound <= cached.upperBound) {
      let page = max(range.count, 20)
      if let extended = extendedWindow(for: range, page: page) {
        window = extended
      } else if let jumped = jumpedWindow(for: range, page: page) {
        window = jumped
      }
    }
    let shown = window.items.isEmpty && readError != nil ? lastShown : window
    let lower = max(0, range.lowerBound - shown.offset)
    let upper = min(shown.items.count, range.upperBound - shown.offset)
    return lower < upper ? Array(shown.items[lower..<upper]) : []
  }

  /// The window moved by a line or a page: rows fetched by seeking from its first or last item (cheap at
  /// any depth), keeping the rows still near the range. Nil when the range jumped or the order cannot seek.
  private func extendedWindow(for range: Range<Int>, page: Int) -> (offset: Int, items: [Item])? {
    let cached = window.offset..<(window.offset + window.items.count)
    guard let first = window.items.first, let last = window.items.last else { return nil }
    if range.upperBound > cached.upperBound, range.lowerBound >= cached.lowerBound,
      range.lowerBound <= cached.upperBound
    {
      let needed = range.upperBound - cached.upperBound + page
      guard let more = reading({ try service.items(matching: query, adjacentTo: last, forward: true, limit: needed) })
      else { return nil }
      let keepFrom = max(window.offset, range.lowerBound - page)
      return (keepFrom, Array(window.items[(keepFrom - window.offset)...]) + more)
    }
    if range.lowerBound < cached.lowerBound, range.upperBound <= cached.upperBound,
      range.upperBound >= cached.lowerBound
    {
      let needed = min(cached.lowerBound, cached.lowerBound - range.lowerBound + page)
      guard
        let earlier = reading({
          try service.items(matching: query, adjacentTo: first, forward: false, limit: needed)
        }), earlier.count == needed
      else { return nil }
      let keepTo = min(cached.upperBound, range.upperBound + page)
      return (cached.lowerBound - needed, earlier + Array(window.items[..<(keepTo - window.offset)]))
    }
    return nil
  }

  /// A fresh window around `range`, read the cheapest way the store knows (`Inventory.window`); nil when it could
  /// not be read (the rows as last read stay).
  private func jumpedWindow(for range: Range<Int>, page: Int) -> (offset: Int, items: [Item])? {
    let start = max(0, range.lowerBound - page)
    let end = min(rowCount, range.upperBound + page)
    guard let rows = reading({ try service.window(of: query, positions: start..<end, total: rowCount) }) else {
      return nil
    }
    // Read by position: positions estimated for the old window no longer apply.
    estimated = nil
    backgroundPosition.cancel()
    return (start, rows)
  }

  /// `read`'s rows, noting why when it fails (`readError`); nil then, or when the order cannot be sought.
  private func reading(_ read: () throws -> [Item]?) -> [Item]? {
    do {
      let rows = try read()
      readError = nil
      return rows
    } catch {
      readError = "could not read the list: \(describe(error))"
      return nil
    }
  }

  func item(at index: Int) -> Item? {
    guard index >= 0, index < rowCount else { return nil }
    return items(in: index..<(index + 1)).first
  }

  func rows(in range: Range<Int>) -> [ListRow] {
    items(in: range).map(row(for:))
  }

  /// A row: "▼" for low stock and "○" for out of stock (so they show without colour), the category in its colour.
  func row(for item: Item) -> ListRow {
    let category = item.categoryID.flatMap { categories[$0] }
    let categoryCell = ListCell(
      category?.name ?? "", role: category.flatMap { PaletteColor(rawValue: $0.color.rawValue) }.map { .category($0) })
    return ListRow(
      [
        ListCell(StockDisplay.mark(item.stockStatus)), ListCell(item.name),
        ListCell(item.barcode ?? ""), categoryCell, ListCell(String(item.quantity)),
        ListCell(String(item.minimumQuantity)),
        ListCell(item.price?.description ?? ""),
      ] + (showsCounted ? [ListCell(StockDisplay.lastCounted(item.lastCountedAt))] : [])
        + (fieldColumn == nil ? [] : [ListCell(fieldText(for: item))]), role: StockDisplay.role(item.stockStatus))
  }

  /// The field column's text for `item`: its value or the default (with the unit), empty for none, "?" when it
  /// cannot be read.
  private func fieldText(for item: Item) -> String {
    guard let field = fieldColumn, let id = item.id else { return "" }
    if let text = fieldTexts[id] { return text }
    let text: String
    do {
      let values = try (service as? any CustomFieldInventory)?.fieldValues(ofItem: id) ?? []
      let value = values.first { $0.field.id == field.id }
      text = value.map { $0.value == nil ? "" : $0.shown } ?? ""
    } catch {
      text = "?"
    }
    fieldTexts[id] = text
    return text
  }

  /// The column the list's sort key stands for, in the order of `row(for:)`'s cells.
  static let sortColumns: [ItemQuery.SortColumn?] = [
    nil, .name, .barcode, .category, .quantity, .minimum, .price, .lastCounted,
  ]

  /// The list shows when items were last counted from this width on (narrower, the name would be cut short).
  static let countedColumnMinimumWidth = 100

  /// The columns; the number columns widen to the widest number among `shown` (a number is never cut). The last
  /// counted date comes after them, when `showsCounted`, and `field`'s column last (a share of the width, like
  /// the category's); the title of the column the list is ordered by (`sortField`, or else `sort`) has an arrow.
  static func columns(
    sortedBy sort: ItemQuery.SortColumn, ascending: Bool, shown: [Item] = [], showsCounted: Bool = false,
    field: CustomField? = nil, sortField: CustomField? = nil
  ) -> [ListColumn] {
    let arrow = ascending ? "▲" : "▼"
    func title(_ text: String, _ column: ItemQuery.SortColumn) -> String {
      sort == column && sortField == nil ? "\(text)\(arrow)" : text
    }
    let fieldColumns = field.map { field in
      let name = field.name + (sortField?.id == field.id ? arrow : "")
      return [ListColumn(name, width: .flexible(minimum: 6, weight: 1), alignRight: field.kind.comparesAsNumbers)]
    }
    return [
      ListColumn("", width: .fixed(1)),
      ListColumn(title("Name", .name), width: .flexible(minimum: 10, weight: 3)),
      ListColumn(title("Barcode", .barcode), width: .fixed(14)),
      ListColumn(title("Category", .category), width: .flexible(minimum: 8, weight: 1)),
      ListColumn(
        title("Qty", .quantity), width: .fixed(StockDisplay.width(6, for: shown.map { String($0.quantity) })),
        alignRight: true),
      ListColumn(
        title("Min", .minimum), width: .fixed(StockDisplay.width(5, for: shown.map { String($0.minimumQuantity) })),
        alignRight: true),
      ListColumn(
        title("Price", .price), width: .fixed(StockDisplay.width(9, for: shown.map { $0.price?.description ?? "" })),
        alignRight: true),
    ] + (showsCounted ? [ListColumn(title("Counted", .lastCounted), width: .fixed(11), alignRight: true)] : [])
      + (fieldColumns ?? [])
  }
}
