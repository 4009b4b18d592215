/// The stock-session role of an inventory: stocktake counts and batches received or removed, scanned by several
/// stations at once.
public protocol SessionInventory: AnyObject, Sendable {
  /// Opens a session; `scope` is for a count (a batch takes `.everything`).
  @discardableResult
  func startSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> StockSession
  /// Newest first; nil filters match every state or kind.
  func sessions(state: StockSession.State?, kind: StockSession.Kind?) throws -> [StockSession]
  func session(id: Int64) throws -> StockSession?
  /// `quantity` scans of a code: its item (`match(for:)`: an extra barcode counts its units per scan), or the
  /// code kept as a line to resolve. Appended as an entry, so stations adding at once never lose one another's scans.
  /// An item a count's scope does not cover is refused (`StockSessionError.outsideScope`) unless `outsideScope`
  /// includes it. `place` is where the units are and which lot (`SessionPlace`: the station's "here", a GS1 code's
  /// lot); the entry keeps it and the commit receives at it, takes from it or counts it.
  @discardableResult
  func addToSession(
    id: Int64, code: ProductCode, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition
  /// A keyed count or quantity for an item chosen by hand (its scope checked as a scan's), at `place`.
  @discardableResult
  func addToSession(
    id: Int64, itemID: Int64, quantity: Int, source: ScanSource, outsideScope: OutsideScope, place: SessionPlace
  ) throws -> SessionAddition
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
}
