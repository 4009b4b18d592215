import InventoryCore

/// Stock sessions (receive, remove and count), decided once for every store over its `SessionStorage`: which
/// session takes a change, the checks and refusals, what each step writes and what a commit changes. Each store
/// runs a step inside its own transaction; reads run on one snapshot where the store has them.
public struct SessionEngine<Storage: SessionStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  @discardableResult
  public func start(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession {
    let scope = try SessionEntryRule.checkedScope(scope, kind: kind)
    let note = try SessionEntryRule.checkedNote(note)
    if let id = scope.locationID, LocationTree(try storage.allLocations()).location(id: id) == nil {
      throw LocationError.notFound("\(id)")
    }
    return try requireSession(try storage.insertSession(kind: kind, scope: scope, note: note))
  }

  @discardableResult
  public func discard(id: Int64) throws -> StockSession {
    _ = try requireOpenSession(id)
    try storage.close(session: id, as: .discarded)
    return try requireSession(id)
  }

  /// A count's choice for one uncounted item in its scope, or (`itemID` nil) for every item with none.
  public func setUncountedChoice(id: Int64, itemID: Int64?, to choice: UncountedChoice) throws {
    let session = try requireOpenSession(id)
    guard session.kind == .count else {
      throw StockSessionError.wrongKind(
        id: id, kind: session.kind, operation: "choosing what happens to uncounted items")
    }
    guard let itemID else { return try storage.setUncountedDefault(session: id, to: choice) }
    let item = try storage.requireItem(id: itemID)
    guard try storage.covers(itemID: itemID, scope: session.scope) else {
      throw StockSessionError.notInScope(id: id, itemName: item.name)
    }
    try storage.setUncountedChoice(session: id, itemID: itemID, to: choice)
  }

  /// The lines, each the sum of its entries from every station, in report order.
  public func lines(id: Int64) throws -> [SessionLine] {
    SessionLine.inReportOrder(try lines(of: try requireSession(id)))
  }

  public func countReport(id: Int64) throws -> CountReport {
    let session = try requireSession(id)
    guard session.kind == .count else {
      throw StockSessionError.wrongKind(id: id, kind: session.kind, operation: "a discrepancy report")
    }
    var located = session
    if let id = session.scope.locationID {
      let tree = LocationTree(try storage.allLocations())
      located.scope.locationFilter = tree.location(id: id).map {
        tree.filter(at: $0, withSublocations: session.scope.withSublocations)
      }
    }
    let notCounted = try storage.uncounted(in: located, locking: false).map { row in
      UncountedItem(
        itemID: row.item.id ?? 0, name: row.item.name, code: row.item.barcode, price: row.item.price,
        quantity: row.item.quantity, choice: row.choice ?? session.uncountedDefault, isChosen: row.choice != nil)
    }
    return CountReport(
      session: session, lines: SessionLine.inReportOrder(try lines(of: session)), notCounted: notCounted)
  }

  // MARK: Shared steps

  func requireSession(_ id: Int64) throws -> StockSession {
    guard let session = try storage.session(id: id, locking: false) else {
      throw StockSessionError.sessionNotFound(id: id)
    }
    return session
  }

  /// The session, locked where the store locks rows, or why it takes no more changes (not there, committed,
  /// discarded).
  func requireOpenSession(_ id: Int64) throws -> StockSession {
    guard let session = try storage.session(id: id, locking: true) else {
      throw StockSessionError.sessionNotFound(id: id)
    }
    if let refusal = session.closedRefusal { throw refusal }
    return session
  }

  /// The session's lines (or the one `only` names), unordered, those outside a count's scope marked.
  func lines(of session: StockSession, only: SessionLineKey? = nil) throws -> [SessionLine] {
    let lines = try named(try storage.lines(session: session.id, only: only))
    guard session.limitsItems else { return lines }
    let covered = try storage.coveredItems(session: session.id, scope: session.scope)
    return SessionLine.marking(lines, outsideScopeOf: session, covered: covered)
  }

  /// The lines with their locations' paths.
  private func named(_ lines: [SessionLine]) throws -> [SessionLine] {
    guard lines.contains(where: { $0.place.locationID != nil }) else { return lines }
    let tree = LocationTree(try storage.allLocations())
    var named = lines
    for index in named.indices {
      guard let id = named[index].place.locationID, tree.location(id: id) != nil else { continue }
      named[index].locationName = tree.path(of: id)
    }
    return named
  }
}
