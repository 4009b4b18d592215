import InventoryCore

/// What an addition or a review edit writes, decided once for both stores: which entry (if any), whether the
/// line stays within range, what a count's line expects, whether the session has room for a new line.
public struct SessionEntryRecorder<Storage: SessionEntryStorage> {
  public let session: StockSession
  public let storage: Storage

  public init(session: StockSession, storage: Storage) {
    self.session = session
    self.storage = storage
  }

  /// One scan or keyed number for a known item; `scanned` is the code as scanned (nil when keyed). An item a
  /// count does not cover is refused unless `outsideScope` includes it; once it has a line, it is in the count.
  /// `place` is where the units are and which lot: its lot is checked as any lot's details, its location must
  /// exist.
  @discardableResult
  public func add(
    _ quantity: Int, to item: Item, scanned: String?, outsideScope: OutsideScope = .refuse,
    at place: SessionPlace = .unplaced
  ) throws -> SessionAddition {
    try SessionEntryRule.checkAdded(quantity)
    guard let itemID = item.id else { throw InventoryError.itemNotFound(item.name) }
    let place = try checked(place)
    let line = try storage.storedLine(.item(itemID), inSession: session.id)
    if line == nil, outsideScope == .refuse, try !covers(itemID) {
      throw StockSessionError.outsideScope(id: session.id, itemName: item.name, scope: try scopeWording())
    }
    let total = try SessionEntryRule.total(line?.total ?? 0, adding: quantity, name: ActionWording.quoted(item.name))
    let expected = try expectation(for: item, line: line, at: place)
    try storage.append(
      SessionEntryDraft(
        sessionID: session.id, line: .item(itemID), code: scanned, delta: quantity, expected: expected, place: place))
    let addition = SessionAddition(
      sessionID: session.id, match: .item(item), quantity: quantity, lineTotal: total, expected: expected.map(Int.init))
    if let scanned {
      try log(scanned, itemID: itemID, addition)
    }
    return addition
  }

  /// One scan of a code no item has: a line of its own, to resolve at review; its place is kept for then.
  @discardableResult
  public func add(_ quantity: Int, toUnknown code: ProductCode, at place: SessionPlace = .unplaced) throws
    -> SessionAddition
  {
    try SessionEntryRule.checkAdded(quantity)
    let place = try checked(place)
    let line = try storage.storedLine(.code(code.key), inSession: session.id)
    let total = try SessionEntryRule.total(line?.total ?? 0, adding: quantity, name: "code \(code.text)")
    if line == nil { try checkRoomForALine() }
    try storage.append(
      SessionEntryDraft(
        sessionID: session.id, line: .code(code.key), code: code.text, delta: quantity, expected: nil, place: place))
    let addition = SessionAddition(
      sessionID: session.id, match: .unknownCode(code), quantity: quantity, lineTotal: total, expected: nil)
    try log(code.text, itemID: nil, addition)
    return addition
  }

  /// Appends the entry that brings the line to `total`: none when it is there already, an entry of 0 for an
  /// item with no line (a count that found none). An unknown code's line must exist.
  public func set(_ line: SessionLineKey, to total: Int) throws {
    let current = try storage.storedLine(line, inSession: session.id)
    switch line {
    case .item(let itemID):
      let item = try storage.requireItem(id: itemID)
      let delta = try SessionEntryRule.correction(
        from: current?.total ?? 0, to: total, name: ActionWording.quoted(item.name))
      guard delta != 0 || current == nil else { return }
      // A count of a location corrects at the location itself.
      let place = try checked(.unplaced)
      let expected = try expectation(for: item, line: current, at: place)
      try storage.append(
        SessionEntryDraft(
          sessionID: session.id, line: line, code: nil, delta: delta, expected: expected, place: place))
    case .code(let key):
      guard let current else { throw StockSessionError.lineNotFound(id: session.id, line: line.description) }
      let delta = try SessionEntryRule.correction(from: current.total, to: total, name: "code \(current.code ?? key)")
      guard delta != 0 else { return }
      try storage.append(
        SessionEntryDraft(sessionID: session.id, line: line, code: current.code ?? key, delta: delta, expected: nil))
    }
  }

  /// Before an unknown code's entries move to `item`: checks the merged line stays within range and returns
  /// what they expect from now on (a count's: the item's line's, else its stock now; nil for a batch).
  public func resolution(of code: ProductCode, to item: Item) throws -> Int64? {
    guard let itemID = item.id else { throw InventoryError.itemNotFound(item.name) }
    guard let codeLine = try storage.storedLine(.code(code.key), inSession: session.id) else {
      throw StockSessionError.lineNotFound(id: session.id, line: SessionLineKey.code(code.key).description)
    }
    let itemLine = try storage.storedLine(.item(itemID), inSession: session.id)
    let merged = Int128(itemLine?.total ?? 0) + Int128(codeLine.total)
    guard merged >= 0, merged <= Int128(StockLimits.maximumQuantity) else {
      throw StockSessionError.lineOutOfRange(name: ActionWording.quoted(item.name), total: merged)
    }
    // A count of a location expects per place: resolved entries expect nothing, and the commit sets their place
    // to what they counted.
    guard session.kind == .count, session.scope.locationID == nil else { return nil }
    return itemLine?.expected ?? Int64(item.quantity)
  }

  /// The place with its lot checked; a location that is not there (deleted since "here" was set) is refused,
  /// the default location is kept as none. A count of a location counts at it when no location was scanned,
  /// and refuses a location outside it.
  private func checked(_ place: SessionPlace) throws -> SessionPlace {
    var place = try place.checked()
    let scoped = session.kind == .count ? session.scope.locationID : nil
    guard place.locationID != nil || scoped != nil else { return place }
    let tree = LocationTree(try storage.allLocations())
    if let id = place.locationID, tree.location(id: id) == nil { throw LocationError.notFound("\(id)") }
    if let scoped {
      guard tree.location(id: scoped) != nil else { throw LocationError.notFound("\(scoped)") }
      let at = place.locationID ?? scoped
      guard at == scoped || (session.scope.withSublocations && tree.isWithin(at, ancestor: scoped)) else {
        throw StockSessionError.outsideLocation(
          id: session.id, path: tree.path(of: at),
          scope: tree.path(of: scoped) + (session.scope.withSublocations ? " and below" : ""))
      }
      place.locationID = at
    }
    if let id = place.locationID, tree.location(id: id)?.isDefault == true { place.locationID = nil }
    return place
  }

  /// Whether the session takes the item without asking: a batch takes any, a count what its scope covers.
  private func covers(_ itemID: Int64) throws -> Bool {
    guard session.limitsItems else { return true }
    return try storage.covers(itemID: itemID, scope: session.scope)
  }

  private func scopeWording() throws -> String {
    let categoryName: String? =
      if case .category(let id) = session.scope.category { try storage.categoryName(id: id) } else { nil }
    return SessionWording.scope(session.scope, categoryName: categoryName)
  }

  /// A count's line expects what the stock said when it began (all its entries carry it); a new line checks
  /// the session has room for it. Nil for a batch. A count of a location expects, per place, what the place held
  /// when its line there began (a lot's units there, or everything there).
  private func expectation(for item: Item, line: StoredSessionLine?, at place: SessionPlace) throws -> Int64? {
    if line == nil { try checkRoomForALine() }
    guard session.kind == .count else { return nil }
    guard session.scope.locationID != nil, let itemID = item.id else { return line?.expected ?? Int64(item.quantity) }
    if let placed = try storage.storedLine(.item(itemID), at: place, inSession: session.id),
      let expected = placed.expected
    {
      return expected
    }
    return Int64(try SessionPlaceStock(storage: storage).quantity(of: item, itemID: itemID, at: place))
  }

  /// History lists every code a scanner produced, whatever it went into: a scan into a session is logged as
  /// `ScanOutcomeKind.session`, worded by what it added.
  private func log(_ code: String, itemID: Int64?, _ addition: SessionAddition) throws {
    let detail = SessionWording.scanDetail(addition, session: session)
    let scan = ScanRecord(code: code, symbology: nil, source: storage.source, outcome: .session, detail: detail)
      .forLogging
    try storage.log(
      ScanLogEntry(
        code: scan.code, symbology: nil, source: storage.source, quality: nil, time: storage.time, outcome: .session,
        itemID: itemID, detail: scan.detail, station: storage.station))
  }

  private func checkRoomForALine() throws {
    if try storage.holdsAtLeast(lines: StockSessionLimits.maximumLines, inSession: session.id) {
      throw StockSessionError.tooManyLines(id: session.id)
    }
  }
}
