import InventoryCore

/// How a store opens its transactions for scans: recording a scan, answering or declining the offer it made and
/// logging one are written once, in the extension, over these (as `ItemStore` does for items).
public protocol ScanStore {
  associatedtype Scans: ScanStorage
  /// The station each scan, movement and action is recorded for.
  var origin: ActionOrigin { get }
  /// Runs `body` in one write transaction, with the scan rows of this store's `origin`.
  func writeScans<T>(_ body: (Scans) throws -> T) throws -> T
  /// Now, in epoch milliseconds, by the store's clock (tests set it).
  func timestamp() -> Int64
}

extension ScanStore {
  /// Records a scan from any source and says what happened. Every scan is kept in history, refused and invalid
  /// ones included, with its outcome in words (`ScanRecorder` decides).
  @discardableResult
  public func recordScan(_ request: ScanRequest) throws -> ScanOutcome {
    let time = timestamp()
    let reading = ScanReading(request)
    return try writeScans { scans in try recorder(scans).record(reading, request: request, time: time) }
  }

  /// Applies an offered change the user accepted: stock changes by `delta` at `locationID` in `lot` (or the
  /// change is refused: too little stock, the maximum) and the offer's history rows say so, in one transaction.
  @discardableResult
  public func answerOffer(
    scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource, at locationID: Int64?,
    lot: LotDetails?
  ) throws -> ScanOutcome {
    let time = timestamp()
    return try writeScans { scans in
      try recorder(scans).answerOffer(
        scanIDs: scanIDs, itemID: itemID, code: code, delta: delta, source: source, at: locationID, lot: lot,
        time: time)
    }
  }

  /// Records that an offered change was declined: nothing changes but the offer's history rows.
  public func cancelOffer(scanIDs: [Int64], itemName: String, delta: Int) throws {
    try writeScans { scans in try recorder(scans).cancelOffer(scanIDs: scanIDs, itemName: itemName, delta: delta) }
  }

  /// Keeps a scan that changed no stock of its own in the scan log, stamped now at this station.
  public func logScan(_ scan: ScanRecord) throws {
    let scan = scan.forLogging
    let entry = ScanLogEntry(
      code: scan.code, symbology: scan.symbology, source: scan.source, quality: scan.quality, time: timestamp(),
      outcome: scan.outcome, itemID: scan.itemID, detail: scan.detail, station: origin.station, gs1: scan.gs1)
    try writeScans { scans in _ = try scans.log(entry) }
  }

  private func recorder(_ scans: Scans) -> ScanRecorder<Scans> { ScanRecorder(storage: scans, station: origin.station) }
}
