import InventoryCore

/// Stock sessions live on the server: every operation goes straight to it, and while the server is away it
/// fails with the server's own error (a station cannot add to a session it cannot reach; only plain scans
/// are kept offline). A session scan that fails so says it was not kept (`SessionScanNotKeptOffline`).
extension OfflineCapableInventory {
  @discardableResult
  public func startSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession {
    try server.startSession(kind: kind, scope: scope, note: note)
  }
  public func sessions(state: StockSession.State?, kind: StockSession.Kind?) throws -> [StockSession] {
    try server.sessions(state: state, kind: kind)
  }
  public func session(id: Int64) throws -> StockSession? { try server.session(id: id) }
  @discardableResult
  public func addToSession(
    id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope
  ) throws -> SessionAddition {
    try notKeptOffline {
      try server.addToSession(id: id, code: code, quantity: quantity, source: source, outsideScope: outsideScope)
    }
  }
  @discardableResult
  public func addToSession(
    id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope
  ) throws -> SessionAddition {
    try notKeptOffline {
      try server.addToSession(id: id, itemID: itemID, quantity: quantity, source: source, outsideScope: outsideScope)
    }
  }
  @discardableResult
  public func setSessionLine(id: Int64, line: SessionLineKey, to total: Int, source: ScanSource) throws -> SessionLine {
    try notKeptOffline { try server.setSessionLine(id: id, line: line, to: total, source: source) }
  }
  @discardableResult
  public func removeSessionLine(id: Int64, line: SessionLineKey) throws -> Int {
    try server.removeSessionLine(id: id, line: line)
  }
  @discardableResult
  public func resolveSessionCode(id: Int64, code: ProductCode, toItem itemID: Int64) throws -> Int {
    try server.resolveSessionCode(id: id, code: code, toItem: itemID)
  }
  public func setUncountedChoice(id: Int64, itemID: Int64?, to choice: UncountedChoice) throws {
    try server.setUncountedChoice(id: id, itemID: itemID, to: choice)
  }
  public func sessionLines(id: Int64) throws -> [SessionLine] { try server.sessionLines(id: id) }
  public func countReport(id: Int64) throws -> CountReport { try server.countReport(id: id) }
  @discardableResult
  public func commitSession(id: Int64, source: ScanSource) throws -> SessionCommitSummary {
    try server.commitSession(id: id, source: source)
  }
  @discardableResult
  public func discardSession(id: Int64) throws -> StockSession { try server.discardSession(id: id) }

  private func notKeptOffline<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch  where isServerAway(error) {
      throw SessionScanNotKeptOffline(serverError: "\(error)")
    }
  }
}
