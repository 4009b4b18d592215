/// The scanning role of an inventory: recording scans and answering the offers they make, and the scan log.
public protocol ScanInventory: AnyObject, Sendable {
  /// Records a scan and says what happened (every scan is kept in history, refused and invalid ones included).
  @discardableResult
  func recordScan(_ request: ScanRequest) throws -> ScanOutcome
  /// Applies an offered change the user accepted, at the location its scans named (nil: the default), in the lot
  /// their GS1 code named (nil: none, as for any other code), as the "auto" policy would have.
  @discardableResult
  func answerOffer(
    scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource, at locationID: Int64?,
    lot: LotDetails?
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
}

/// The first page of the scan log; an offer applied at the default location, or without a lot.
extension ScanInventory {
  /// An offered change applied at the default location, without a lot.
  @discardableResult
  public func answerOffer(scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource) throws
    -> ScanOutcome
  {
    try answerOffer(scanIDs: scanIDs, itemID: itemID, code: code, delta: delta, source: source, at: nil, lot: nil)
  }

  /// An offered change applied at `locationID`, without a lot (the scans' code named none).
  @discardableResult
  public func answerOffer(
    scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource, at locationID: Int64?
  ) throws -> ScanOutcome {
    try answerOffer(
      scanIDs: scanIDs, itemID: itemID, code: code, delta: delta, source: source, at: locationID, lot: nil)
  }

  public func scans(search: String = "", station: String? = nil, limit: Int = 100) throws -> [ScanRecord] {
    try scans(search: search, station: station, limit: limit, before: nil)
  }

  public func scans(search: String, limit: Int, before: Int64?) throws -> [ScanRecord] {
    try scans(search: search, station: nil, limit: limit, before: before)
  }

  public func scans(after id: Int64) throws -> [ScanRecord] { try scans(after: id, limit: 20) }
}
