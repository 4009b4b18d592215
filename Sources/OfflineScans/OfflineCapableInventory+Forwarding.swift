import InventoryCore

/// Everything but scans goes straight to the server: only a scan may be kept while the server is away.
extension OfflineCapableInventory {
  public func item(id: Int64) throws -> Item? { try server.item(id: id) }
  public func item(for code: ProductCode) throws -> Item? { try server.item(for: code) }
  public func findItem(_ reference: String) throws -> Item { try server.findItem(reference) }
  public func items(matching query: ItemQuery, limit: Int, offset: Int) throws -> [Item] {
    try server.items(matching: query, limit: limit, offset: offset)
  }
  public func items(matching query: ItemQuery, adjacentTo item: Item, forward: Bool, limit: Int) throws -> [Item]? {
    try server.items(matching: query, adjacentTo: item, forward: forward, limit: limit)
  }
  public func window(of query: ItemQuery, positions: Range<Int>, total: Int) throws -> [Item] {
    try server.window(of: query, positions: positions, total: total)
  }
  public func count(matching query: ItemQuery) throws -> Int { try server.count(matching: query) }
  public func prepareSearch() throws { try server.prepareSearch() }
  public func totals(matching query: ItemQuery) throws -> ItemTotals { try server.totals(matching: query) }
  public func position(ofItem id: Int64, matching query: ItemQuery) throws -> Int? {
    try server.position(ofItem: id, matching: query)
  }
  public func lowStockReport() throws -> [Item] { try server.lowStockReport() }
  public func lowStockCount() throws -> Int { try server.lowStockCount() }
  public func stockAlertCounts() throws -> StockAlertCounts { try server.stockAlertCounts() }
  public func outOfStockWithoutMinimum() throws -> [Item] { try server.outOfStockWithoutMinimum() }
  public func itemsWithStoredValueProblems(limit: Int) throws -> [Item] {
    try server.itemsWithStoredValueProblems(limit: limit)
  }
  @discardableResult
  public func addItem(_ draft: ItemDraft, source: ScanSource) throws -> Item {
    try server.addItem(draft, source: source)
  }
  @discardableResult
  public func updateItem(id: Int64, with draft: ItemDraft, source: ScanSource) throws -> Item {
    try server.updateItem(id: id, with: draft, source: source)
  }
  public func deleteItem(id: Int64) throws { try server.deleteItem(id: id) }
  public func nextInStoreCode() throws -> ProductCode { try server.nextInStoreCode() }
  @discardableResult
  public func assignInStoreBarcode(itemID: Int64) throws -> Item { try server.assignInStoreBarcode(itemID: itemID) }
  public func assignInStoreBarcodes(itemIDs: [Int64]) throws -> [Item] {
    try server.assignInStoreBarcodes(itemIDs: itemIDs)
  }
  @discardableResult
  public func adjustQuantity(itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource) throws
    -> StockChange
  { try server.adjustQuantity(itemID: itemID, by: delta, reason: reason, source: source) }
  @discardableResult
  public func setQuantity(itemID: Int64, to quantity: Int, source: ScanSource) throws -> StockChange {
    try server.setQuantity(itemID: itemID, to: quantity, source: source)
  }
  @discardableResult
  public func undoLastChanges(_ count: Int, source: ScanSource) throws -> [StockChange] {
    try server.undoLastChanges(count, source: source)
  }
  public func movements(itemID: Int64?, search: String, station: String?, limit: Int, offset: Int) throws
    -> [StockMovement]
  { try server.movements(itemID: itemID, search: search, station: station, limit: limit, offset: offset) }
  public func movementTotal(itemID: Int64) throws -> Int128 { try server.movementTotal(itemID: itemID) }
  @discardableResult
  public func answerOffer(scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource) throws
    -> ScanOutcome
  { try server.answerOffer(scanIDs: scanIDs, itemID: itemID, code: code, delta: delta, source: source) }
  public func cancelOffer(scanIDs: [Int64], itemName: String, delta: Int) throws {
    try server.cancelOffer(scanIDs: scanIDs, itemName: itemName, delta: delta)
  }
  public func scans(search: String, station: String?, limit: Int, offset: Int) throws -> [ScanRecord] {
    try server.scans(search: search, station: station, limit: limit, offset: offset)
  }
  public func scans(after id: Int64, limit: Int) throws -> [ScanRecord] { try server.scans(after: id, limit: limit) }
  public func newestScanID() throws -> Int64 { try server.newestScanID() }
  @discardableResult
  public func clearScanHistory() throws -> Int { try server.clearScanHistory() }
  public func logScan(_ scan: ScanRecord) throws { try server.logScan(scan) }
  public func categories() throws -> [CategorySummary] { try server.categories() }
  public func category(named name: String) throws -> Category? { try server.category(named: name) }
  public func category(id: Int64) throws -> Category? { try server.category(id: id) }
  @discardableResult
  public func addCategory(named name: String, color: CategoryColor?) throws -> Category {
    try server.addCategory(named: name, color: color)
  }
  @discardableResult
  public func renameCategory(_ name: String, to newName: String) throws -> Category {
    try server.renameCategory(name, to: newName)
  }
  @discardableResult
  public func recolorCategory(_ name: String, to color: CategoryColor) throws -> Category {
    try server.recolorCategory(name, to: color)
  }
  @discardableResult
  public func deleteCategory(_ name: String) throws -> Int { try server.deleteCategory(name) }
  public func actions(search: String, limit: Int, offset: Int) throws -> [JournalAction] {
    try server.actions(search: search, limit: limit, offset: offset)
  }
  public func nextUndo(scope: UndoScope) throws -> UndoStep? { try server.nextUndo(scope: scope) }
  public func nextRedo(scope: UndoScope) throws -> UndoStep? { try server.nextRedo(scope: scope) }
  @discardableResult
  public func undo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep? {
    try server.undo(scope: scope, expecting: actionID, source: source)
  }
  @discardableResult
  public func redo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep? {
    try server.redo(scope: scope, expecting: actionID, source: source)
  }
  @discardableResult
  public func exportItems(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    try server.exportItems(to: sink)
  }
  @discardableResult
  public func exportItems(matching query: ItemQuery, to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    try server.exportItems(matching: query, to: sink)
  }
  @discardableResult
  public func exportReorderList(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int {
    try server.exportReorderList(to: sink)
  }
  @discardableResult
  public func importItems(
    _ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy, dryRun: Bool, progress: ((Double) -> Void)?
  ) throws -> ImportSummary { try server.importItems(csv, onDuplicate: policy, dryRun: dryRun, progress: progress) }
  @discardableResult
  public func recordCreatedCode(_ code: CreatedCode) throws -> CreatedCode { try server.recordCreatedCode(code) }
  public func createdCodes(search: String, limit: Int) throws -> [CreatedCode] {
    try server.createdCodes(search: search, limit: limit)
  }
  public func createdCode(id: Int64) throws -> CreatedCode? { try server.createdCode(id: id) }
  @discardableResult
  public func deleteCreatedCode(id: Int64) throws -> Bool { try server.deleteCreatedCode(id: id) }
  public func setting(_ key: String) throws -> String? { try server.setting(key) }
  public func setSetting(_ key: String, to value: String) throws { try server.setSetting(key, to: value) }
  public func changeToken() throws -> Int { try server.changeToken() }
  public func checkConnection() throws { try server.checkConnection() }
  public func integrityProblems() throws -> [String] { try server.integrityProblems() }
  public func backup(to destination: String) throws { try server.backup(to: destination) }
}
