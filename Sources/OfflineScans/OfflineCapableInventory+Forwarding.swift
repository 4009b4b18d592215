import InventoryCore

/// Everything but scans goes straight to the server: only a scan may be kept while the server is away.
extension OfflineCapableInventory {
  public func item(id: Int64) throws -> Item? { try deadline.read { [server] in try server.item(id: id) } }
  public func item(for code: ProductCode) throws -> Item? {
    try deadline.read { [server] in try server.item(for: code) }
  }
  public func findItem(_ reference: String) throws -> Item {
    try deadline.read { [server] in try server.findItem(reference) }
  }
  public func items(matching query: ItemQuery, limit: Int, offset: Int) throws -> [Item] {
    try deadline.read { [server] in try server.items(matching: query, limit: limit, offset: offset) }
  }
  public func items(matching query: ItemQuery, adjacentTo item: Item, forward: Bool, limit: Int) throws -> [Item]? {
    try deadline.read { [server] in try server.items(matching: query, adjacentTo: item, forward: forward, limit: limit)
    }
  }
  public func window(of query: ItemQuery, positions: Range<Int>, total: Int) throws -> [Item] {
    try deadline.read { [server] in try server.window(of: query, positions: positions, total: total) }
  }
  public func count(matching query: ItemQuery) throws -> Int {
    try deadline.read { [server] in try server.count(matching: query) }
  }
  public func prepareSearch() throws { try deadline.read { [server] in try server.prepareSearch() } }
  public func totals(matching query: ItemQuery) throws -> ItemTotals {
    try deadline.read { [server] in try server.totals(matching: query) }
  }
  public func position(ofItem id: Int64, matching query: ItemQuery) throws -> Int? {
    try deadline.read { [server] in try server.position(ofItem: id, matching: query) }
  }
  public func lowStockReport() throws -> [Item] { try deadline.read { [server] in try server.lowStockReport() } }
  public func lowStockCount() throws -> Int { try deadline.read { [server] in try server.lowStockCount() } }
  public func stockAlertCounts() throws -> StockAlertCounts {
    try deadline.read { [server] in try server.stockAlertCounts() }
  }
  public func outOfStockWithoutMinimum() throws -> [Item] {
    try deadline.read { [server] in try server.outOfStockWithoutMinimum() }
  }
  public func itemsWithStoredValueProblems(limit: Int) throws -> [Item] {
    try deadline.read { [server] in try server.itemsWithStoredValueProblems(limit: limit) }
  }
  @discardableResult
  public func addItem(_ draft: ItemDraft, source: ScanSource) throws -> Item {
    try whenAnswering { try server.addItem(draft, source: source) }
  }
  @discardableResult
  public func updateItem(id: Int64, with draft: ItemDraft, source: ScanSource) throws -> Item {
    try whenAnswering { try server.updateItem(id: id, with: draft, source: source) }
  }
  public func deleteItem(id: Int64) throws { try whenAnswering { try server.deleteItem(id: id) } }
  public func nextInStoreCode() throws -> ProductCode { try deadline.read { [server] in try server.nextInStoreCode() } }
  @discardableResult
  public func assignInStoreBarcode(itemID: Int64) throws -> Item {
    try whenAnswering { try server.assignInStoreBarcode(itemID: itemID) }
  }
  public func assignInStoreBarcodes(itemIDs: [Int64]) throws -> [Item] {
    try whenAnswering { try server.assignInStoreBarcodes(itemIDs: itemIDs) }
  }
  @discardableResult
  public func adjustQuantity(itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource) throws
    -> StockChange
  { try whenAnswering { try server.adjustQuantity(itemID: itemID, by: delta, reason: reason, source: source) } }
  @discardableResult
  public func setQuantity(itemID: Int64, to quantity: Int, source: ScanSource) throws -> StockChange {
    try whenAnswering { try server.setQuantity(itemID: itemID, to: quantity, source: source) }
  }
  @discardableResult
  public func undoLastChanges(_ count: Int, source: ScanSource) throws -> [StockChange] {
    try whenAnswering { try server.undoLastChanges(count, source: source) }
  }
  public func movements(itemID: Int64?, search: String, station: String?, limit: Int, before: Int64?) throws
    -> [StockMovement]
  {
    try deadline.read { [server] in
      try server.movements(itemID: itemID, search: search, station: station, limit: limit, before: before)
    }
  }
  public func movementTotal(itemID: Int64) throws -> Int128 {
    try deadline.read { [server] in try server.movementTotal(itemID: itemID) }
  }
  @discardableResult
  public func answerOffer(
    scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource, at locationID: Int64?,
    lot: LotDetails?
  ) throws -> ScanOutcome {
    try whenAnswering {
      try server.answerOffer(
        scanIDs: scanIDs, itemID: itemID, code: code, delta: delta, source: source, at: locationID, lot: lot)
    }
  }
  public func cancelOffer(scanIDs: [Int64], itemName: String, delta: Int) throws {
    try whenAnswering { try server.cancelOffer(scanIDs: scanIDs, itemName: itemName, delta: delta) }
  }
  public func scans(search: String, station: String?, limit: Int, before: Int64?) throws -> [ScanRecord] {
    try deadline.read { [server] in try server.scans(search: search, station: station, limit: limit, before: before) }
  }
  public func scans(after id: Int64, limit: Int) throws -> [ScanRecord] {
    try deadline.read { [server] in try server.scans(after: id, limit: limit) }
  }
  public func newestScanID() throws -> Int64 { try deadline.read { [server] in try server.newestScanID() } }
  @discardableResult
  public func clearScanHistory() throws -> Int { try whenAnswering { try server.clearScanHistory() } }
  public func logScan(_ scan: ScanRecord) throws { try whenAnswering { try server.logScan(scan) } }
  public func categories() throws -> [CategorySummary] { try deadline.read { [server] in try server.categories() } }
  public func category(named name: String) throws -> Category? {
    try deadline.read { [server] in try server.category(named: name) }
  }
  public func category(id: Int64) throws -> Category? { try deadline.read { [server] in try server.category(id: id) } }
  @discardableResult
  public func addCategory(named name: String, color: CategoryColor?) throws -> Category {
    try whenAnswering { try server.addCategory(named: name, color: color) }
  }
  @discardableResult
  public func renameCategory(_ name: String, to newName: String) throws -> Category {
    try whenAnswering { try server.renameCategory(name, to: newName) }
  }
  @discardableResult
  public func recolorCategory(_ name: String, to color: CategoryColor) throws -> Category {
    try whenAnswering { try server.recolorCategory(name, to: color) }
  }
  @discardableResult
  public func deleteCategory(_ name: String) throws -> Int { try whenAnswering { try server.deleteCategory(name) } }
  public func actions(search: String, limit: Int, before: Int64?) throws -> [JournalAction] {
    try deadline.read { [server] in try server.actions(search: search, limit: limit, before: before) }
  }
  public func nextUndo(scope: UndoScope) throws -> UndoStep? {
    try deadline.read { [server] in try server.nextUndo(scope: scope) }
  }
  public func nextRedo(scope: UndoScope) throws -> UndoStep? {
    try deadline.read { [server] in try server.nextRedo(scope: scope) }
  }
  @discardableResult
  public func undo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep? {
    try whenAnswering { try server.undo(scope: scope, expecting: actionID, source: source) }
  }
  @discardableResult
  public func redo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep? {
    try whenAnswering { try server.redo(scope: scope, expecting: actionID, source: source) }
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
  public func recordCreatedCode(_ code: CreatedCode) throws -> CreatedCode {
    try whenAnswering { try server.recordCreatedCode(code) }
  }
  public func createdCodes(search: String, limit: Int) throws -> [CreatedCode] {
    try deadline.read { [server] in try server.createdCodes(search: search, limit: limit) }
  }
  public func createdCode(id: Int64) throws -> CreatedCode? {
    try deadline.read { [server] in try server.createdCode(id: id) }
  }
  @discardableResult
  public func deleteCreatedCode(id: Int64) throws -> Bool { try whenAnswering { try server.deleteCreatedCode(id: id) } }
  public func setting(_ key: String) throws -> String? { try deadline.read { [server] in try server.setting(key) } }
  public func setSetting(_ key: String, to value: String) throws {
    try whenAnswering { try server.setSetting(key, to: value) }
  }
  public func checkConnection() throws { try server.checkConnection() }
  public func integrityProblems() throws -> [String] {
    try deadline.read { [server] in try server.integrityProblems() }
  }
  public func backup(to destination: String) throws { try whenAnswering { try server.backup(to: destination) } }
}
