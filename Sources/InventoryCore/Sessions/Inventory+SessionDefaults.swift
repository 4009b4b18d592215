/// The arguments most session calls leave out: one unit per scan, typed at the keyboard.
extension Inventory {
  @discardableResult
  public func startSession(kind: StockSession.Kind, scope: SessionScope = .everything) throws -> StockSession {
    try startSession(kind: kind, scope: scope, note: "")
  }

  public func sessions() throws -> [StockSession] { try sessions(state: nil, kind: nil) }

  /// An item outside a count's scope is refused (`OutsideScope.refuse`).
  @discardableResult
  public func addToSession(id: Int64, code: ProductCode, quantity: Int = 1, source: ScanSource = .keyboard) throws
    -> SessionAddition
  {
    try addToSession(id: id, code: code, quantity: quantity, source: source, outsideScope: .refuse)
  }

  /// An item outside a count's scope is refused (`OutsideScope.refuse`).
  @discardableResult
  public func addToSession(id: Int64, itemID: Int64, quantity: Int = 1, source: ScanSource = .keyboard) throws
    -> SessionAddition
  {
    try addToSession(id: id, itemID: itemID, quantity: quantity, source: source, outsideScope: .refuse)
  }

  /// At the default location, without a lot (`SessionPlace.unplaced`).
  @discardableResult
  public func addToSession(
    id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope
  ) throws -> SessionAddition {
    try addToSession(
      id: id, code: code, quantity: quantity, source: source, outsideScope: outsideScope, place: .unplaced)
  }

  /// At the default location, without a lot (`SessionPlace.unplaced`).
  @discardableResult
  public func addToSession(
    id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope
  ) throws -> SessionAddition {
    try addToSession(
      id: id, itemID: itemID, quantity: quantity, source: source, outsideScope: outsideScope, place: .unplaced)
  }

  @discardableResult
  public func setSessionLine(id: Int64, line: SessionLineKey, to total: Int) throws -> SessionLine {
    try setSessionLine(id: id, line: line, to: total, source: .keyboard)
  }

  @discardableResult
  public func commitSession(id: Int64) throws -> SessionCommitSummary { try commitSession(id: id, source: .keyboard) }
}

extension Inventory {
  /// Keeps a scan `session` did not take in the scan log ("not added to count #3: …"), as `.invalid` for a code
  /// that is not one, else `.refused`. The refusal is what the user must see: a log that cannot be written (the
  /// server away) does not change it, so this never throws.
  public func logRefusedSessionScan(
    _ text: String, symbology: Symbology?, source: ScanSource, session: StockSession, invalid: Bool, reason: String
  ) {
    let scan = ScanRecord(
      code: text, symbology: symbology?.rawValue, source: source, outcome: invalid ? .invalid : .refused,
      detail: SessionWording.refusedScanDetail(session: session, reason: reason))
    // Best effort, as said above.
    try? logScan(scan)
  }
}
