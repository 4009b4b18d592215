import InventoryCore
import TerminalUI

extension SessionsScreen {
  /// The keys of the open sessions' list: start one, join one, discard one.
  func performOnList(_ command: Command) -> ScreenAction {
    switch command {
    case .sessionNewCount: return chooseCountScope()
    case .sessionNewReceive: return start(.receive, scope: .everything)
    case .sessionNewRemove: return start(.remove, scope: .everything)
    case .sessionJoin:
      guard let row = openSessions.element(at: sessionList.selectedIndex) else { return .bell }
      return row.session.isOpen ? join(row.session, started: false) : showClosed(row.session)
    case .sessionDiscard:
      guard let row = openSessions.element(at: sessionList.selectedIndex), row.session.isOpen else { return .bell }
      return confirmDiscard(row.session)
    case .sessionShowClosed:
      showsClosed.toggle()
      sessionList.select(0, rowCount: 1)
      return .sequence([
        reload(), .status(.info(showsClosed ? "committed and discarded sessions (v: open ones)" : "open sessions")),
      ])
    case .sessionExport:
      guard let row = openSessions.element(at: sessionList.selectedIndex) else { return .bell }
      return exportReport(row.session)
    case .undo:
      return offerUndo(environment: environment) { [weak self] _ in self?.reload() }
    case .redo:
      return redoLastUndo(environment: environment) { [weak self] _ in self?.reload() }
    default: return .unhandled
    }
  }

  /// What a new count covers: everything, a category, or what the Inventory tab shows (its search and filter).
  private func chooseCountScope() -> ScreenAction {
    let shown = inventoryQuery()
    let listed = SessionScope(category: shown.category, search: shown.search)
    var options = [ChoiceDialog.Option("Everything"), ChoiceDialog.Option("A category…")]
    if !listed.isEverything {
      let words = SessionWording.scope(listed, categoryName: shownCategoryName(listed))
      options.append(ChoiceDialog.Option("What the Inventory tab shows (\(words))"))
    }
    return .present(
      ChoiceDialog(
        title: environment.scanDesk.here.map { "Count what at \($0.path)?" } ?? "Count what?", options: options
      ) { [weak self] index in
        guard let self else { return .none }
        switch index {
        case 0: return start(.count, scope: .everything)
        case 1: return chooseCategory()
        default: return start(.count, scope: listed)
        }
      })
  }

  private func shownCategoryName(_ scope: SessionScope) -> String? {
    scope.storedCategoryID.flatMap { categoryNames[$0] }
  }

  private func chooseCategory() -> ScreenAction {
    let categories: [InventoryCore.Category]
    do { categories = try service.categories().map(\.category) } catch {
      return .status(.error("cannot read the categories: \(describe(error))"))
    }
    let options =
      [PickerDialog<Int>.Option("Uncategorised", value: 0)]
      + categories.enumerated().map {
        PickerDialog<Int>.Option(
          $1.name, role: PaletteColor(rawValue: $1.color.rawValue).map { .category($0) }, value: $0 + 1)
      }
    return .present(
      PickerDialog(title: "Count which category?", label: "Category (type to filter):", filtering: options) {
        [weak self] index, _ in
        guard let self else { return .none }
        guard index > 0 else { return start(.count, scope: SessionScope(category: .uncategorised)) }
        guard let id = categories[index - 1].id else { return .bell }
        return start(.count, scope: SessionScope(category: .category(id)))
      })
  }

  /// Starts a session and joins it: the next scan on this terminal goes into it.
  /// A count started while "here" is set (a location's label scanned last) counts that location only.
  func start(_ kind: StockSession.Kind, scope: SessionScope) -> ScreenAction {
    var located = scope
    if kind == .count, let here = environment.scanDesk.here { located.locationID = here.location.id }
    let scope = located
    let service = service
    return environment.saving("a new \(kind.rawValue)") {
      try service.startSession(kind: kind, scope: scope, note: "")
    } finish: { [weak self] outcome in
      switch outcome {
      case .success(let session): return self?.join(session, started: true) ?? .none
      case .failure(let error):
        return .sequence([.status(.error("cannot start a \(kind.rawValue): \(describe(error))")), .bell])
      }
    }
  }

  /// This terminal's scans go into `session` from now on, on every tab.
  func join(_ session: StockSession, started: Bool) -> ScreenAction {
    environment.scanDesk.joinedSession = session
    reload()
    let what = started ? "started" : "joined"
    let message =
      "\(what) \(SessionText.name(session)): every scan on this terminal goes into it (no offers); "
      + "c commits, l leaves"
    return .status(.info(message))
  }

  /// Asks, then discards `session` (the joined one, or one in the list): no stock changes.
  func confirmDiscard(_ session: StockSession) -> ScreenAction {
    let lineCount: Int
    do { lineCount = try service.sessionLines(id: session.id).count } catch {
      return .status(.error("cannot read \(SessionText.name(session)): \(describe(error))"))
    }
    let message =
      "Discard \(SessionText.name(session))? No stock changes; "
      + (lineCount == 1 ? "its line is" : "its \(lineCount) lines are") + " kept for the record."
    return .present(
      ConfirmDialog(title: "Discard", message: message) { [weak self] yes in
        guard let self else { return .none }
        guard yes else { return .status(.info("\(SessionText.name(session)) kept open")) }
        let (service, desk) = (service, environment.scanDesk)
        return environment.saving(SessionText.name(session)) {
          try service.discardSession(id: session.id)
          return "discarded \(SessionText.name(session)): no stock changed"
        } then: { [weak self] in
          if desk.joinedSession?.id == session.id { desk.joinedSession = nil }
          self?.reload()
        }
      })
  }
}
