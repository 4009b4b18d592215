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

  @discardableResult
  public func setSessionLine(id: Int64, line: SessionLineKey, to total: Int) throws -> SessionLine {
    try setSessionLine(id: id, line: line, to: total, source: .keyboard)
  }

  @discardableResult
  public func commitSession(id: Int64) throws -> SessionCommitSummary { try commitSession(id: id, source: .keyboard) }
}
