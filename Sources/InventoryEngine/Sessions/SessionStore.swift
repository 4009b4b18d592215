import InventoryCore

/// How a store opens its transactions for stock sessions: every step (start, add, review, commit, discard) is
/// written once, in the extension, over these (`SessionEngine` decides; the store's session storage locks the
/// session's row where the store locks rows).
public protocol SessionStore {
  associatedtype Sessions: SessionStorage
  /// `body` over the session rows of one snapshot, writing nothing.
  func readSessions<T>(_ body: (Sessions) throws -> T) throws -> T
  /// `body` in one write transaction, over the session rows written as this store's station, from `source`, at
  /// `time`.
  func writeSessions<T>(source: ScanSource, time: Int64, _ body: (Sessions) throws -> T) throws -> T
  /// Now, in epoch milliseconds, by the store's clock (tests set it).
  func timestamp() -> Int64
}

extension SessionStore {
  @discardableResult
  public func startSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession {
    try writing { try $0.start(kind: kind, scope: scope, note: note) }
  }

  public func session(id: Int64) throws -> StockSession? {
    try readSessions { sessions in try sessions.session(id: id, locking: false) }
  }

  public func sessionLines(id: Int64) throws -> [SessionLine] {
    try readSessions { sessions in try SessionEngine(storage: sessions).lines(id: id) }
  }

  public func countReport(id: Int64) throws -> CountReport {
    try readSessions { sessions in try SessionEngine(storage: sessions).countReport(id: id) }
  }

  @discardableResult
  public func addToSession(
    id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition {
    try writing(source: source) {
      try $0.add(id: id, code: code, quantity: quantity, outsideScope: outsideScope, at: place)
    }
  }

  @discardableResult
  public func addToSession(
    id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition {
    try writing(source: source) {
      try $0.add(id: id, itemID: itemID, quantity: quantity, outsideScope: outsideScope, at: place)
    }
  }

  @discardableResult
  public func setSessionLine(id: Int64, line: SessionLineKey, to total: Int, source: ScanSource) throws -> SessionLine {
    try writing(source: source) { try $0.setLine(id: id, line: line, to: total) }
  }

  @discardableResult
  public func removeSessionLine(id: Int64, line: SessionLineKey) throws -> Int {
    try writing { try $0.removeLine(id: id, line: line) }
  }

  @discardableResult
  public func resolveSessionCode(id: Int64, code: ProductCode, toItem itemID: Int64) throws -> Int {
    try writing { try $0.resolve(id: id, code: code, toItem: itemID) }
  }

  public func setUncountedChoice(id: Int64, itemID: Int64?, to choice: UncountedChoice) throws {
    try writing { try $0.setUncountedChoice(id: id, itemID: itemID, to: choice) }
  }

  @discardableResult
  public func commitSession(id: Int64, source: ScanSource) throws -> SessionCommitSummary {
    try writing(source: source) { try $0.commit(id: id) }
  }

  @discardableResult
  public func discardSession(id: Int64) throws -> StockSession {
    try writing { try $0.discard(id: id) }
  }

  /// `step` in one write transaction, stamped now.
  private func writing<T>(source: ScanSource = .keyboard, _ step: (SessionEngine<Sessions>) throws -> T) throws -> T {
    let time = timestamp()
    return try writeSessions(source: source, time: time) { sessions in try step(SessionEngine(storage: sessions)) }
  }
}
