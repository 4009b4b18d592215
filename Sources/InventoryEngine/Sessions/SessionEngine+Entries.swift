import InventoryCore

/// Adding to a session and reviewing it (`SessionEntryRecorder` decides what to write): every change is an
/// entry appended (or, to drop a line, its entries deleted), so two stations adding to one line both count.
extension SessionEngine {
  /// One scan; an extra barcode counts its units per scan (a case of 12), a code no item has is a line of its
  /// own.
  @discardableResult
  public func add(
    id: Int64, code: ProductCode, quantity: Int, outsideScope: OutsideScope, at place: SessionPlace = .unplaced
  ) throws -> SessionAddition {
    let recorder = try recorder(id)
    if let match = try storage.match(for: code) {
      return try recorder.add(
        match.units(scans: quantity), to: match.item, scanned: code.text, outsideScope: outsideScope, at: place)
    }
    return try recorder.add(quantity, toUnknown: code, at: place)
  }

  /// A number keyed for an item.
  @discardableResult
  public func add(
    id: Int64, itemID: Int64, quantity: Int, outsideScope: OutsideScope, at place: SessionPlace = .unplaced
  ) throws -> SessionAddition {
    let recorder = try recorder(id)
    return try recorder.add(
      quantity, to: try storage.requireItem(id: itemID), scanned: nil, outsideScope: outsideScope, at: place)
  }

  /// Sets a line's total at review; returns the line as it adds up now.
  @discardableResult
  public func setLine(id: Int64, line: SessionLineKey, to total: Int) throws -> SessionLine {
    let recorder = try recorder(id)
    try recorder.set(line, to: total)
    guard let result = try lines(of: recorder.session, only: line).first else {
      throw StockSessionError.lineNotFound(id: id, line: line.description)
    }
    return result
  }

  /// Drops a line; returns how many entries it had.
  @discardableResult
  public func removeLine(id: Int64, line: SessionLineKey) throws -> Int {
    _ = try requireOpenSession(id)
    let removed = try storage.removeEntries(session: id, line: line)
    guard removed > 0 else { throw StockSessionError.lineNotFound(id: id, line: line.description) }
    return removed
  }

  /// Moves an unknown code's line to an item's; returns how many entries moved.
  @discardableResult
  public func resolve(id: Int64, code: ProductCode, toItem itemID: Int64) throws -> Int {
    let recorder = try recorder(id)
    let expected = try recorder.resolution(of: code, to: try storage.requireItem(id: itemID))
    return try storage.moveEntries(session: id, codeKey: code.key, toItem: itemID, expected: expected)
  }

  /// The open session's recorder.
  private func recorder(_ id: Int64) throws -> SessionEntryRecorder<Storage> {
    SessionEntryRecorder(session: try requireOpenSession(id), storage: storage)
  }
}
