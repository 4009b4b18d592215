import InventoryCore

/// A scan as history keeps it: one row of the scan log, whatever the store.
public struct ScanLogEntry: Sendable, Hashable {
  public var code: String
  public var symbology: String?
  public var source: ScanSource
  public var quality: ScanQualityFigures?
  public var time: Int64
  public var outcome: ScanOutcomeKind
  public var itemID: Int64?
  public var detail: String
  public var station: String
  public var gs1: GS1ScanDetails?

  public init(
    code: String, symbology: String?, source: ScanSource, quality: ScanQualityFigures?, time: Int64,
    outcome: ScanOutcomeKind, itemID: Int64?, detail: String, station: String, gs1: GS1ScanDetails? = nil
  ) {
    self.code = code
    self.symbology = symbology
    self.source = source
    self.quality = quality
    self.time = time
    self.outcome = outcome
    self.itemID = itemID
    self.detail = detail
    self.station = station
    self.gs1 = gs1
  }
}

/// The rows recording a scan reads and writes, inside the store's transaction (`ScanRecorder` decides).
public protocol ScanStorage {
  /// The item a code stands for (any form, main or extra barcode), locked where the store locks rows.
  func match(for code: ProductCode) throws -> CodeMatch?
  /// Appends a row to the scan log; returns its id.
  func log(_ entry: ScanLogEntry) throws -> Int64
  /// Changes the item's stock by a scan at `locationID` (nil: the default location), in the lot a GS1 code named
  /// (`StockLedger.adjust`), journalled as the scanning station's action; the limits' refusals throw
  /// `InventoryError` (too little stock, over the maximum) or `LocationError` (too little there).
  func adjustByScan(
    itemID: Int64, by delta: Int, lot: LotDetails?, source: ScanSource, time: Int64, at locationID: Int64?
  ) throws -> StockChange
  /// Every location (a tree is small): read only for a scan that names one.
  func allLocations() throws -> [Location]
  /// The item, or `InventoryError.itemNotFound`.
  func requireItem(id: Int64) throws -> Item
  /// Sets the outcome and words of scan log rows (an offer's, once answered).
  func rewrite(scans ids: [Int64], outcome: ScanOutcomeKind, detail: String) throws
}
