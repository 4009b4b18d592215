/// The inventory as the front ends see it: items, categories, stock movements, scans, undo, import and export,
/// in operations named after what they are for. Every operation is one transaction of the store behind it, safe
/// while other stations write. SQLite (`InventoryService`) is one implementation; how it searches (FTS5),
/// pages (keyset seeks, in-memory ranks) and orders are its own business.
///
/// Defaults for the common arguments are in the extension below (`Inventory+Defaults.swift`).
public protocol Inventory: AnyObject, Sendable {
  /// Who this inventory acts for: actions are journalled under it, and undo reverses its own first.
  var origin: ActionOrigin { get }

  // MARK: Items
  func item(id: Int64) throws -> Item?
  func item(for code: ProductCode) throws -> Item?
  /// By id, barcode (any form) or exact name (ignoring case), in that order; `InventoryError.itemNotFound` else.
  func findItem(_ reference: String) throws -> Item
  /// The items `query` matches in its order; `limit` -1 for all.
  func items(matching query: ItemQuery, limit: Int, offset: Int) throws -> [Item]
  /// Up to `limit` items right after (or before) `item` in `query`'s order; nil when this order cannot be
  /// sought from an item (then read by position with `window`).
  func items(matching query: ItemQuery, adjacentTo item: Item, forward: Bool, limit: Int) throws -> [Item]?
  /// The items at `positions` of `query`'s list of `total` items, read the cheapest way the store knows.
  func window(of query: ItemQuery, positions: Range<Int>, total: Int) throws -> [Item]
  func count(matching query: ItemQuery) throws -> Int
  /// Readies what search-as-you-type reads, so that the first keystroke does not pay for it (a front end calls
  /// it off its input thread when a search may come).
  func prepareSearch() throws
  func totals(matching query: ItemQuery) throws -> ItemTotals
  func position(ofItem id: Int64, matching query: ItemQuery) throws -> Int?
  func lowStockReport() throws -> [Item]
  func lowStockCount() throws -> Int
  func stockAlertCounts() throws -> StockAlertCounts
  func outOfStockWithoutMinimum() throws -> [Item]
  func itemsWithStoredValueProblems(limit: Int) throws -> [Item]
  @discardableResult
  func addItem(_ draft: ItemDraft, source: ScanSource) throws -> Item
  @discardableResult
  func updateItem(id: Int64, with draft: ItemDraft, source: ScanSource) throws -> Item
  func deleteItem(id: Int64) throws
  func nextInStoreCode() throws -> ProductCode
  @discardableResult
  func assignInStoreBarcode(itemID: Int64) throws -> Item
  /// In one transaction: every listed item without a barcode gets the next in-store code.
  func assignInStoreBarcodes(itemIDs: [Int64]) throws -> [Item]

  // MARK: Extra barcodes (issue 12)
  /// The item's extra barcodes (its main one is `Item.barcode`), in the order they were added.
  func barcodes(ofItem id: Int64) throws -> [ItemBarcode]
  /// The extra barcodes of each of `ids` that has any (for lists and exports: one read, not one per item).
  func barcodes(ofItems ids: [Int64]) throws -> [Int64: [ItemBarcode]]
  /// The item `code` (any form of it) belongs to, as its main barcode or an extra one, with the units one scan
  /// of it counts; nil when no item has it.
  func match(for code: ProductCode) throws -> CodeMatch?
  /// Gives item `id` the extra barcode `code`, one scan of which counts `unitsPerScan` units. A code another
  /// item (or this one) has already is refused (`ItemBarcodeError.codeTaken`), as are units and labels out
  /// of range.
  @discardableResult
  func addBarcode(_ code: ProductCode, unitsPerScan: Int, label: String, toItem id: Int64) throws -> ItemBarcode
  /// Takes the extra barcode `code` (any form of it) off item `id`; its main barcode is changed by editing it.
  func removeBarcode(_ code: ProductCode, fromItem id: Int64) throws
  /// Changes how many units one scan of item `id`'s extra barcode `code` counts, and its label (nil: kept).
  @discardableResult
  func setUnitsPerScan(_ units: Int, label: String?, forBarcode code: ProductCode, ofItem id: Int64) throws
    -> ItemBarcode

  // MARK: Stock
  @discardableResult
  func adjustQuantity(itemID: Int64, by delta: Int, reason: MovementReason, source: ScanSource) throws -> StockChange
  @discardableResult
  func setQuantity(itemID: Int64, to quantity: Int, source: ScanSource) throws -> StockChange
  @discardableResult
  func undoLastChanges(_ count: Int, source: ScanSource) throws -> [StockChange]
  /// Newest first; `search` matches the item's name, `station` keeps the station's own; `before` (an id) starts
  /// the page after the last one read: paged by key, so a late page costs what the first does and an entry
  /// added meanwhile never shifts one into the next page twice.
  func movements(itemID: Int64?, search: String, station: String?, limit: Int, before: Int64?) throws
    -> [StockMovement]
  func movementTotal(itemID: Int64) throws -> Int128

  // MARK: Scans
  /// Records a scan and says what happened (every scan is kept in history, refused and invalid ones included).
  @discardableResult
  func recordScan(_ request: ScanRequest) throws -> ScanOutcome
  @discardableResult
  /// Applies an offered change the user accepted, at the location its scans named (nil: the default).
  func answerOffer(
    scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource, at locationID: Int64?
  ) throws -> ScanOutcome
  func cancelOffer(scanIDs: [Int64], itemName: String, delta: Int) throws
  /// Newest first; `search` matches the code or the item's name, `station` keeps the station's own; `before` as
  /// for `movements`.
  func scans(search: String, station: String?, limit: Int, before: Int64?) throws -> [ScanRecord]
  func scans(after id: Int64, limit: Int) throws -> [ScanRecord]
  func newestScanID() throws -> Int64
  @discardableResult
  func clearScanHistory() throws -> Int
  /// Keeps a scan that changed no stock of its own in the scan log, stamped now at this station: one a stock
  /// session refused, an invalid code typed into one, a code that filled a field on screen. (`recordScan` and
  /// `addToSession` log their own scans.)
  func logScan(_ scan: ScanRecord) throws

  // MARK: Stock sessions (stocktake counts, batches received or removed)
  /// Opens a session; `scope` is for a count (a batch takes `.everything`).
  @discardableResult
  func startSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession
  /// Newest first; nil filters match every state or kind.
  func sessions(state: StockSession.State?, kind: StockSession.Kind?) throws -> [StockSession]
  func session(id: Int64) throws -> StockSession?
  /// `quantity` scans of a code: its item (`match(for:)`: an extra barcode counts its units per scan), or the
  /// code kept as a line to resolve. Appended as an entry, so stations adding at once never lose one another's scans.
  /// An item a count's scope does not cover is refused (`StockSessionError.outsideScope`) unless `outsideScope`
  /// includes it.
  @discardableResult
  func addToSession(id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope)
    throws -> SessionAddition
  /// A keyed count or quantity for an item chosen by hand (its scope checked as a scan's).
  @discardableResult
  func addToSession(id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope)
    throws -> SessionAddition
  /// Review: sets a line's total by appending the correcting entry (a new line when there was none).
  @discardableResult
  func setSessionLine(id: Int64, line: SessionLineKey, to total: Int, source: ScanSource) throws -> SessionLine
  /// Review: removes a line and its entries (not counted, not received); how many entries went.
  @discardableResult
  func removeSessionLine(id: Int64, line: SessionLineKey) throws -> Int
  /// Review: the entries of an unknown code now count for `itemID` (created for it, or given the code as an
  /// extra barcode, by the front end first); how many entries moved.
  @discardableResult
  func resolveSessionCode(id: Int64, code: ProductCode, toItem itemID: Int64) throws -> Int
  /// A count: what committing does to an item in scope no one counted; `itemID` nil sets the count's default.
  func setUncountedChoice(id: Int64, itemID: Int64?, to choice: UncountedChoice) throws
  /// The lines, each the sum of its entries from every station, in report order (`SessionLine.inReportOrder`).
  func sessionLines(id: Int64) throws -> [SessionLine]
  /// A count's discrepancy report: its lines, and the items in scope no one counted.
  func countReport(id: Int64) throws -> CountReport
  /// Applies the session in one transaction (`SessionCommitPlan`), journalled item by item, and closes it.
  @discardableResult
  func commitSession(id: Int64, source: ScanSource) throws -> SessionCommitSummary
  /// Closes the session without changing any stock; its entries stay for the record.
  @discardableResult
  func discardSession(id: Int64) throws -> StockSession

  // MARK: Categories
  func categories() throws -> [CategorySummary]
  func category(named name: String) throws -> Category?
  func category(id: Int64) throws -> Category?
  @discardableResult
  func addCategory(named name: String, color: CategoryColor?) throws -> Category
  @discardableResult
  func renameCategory(_ name: String, to newName: String) throws -> Category
  @discardableResult
  func recolorCategory(_ name: String, to color: CategoryColor) throws -> Category
  @discardableResult
  func deleteCategory(_ name: String) throws -> Int

  // MARK: Undo and the journal
  /// Newest first; `before` as for `movements`.
  func actions(search: String, limit: Int, before: Int64?) throws -> [JournalAction]
  func nextUndo(scope: UndoScope) throws -> UndoStep?
  func nextRedo(scope: UndoScope) throws -> UndoStep?
  @discardableResult
  func undo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep?
  @discardableResult
  func redo(scope: UndoScope, expecting actionID: Int64?, source: ScanSource) throws -> UndoStep?

  // MARK: Import and export (CSV)
  @discardableResult
  func exportItems(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int
  @discardableResult
  func exportItems(matching query: ItemQuery, to sink: @escaping ([UInt8]) throws -> Void) throws -> Int
  @discardableResult
  func exportReorderList(to sink: @escaping ([UInt8]) throws -> Void) throws -> Int
  @discardableResult
  func importItems(
    _ csv: ItemCSVImport, onDuplicate policy: DuplicatePolicy, dryRun: Bool, progress: ((Double) -> Void)?
  ) throws -> ImportSummary

  // MARK: Created codes
  @discardableResult
  func recordCreatedCode(_ code: CreatedCode) throws -> CreatedCode
  func createdCodes(search: String, limit: Int) throws -> [CreatedCode]
  func createdCode(id: Int64) throws -> CreatedCode?
  @discardableResult
  func deleteCreatedCode(id: Int64) throws -> Bool

  // MARK: Settings, changes, health
  func setting(_ key: String) throws -> String?
  func setSetting(_ key: String, to value: String) throws
  /// Changes whenever any station commits a change: screens reload when it moves.
  func changeToken() throws -> Int
  /// What a health check finds wrong with the store (empty when nothing).
  func integrityProblems() throws -> [String]
  /// A consistent copy of the whole inventory at `destination` (a file the store can open again).
  func backup(to destination: String) throws
  /// Where the inventory lives, for messages ("backed up /home/ann/stock.db").
  var location: String { get }
  /// Whether the server is reached and what scans wait on this station for it (`.online` for a local file).
  var offlineStatus: OfflineStatus { get }
  /// Asks the server whether it answers, within a few seconds, on a connection of its own so that it never
  /// waits behind an operation or holds one up; throws the error an operation would get. A file on this
  /// machine always answers.
  func checkConnection() throws
}
