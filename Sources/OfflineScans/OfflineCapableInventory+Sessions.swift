import Foundation
import InventoryCore

/// Stock sessions live on the server. Their entries (scans and keyed numbers) are kept like plain scans while it
/// is away (`sendOrKeep`): they wait in the journal, in one queue with plain scans, and go into their session,
/// once each, when it answers. Everything else about a session (starting, review, commit) needs the server.
extension OfflineCapableInventory {
  @discardableResult
  public func startSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession {
    try whenAnswering { try server.startSession(kind: kind, scope: scope, note: note) }
  }
  public func sessions(state: StockSession.State?, kind: StockSession.Kind?) throws -> [StockSession] {
    try deadline.read { [server] in try server.sessions(state: state, kind: kind) }
  }
  public func session(id: Int64) throws -> StockSession? {
    try deadline.read { [server] in try server.session(id: id) }
  }
  @discardableResult
  public func addToSession(
    id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition {
    try keepingOffline(
      OfflineSessionEntry(sessionID: id, itemID: nil, outsideScope: outsideScope, place: try place.checked()),
      code: code, quantity: quantity,
      source: source)
  }
  @discardableResult
  public func addToSession(
    id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition {
    try keepingOffline(
      OfflineSessionEntry(sessionID: id, itemID: itemID, outsideScope: outsideScope, place: try place.checked()),
      code: nil, quantity: quantity,
      source: source)
  }
  @discardableResult
  public func setSessionLine(id: Int64, line: SessionLineKey, to total: Int, source: ScanSource) throws -> SessionLine {
    try whenAnswering { try server.setSessionLine(id: id, line: line, to: total, source: source) }
  }
  @discardableResult
  public func removeSessionLine(id: Int64, line: SessionLineKey) throws -> Int {
    try whenAnswering { try server.removeSessionLine(id: id, line: line) }
  }
  @discardableResult
  public func resolveSessionCode(id: Int64, code: ProductCode, toItem itemID: Int64) throws -> Int {
    try whenAnswering { try server.resolveSessionCode(id: id, code: code, toItem: itemID) }
  }
  public func setUncountedChoice(id: Int64, itemID: Int64?, to choice: UncountedChoice) throws {
    try whenAnswering { try server.setUncountedChoice(id: id, itemID: itemID, to: choice) }
  }
  public func sessionLines(id: Int64) throws -> [SessionLine] {
    try deadline.read { [server] in try server.sessionLines(id: id) }
  }
  public func countReport(id: Int64) throws -> CountReport {
    try deadline.read { [server] in try server.countReport(id: id) }
  }
  @discardableResult
  public func commitSession(id: Int64, source: ScanSource) throws -> SessionCommitSummary {
    try whenAnswering { try server.commitSession(id: id, source: source) }
  }
  @discardableResult
  public func discardSession(id: Int64) throws -> StockSession {
    try whenAnswering { try server.discardSession(id: id) }
  }

  /// The entry checked as the server would before it is kept (a quantity out of range is refused now, not
  /// listed as a conflict later), then sent with its id or kept.
  private func keepingOffline(
    _ entry: OfflineSessionEntry, code: ProductCode?, quantity: Int, source: ScanSource
  ) throws -> SessionAddition {
    try SessionEntryRule.checkAdded(quantity)
    let scan = OfflineScan.sessionEntry(
      entry, code: code, quantity: quantity, source: source, time: Date(), station: origin.station)
    return try sendOrKeep(scan, kept: SessionAddition.keptOffline) { try replayer.addToSession(scan) }
  }
}
