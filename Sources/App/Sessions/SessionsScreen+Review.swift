import InventoryCore
import TerminalUI

extension SessionsScreen {
  /// The joined session's keys: review a line, add an item by hand, commit, discard, leave.
  func performOnLines(_ command: Command) -> ScreenAction {
    guard let session = joined else { return .unhandled }
    switch command {
    case .sessionLinePlus: return step(by: 1, in: session)
    case .sessionLineMinus: return step(by: -1, in: session)
    case .sessionLineSet: return askTotal(in: session)
    case .sessionLineDrop: return drop(in: session)
    case .sessionLineOpen: return open(in: session)
    case .sessionAddItem: return askItemToAdd(in: session)
    case .sessionUncounted: return toggleUncounted(in: session)
    case .sessionCommit: return confirmCommit(session)
    case .sessionExport: return exportReport(session)
    case .sessionDiscard: return confirmDiscard(session)
    case .sessionLeave:
      environment.scanDesk.joinedSession = nil
      reload()
      return .status(
        .info("left \(SessionText.name(session)): it stays open (Enter here resumes it); scans work as usual"))
    default: return .unhandled
    }
  }

  /// The line's key and total for the selected row: a line, or an item no one counted yet (total 0).
  private var selectedLine: (key: SessionLineKey, total: Int, title: String)? {
    switch selectedRow {
    case .line(let line): (line.key, line.quantity, line.title)
    case .notCounted(let item): (.item(item.itemID), 0, item.name)
    default: nil
    }
  }

  /// + appends one (a scan's worth, keyed); − sets the line one lower (an entry that corrects it).
  private func step(by delta: Int, in session: StockSession) -> ScreenAction {
    guard let line = selectedLine else { return .bell }
    let service = service
    return change(session) {
      if delta > 0, case .item(let id) = line.key {
        let addition = try service.addToSession(id: session.id, itemID: id, quantity: 1, source: .keyboard)
        return SessionText.lineNow(addition, title: line.title, kind: session.kind)
      }
      guard line.total + delta >= 0 else { throw SessionReviewRefusal("\(line.title) is at 0 already") }
      let result = try service.setSessionLine(id: session.id, line: line.key, to: line.total + delta, source: .keyboard)
      return "\(line.title): \(session.kind.quantityWord) \(result.quantity)"
    }
  }

  /// = asks for the line's number (0 to the maximum stock).
  private func askTotal(in session: StockSession) -> ScreenAction {
    guard let line = selectedLine else { return .bell }
    return .present(
      TextPrompt(
        title: "Set \(line.title)",
        label: "\(session.kind.quantityWord.capitalized) (0 to \(StockLimits.maximumQuantityText)):",
        text: String(line.total), validate: Self.problemWithTotal,
        onSubmit: { [weak self] text in
          guard let self, let total = Int(text.trimmingCharacters(in: .whitespaces)) else { return .bell }
          let service = service
          return change(session) {
            let result = try service.setSessionLine(id: session.id, line: line.key, to: total, source: .keyboard)
            return "\(line.title): \(session.kind.quantityWord) \(result.quantity)"
              + (result.expected.map { " (expected \($0))" } ?? "")
          }
        }))
  }

  /// Why `text` is not a line's number (nil when it is one).
  static func problemWithTotal(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, trimmed.allSatisfy(\.isASCII), trimmed.allSatisfy(\.isNumber) else {
      return "type a whole number, 0 or more"
    }
    guard let number = Int(trimmed), StockLimits.isQuantity(number) else {
      return "at most \(StockLimits.maximumQuantityText)"
    }
    return nil
  }

  /// Why `text` is not a number of units to add (1 or more).
  static func problemWithCount(_ text: String) -> String? {
    problemWithTotal(text) ?? (Int(text.trimmingCharacters(in: .whitespaces)) == 0 ? "1 or more" : nil)
  }

  private func drop(in session: StockSession) -> ScreenAction {
    guard case .line(let line) = selectedRow else { return .bell }
    let service = service
    return change(session) {
      let removed = try service.removeSessionLine(id: session.id, line: line.key)
      return "dropped \(line.title) (\(removed) \(removed == 1 ? "entry" : "entries"))"
    }
  }

  /// Enter: an unknown code is resolved; an item opens in the editor.
  private func open(in session: StockSession) -> ScreenAction {
    if case .line(let line) = selectedRow, line.isUnknownCode, let code = line.code {
      return chooseResolution(code: code, in: session)
    }
    guard let id = selectedRow?.itemID else { return .bell }
    let found: Item?
    do { found = try service.item(id: id) } catch {
      return .status(.error("cannot open item \(id): \(describe(error))"))
    }
    guard let item = found else { return .status(.error("item \(id) is gone")) }
    let editor = ItemEditorScreen(environment: environment, editing: item)
    editor.onSave = { [weak self] _ in self?.reload() ?? .none }
    return .push(editor)
  }

  /// z: an item no one counted flips between leaving its stock and setting it to 0; on the heading, every item
  /// not chosen one by one (the count's default).
  private func toggleUncounted(in session: StockSession) -> ScreenAction {
    let service = service
    switch selectedRow {
    case .notCounted(let item):
      let choice: UncountedChoice = item.choice == .leave ? .setToZero : .leave
      return change(session) {
        try service.setUncountedChoice(id: session.id, itemID: item.itemID, to: choice)
        return "\(item.name), if no one counts it: \(SessionText.choice(choice))"
      }
    case .notCountedHeading(_, let current):
      let choice: UncountedChoice = current == .leave ? .setToZero : .leave
      return change(session) {
        try service.setUncountedChoice(id: session.id, itemID: nil, to: choice)
        return "items no one counts (unless chosen one by one): \(SessionText.choice(choice))"
      }
    default:
      return .status(.info("z is for the items under \"Not counted\": leave their stock, or set it to 0"))
    }
  }

  /// a: an item by name, barcode or id, then how many.
  private func askItemToAdd(in session: StockSession) -> ScreenAction {
    askItem(title: "Add to \(SessionText.name(session))", label: "Item (name, barcode or id):") { [weak self] item in
      guard let self, let id = item.id else { return .bell }
      return .present(
        TextPrompt(
          title: "Add \(item.name)", label: "How many (1 or more):", text: "1", validate: Self.problemWithCount,
          onSubmit: { [weak self] text in
            guard let self, let quantity = Int(text.trimmingCharacters(in: .whitespaces)) else { return .bell }
            let (service, environment) = (service, environment)
            let add: @Sendable (OutsideScope) throws -> String = { outsideScope in
              let addition = try service.addToSession(
                id: session.id, itemID: id, quantity: quantity, source: .keyboard, outsideScope: outsideScope)
              return SessionText.lineNow(addition, title: item.name, kind: session.kind)
            }
            return environment.saving(SessionText.name(session)) {
              try add(.refuse)
            } finish: { [weak self] outcome in
              // Outside a count's category or search: asked, not refused outright.
              if case .failure(let error) = outcome,
                let question = OutsideScopeQuestion.dialog(
                  for: error, session: session, environment: environment, include: { try add(.include) },
                  answered: { [weak self] in .sequence([self?.reload() ?? .none, .status($0)]) })
              {
                return .present(question)
              }
              return self?.changed(outcome) ?? .none
            }
          }))
    }
  }

  /// Asks for an item with the type-ahead picker (part of its name, its barcode, any word, or its id).
  func askItem(title: String, label: String, then found: @escaping (Item) -> ScreenAction) -> ScreenAction {
    .present(ItemPicker.dialog(title: title, label: label, service: service, onPick: found))
  }

  /// Runs a change to the session off the input thread (`AppEnvironment.saving`), then reloads and reports it
  /// (or why it was refused) on the status line.
  func change(_ session: StockSession, _ work: @escaping @Sendable () throws -> String) -> ScreenAction {
    environment.saving(SessionText.name(session), work: work) { [weak self] in self?.changed($0) ?? .none }
  }

  /// The screen after a change to the session: reloaded, with what it did or why it was refused.
  private func changed(_ outcome: Result<String, any Error>) -> ScreenAction {
    do {
      return .sequence([reload(), .status(.success(try outcome.get()))])
    } catch let refusal as SessionReviewRefusal {
      return .sequence([.status(.warning(refusal.description)), .bell])
    } catch {
      return .sequence([reload(), .status(.error(describe(error))), .bell])
    }
  }
}

/// A review key that has nothing to do (− on a line at 0): said, not an error.
struct SessionReviewRefusal: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
