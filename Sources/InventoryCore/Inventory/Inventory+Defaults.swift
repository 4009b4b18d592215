/// The arguments most calls leave out: typed at the keyboard, the first page, this session's undo.
extension Inventory {
  public func items(matching query: ItemQuery = ItemQuery()) throws -> [Item] {
    try items(matching: query, limit: -1, offset: 0)
  }

  public func items(matching query: ItemQuery, limit: Int) throws -> [Item] {
    try items(matching: query, limit: limit, offset: 0)
  }

  public func totals() throws -> ItemTotals { try totals(matching: ItemQuery()) }

  public func itemsWithStoredValueProblems() throws -> [Item] { try itemsWithStoredValueProblems(limit: 20) }

  @discardableResult
  public func addItem(_ draft: ItemDraft) throws -> Item { try addItem(draft, source: .keyboard) }

  @discardableResult
  public func updateItem(id: Int64, with draft: ItemDraft) throws -> Item {
    try updateItem(id: id, with: draft, source: .keyboard)
  }

  @discardableResult
  public func addBarcode(_ code: ProductCode, unitsPerScan: Int = 1, toItem id: Int64) throws -> ItemBarcode {
    try addBarcode(code, unitsPerScan: unitsPerScan, label: "", toItem: id)
  }

  @discardableResult
  public func adjustQuantity(itemID: Int64, by delta: Int, reason: MovementReason = .manual) throws -> StockChange {
    try adjustQuantity(itemID: itemID, by: delta, reason: reason, source: .keyboard)
  }

  @discardableResult
  public func adjustQuantity(itemID: Int64, by delta: Int, source: ScanSource) throws -> StockChange {
    try adjustQuantity(itemID: itemID, by: delta, reason: .manual, source: source)
  }

  @discardableResult
  public func setQuantity(itemID: Int64, to quantity: Int) throws -> StockChange {
    try setQuantity(itemID: itemID, to: quantity, source: .keyboard)
  }

  @discardableResult
  public func undoLastChanges(_ count: Int = 1) throws -> [StockChange] {
    try undoLastChanges(count, source: .keyboard)
  }

  public func movements(itemID: Int64? = nil, search: String = "", station: String? = nil, limit: Int = 100) throws
    -> [StockMovement]
  {
    try movements(itemID: itemID, search: search, station: station, limit: limit, before: nil)
  }

  public func movements(search: String, station: String? = nil, limit: Int, before: Int64?) throws
    -> [StockMovement]
  {
    try movements(itemID: nil, search: search, station: station, limit: limit, before: before)
  }

  /// An offered change applied at the default location.
  @discardableResult
  public func answerOffer(scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource) throws
    -> ScanOutcome
  {
    try answerOffer(scanIDs: scanIDs, itemID: itemID, code: code, delta: delta, source: source, at: nil)
  }

  public func scans(search: String = "", station: String? = nil, limit: Int = 100) throws -> [ScanRecord] {
    try scans(search: search, station: station, limit: limit, before: nil)
  }

  public func scans(search: String, limit: Int, before: Int64?) throws -> [ScanRecord] {
    try scans(search: search, station: nil, limit: limit, before: before)
  }

  public func scans(after id: Int64) throws -> [ScanRecord] { try scans(after: id, limit: 20) }

  @discardableResult
  public func addCategory(named name: String) throws -> Category { try addCategory(named: name, color: nil) }

  public func actions(search: String = "", limit: Int = 100) throws -> [JournalAction] {
    try actions(search: search, limit: limit, before: nil)
  }

  public func nextUndo() throws -> UndoStep? { try nextUndo(scope: .session) }

  public func nextRedo() throws -> UndoStep? { try nextRedo(scope: .session) }

  @discardableResult
  public func undo(scope: UndoScope = .session, source: ScanSource = .keyboard) throws -> UndoStep? {
    try undo(scope: scope, expecting: nil, source: source)
  }

  @discardableResult
  public func undo(scope: UndoScope, expecting actionID: Int64?) throws -> UndoStep? {
    try undo(scope: scope, expecting: actionID, source: .keyboard)
  }

  @discardableResult
  public func redo(scope: UndoScope = .session, source: ScanSource = .keyboard) throws -> UndoStep? {
    try redo(scope: scope, expecting: nil, source: source)
  }

  @discardableResult
  public func redo(scope: UndoScope, expecting actionID: Int64?) throws -> UndoStep? {
    try redo(scope: scope, expecting: actionID, source: .keyboard)
  }

  @discardableResult
  public func importItems(_ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy = .skip, dryRun: Bool = false)
    throws -> ImportSummary
  {
    try importItems(csv, onDuplicate: policy, dryRun: dryRun, progress: nil)
  }

  public func createdCodes(search: String = "") throws -> [CreatedCode] { try createdCodes(search: search, limit: 100) }

  /// A store on this machine is never away.
  public var offlineStatus: OfflineStatus { .online }

  /// A store on this machine always answers.
  public func checkConnection() throws {}
}
