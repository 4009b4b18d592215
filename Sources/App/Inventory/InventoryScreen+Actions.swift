import InventoryCore
import TerminalUI

extension InventoryScreen {
  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick(let time):
      if watcher.hasChanged() { return reload() }
      let collected = rows.collect()
      if let shift = collected.shift { list.shift(by: shift, rowCount: rows.rowCount) }
      if collected.searched { list.select(0, rowCount: rows.rowCount) }
      let changed = collected.summed || collected.shift != nil || collected.searched
      // The sums wait until typing has paused for a while (not a tick count: ticks are 50 ms apart, and a
      // sum of 100,000 matches running between two keystrokes would delay the second one).
      let since = quietSince ?? time
      quietSince = since
      guard time - since >= Self.typingPause else { return changed ? .redraw : .none }
      do { return try rows.updateTotals() || changed ? .redraw : .none } catch {
        loadError = "cannot sum the list: \(describe(error))"
        return .redraw
      }
    case .scan(let code):
      return select(scanned: code)
    case .resize:
      return .redraw
    case .command(let command):
      return perform(command)
    default:
      break
    }
    if searching { return handleSearchKey(event) }
    if case .mouse(let mouse) = event, mouse.kind == .click, mouse.position.row == list.rowsArea.row - 1 {
      return sortByColumn(at: mouse.position.column)
    }
    switch list.handle(event, rowCount: rows.rowCount) {
    case .unhandled: return .unhandled
    case .unchanged: return .none
    case .moved: return .redraw
    case .activated: return perform(.editItem)
    }
  }

  private func handleSearchKey(_ event: InputEvent) -> ScreenAction {
    switch searchField.handle(event) {
    case .edited:
      quietSince = nil
      do {
        guard try rows.search(searchField.text) else { return .redraw }  // the rows come on a tick
        loadError = nil
      } catch {
        loadError = "cannot read the inventory: \(describe(error))"
      }
      list.select(0, rowCount: 1)
      return .redraw
    case .submitted: return perform(.leaveSearch)
    case .unhandled: return .unhandled
    case .moved, .unchanged: return .redraw
    }
  }

  func perform(_ command: Command) -> ScreenAction {
    switch command {
    case .search:
      searching = true
      rows.prepareSearch()
      return .redraw
    case .leaveSearch:
      searching = false
      return .redraw
    case .clearSearch:
      guard searching || !searchField.text.isEmpty else { return .unhandled }
      searching = false
      searchField.text = ""
      rows.query.search = ""
      return reload()
    case .editItem:
      guard let item = selectedItem else { return .none }
      return .push(editor(ItemEditorScreen(environment: environment, editing: item)))
    case .newItem:
      return .push(editor(ItemEditorScreen(environment: environment)))
    case .addOne: return adjustSelected(by: 1)
    case .removeOne: return adjustSelected(by: -1)
    case .deleteItem: return confirmDelete()
    case .undo: return offerUndo(environment: environment) { [weak self] step in self?.show(step) }
    case .redo: return redoLastUndo(environment: environment) { [weak self] step in self?.show(step) }
    case .filterCategory: return chooseCategory()
    case .filterLocation: return chooseLocation()
    case .fieldColumn: return chooseFieldColumn()
    case .sortByField: return sortByFieldColumn()
    case .filterField: return chooseFieldFilter()
    case .sortNext:
      // Last counted sorts the never counted first: what to count next.
      let all = ItemQuery.SortColumn.allCases.filter { $0 != .updated }
      let index = all.firstIndex(of: rows.query.sort) ?? 0
      return sort(by: all[(index + 1) % all.count], ascending: true)
    case .sortReverse:
      return reorder { $0.ascending.toggle() }
    case .exportItems:
      // Only the choice's wording ("all N items"): unreadable, the list's own count stands in.
      let total = (try? environment.service.count(matching: ItemQuery())) ?? rows.count
      return FileActions(service: environment.service).exportItemsChoice(
        matching: rows.query, shown: rows.count, total: total)
    case FileActions.importItems:
      return FileActions(service: environment.service).importItemsChooser()
    case .itemLabel:
      guard let item = selectedItem else { return .bell }
      return labels(LabelRun(environment: environment, item: item))
    case .listLabels:
      let service = environment.service
      let query = rows.query
      let subject = query == ItemQuery() ? "every item" : "the list as filtered"
      return labels(LabelRun(environment: environment, subject: subject) { try service.items(matching: query) })
    default:
      return .unhandled
    }
  }

  /// Starts `run`; items given in-store codes show them at once.
  private func labels(_ run: LabelRun) -> ScreenAction {
    run.onCodesGiven = { [weak self] _ in self?.reload() }
    return run.start()
  }

  /// Opens `screen` so that, once it saves, the list shows the saved item selected.
  func editor(_ screen: ItemEditorScreen) -> ItemEditorScreen {
    screen.onSave = { [weak self] item in
      self?.reveal(item)
      return .none
    }
    return screen
  }

  private func adjustSelected(by delta: Int) -> ScreenAction {
    guard let item = selectedItem, let id = item.id else { return .bell }
    let service = environment.service
    return environment.saving(item.name) {
      try service.adjustQuantity(itemID: id, by: delta)
    } finish: { [weak self] outcome in
      switch outcome {
      case .success(let change):
        self?.reload()
        return .status(.success("\(change.item.name): \(change.from) → \(change.to)"))
      case .failure(let error):
        return .sequence([.status(.error(describe(error))), .bell])
      }
    }
  }

  private func confirmDelete() -> ScreenAction {
    guard let item = selectedItem, let id = item.id else { return .bell }
    let (environment, service) = (environment, environment.service)
    return .present(
      ConfirmDialog(title: "Delete", message: "Delete \(item.name)? Its history stays.") { [weak self] yes in
        guard yes else { return .status(.info("\(item.name) kept")) }
        return environment.saving("the deletion of \(item.name)") {
          try service.deleteItem(id: id)
        } finish: { outcome in
          switch outcome {
          case .success:
            self?.reload()
            return .status(.success("deleted \(item.name)"))
          case .failure(let error):
            return .status(.error(describe(error)))
          }
        }
      })
  }

  private func chooseCategory() -> ScreenAction {
    let categories = rows.categories.values.sorted { $0.name.lowercased() < $1.name.lowercased() }
    var options = [PickerDialog<Int>.Option("All categories", value: 0), .init("Uncategorised", value: 1)]
    options += categories.enumerated().map {
      PickerDialog<Int>.Option(
        $1.name, role: PaletteColor(rawValue: $1.color.rawValue).map { .category($0) }, value: $0 + 2)
    }
    return .present(
      PickerDialog(title: "Show category", label: "Category (type to filter):", filtering: options) {
        [weak self] index, _ in
        guard let self else { return .none }
        switch index {
        case 0: rows.query.category = .any
        case 1: rows.query.category = .uncategorised
        default:
          guard let id = categories[index - 2].id else { return .none }
          rows.query.category = .category(id)
        }
        list.select(0, rowCount: 1)
        return reload()
      })
  }

  /// The same items in another order, the selected one still selected on the same screen row. Nothing is
  /// recounted or summed (the items did not change); the rows around the selection are sought from it, and on
  /// a large list its exact position comes later (`InventoryRows.anchor`).
  private func sort(by column: ItemQuery.SortColumn, ascending: Bool) -> ScreenAction {
    reorder {
      $0.sortField = nil
      $0.sort = column
      $0.ascending = ascending
    }
  }

  /// The list in the order `change` makes (by a column, a field, the other way), as `sort(by:ascending:)` says.
  func reorder(_ change: (inout ItemQuery) -> Void) -> ScreenAction {
    let selected = selectedItem
    let index = list.selectedIndex
    change(&rows.query)
    rows.reorder()
    list.columns = columns()
    guard let selected else { return .redraw }
    guard let anchored = rows.anchor(on: selected, estimate: index) else {
      reveal(selected)
      return .redraw
    }
    list.shift(by: anchored - index, rowCount: rows.rowCount)
    return .redraw
  }

  /// A click on a column title sorts by that column (again: reverses).
  private func sortByColumn(at column: Int) -> ScreenAction {
    let widths = ListColumn.layout(list.columns, in: list.rowsArea.width)
    var left = list.rowsArea.column
    for (index, width) in widths.enumerated() {
      if column >= left && column < left + width, rows.fieldColumn != nil, index == widths.count - 1 {
        return sortByFieldColumn()
      }
      if column >= left && column < left + width, InventoryRows.sortColumns.indices.contains(index),
        let sortColumn = InventoryRows.sortColumns[index]
      {
        let again = sortColumn == rows.query.sort && rows.query.sortField == nil
        return sort(by: sortColumn, ascending: again ? !rows.query.ascending : true)
      }
      left += width + 1
    }
    return .none
  }

  /// After an undo or redo: the list re-read, the item concerned selected when it still exists.
  func show(_ step: UndoStep) {
    reload()
    // Unreadable: the selection stays; the reload above says why.
    if let id = step.itemID, let item = try? environment.service.item(id: id) { reveal(item) }
  }

  /// Leaves the search field and selects `item` (^G "go to item").
  func show(_ item: Item) {
    searching = false
    reveal(item)
  }

  /// Selects `item` in the list, clearing the search and filter when they hide it.
  func reveal(_ item: Item) {
    guard let id = item.id else { return }
    reload()
    // Unreadable (or not in this list): the filters are cleared and it is looked for again; the reload says why.
    var position = try? environment.service.position(ofItem: id, matching: rows.query)
    if position == nil {
      rows.query.search = ""
      rows.query.category = .any
      rows.query.fieldFilters = []
      searchField.text = ""
      reload()
      position = try? environment.service.position(ofItem: id, matching: rows.query)
    }
    if let position { list.select(position, rowCount: rows.rowCount) }
  }

  /// A scan here is handled like on every screen (the global mode and the policy) and also selects the
  /// scanned item's row; an unknown code in add mode opens the editor, and the saved item is selected.
  private func select(scanned code: String) -> ScreenAction {
    searching = false
    let recorded = ScanHandler(environment: environment).record(code, source: .usbScanner) { [weak self] in
      self?.editor($0) ?? $0
    }
    switch recorded.result {
    case .applied(let change, _): reveal(change.item)
    case .offered(let item, _, _), .lookedUp(let item, _), .insufficientStock(let item, _, _),
      .overMaximum(let item, _, _):
      reveal(item)
    default: break
    }
    return .sequence([recorded.action, .redraw])
  }
}
