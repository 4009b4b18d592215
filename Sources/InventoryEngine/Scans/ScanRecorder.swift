import InventoryCore

/// Recording a scan, decided once for every store over its `ScanStorage`: what the code is (or why it is
/// none), what `ScanRule` makes of it, the stock change or its refusal, and the scan log's row for every
/// outcome, refused and invalid ones included. Each store runs `record` inside its own transaction (and, for a
/// scan sent with an id, once per id).
public struct ScanRecorder<Storage: ScanStorage> {
  public let storage: Storage
  public let station: String

  public init(storage: Storage, station: String) {
    self.storage = storage
    self.station = station
  }

  /// Records `request` (its text already read: `reading`) and says what happened. In `remove` mode stock goes
  /// down by `quantity`; a GS1 code finds its item by its GTIN, keeps its expiry, batch, serial and count with the
  /// scan, and a count scans that many units in place of `quantity`; an extra barcode counts its units per scan.
  /// Stock changes at the request's location (`LocationScanRule`).
  public func record(_ reading: ScanReading, request: ScanRequest, time: Int64) throws -> ScanOutcome {
    let (source, quality, policy, mode, quantity) = (
      request.source, request.quality, request.policy, request.mode, request.quantity
    )
    let place = try LocationScanRule(storage: storage).place(of: request.locationID)
    guard (1...StockLimits.maximumQuantity).contains(quantity) else {
      throw InventoryError.countOutOfRange(what: "a scan's quantity", value: quantity, minimum: 1)
    }
    let scanned: ScannedCode
    switch reading {
    case .code(let code): scanned = code
    case .invalid(let text, let symbology, let error):
      _ = try storage.log(
        ScanLogEntry(
          code: text.terminalSafe, symbology: symbology?.rawValue, source: source, quality: quality, time: time,
          outcome: .invalid, itemID: nil, detail: error.description, station: station))
      return .invalid(text: text, error: error)
    }
    let code = scanned.code
    func log(_ outcome: ScanOutcomeKind, _ item: Item?, _ detail: String) throws -> Int64 {
      try storage.log(
        ScanLogEntry(
          code: code.text, symbology: code.symbology.rawValue, source: source, quality: quality, time: time,
          outcome: outcome, itemID: item?.id, detail: detail, station: station, gs1: scanned.gs1))
    }
    let match = try storage.match(for: code)
    switch ScanRule.decide(match: match, mode: mode, policy: policy, scans: scanned.units ?? quantity) {
    case .unknown:
      let result = ScanOutcome.unknown(code)
      _ = try log(result.kind, nil, result.historyDetail)
      return result
    case .lookUp(let item):
      let result = ScanOutcome.lookedUp(item, code: code)
      _ = try log(result.kind, item, result.historyDetail)
      return result
    case .offer(let item, let delta):
      let scanID = try log(.offered, item, ScanOutcomeText.waiting(item.name, delta: delta))
      return .offered(item, code: code, scanID: scanID)
    case .apply(let item, let delta):
      let result = try apply(
        item: item, code: code, delta: delta, lot: lot(of: scanned), source: source, time: time, at: place
      )
      .scanned(by: match)
      _ = try log(result.kind, item, result.historyDetail)
      return result
    }
  }

  /// Applies an offered change the user accepted: stock changes by `delta` at the location the scans named, in
  /// the lot their GS1 code named (added to or created, taken from: as a scan under the "auto" policy), or the
  /// change is refused (too little stock, the maximum, `LotError` for details no lot can have); the offer's
  /// history rows say so.
  public func answerOffer(
    scanIDs: [Int64], itemID: Int64, code: ProductCode, delta: Int, source: ScanSource, at locationID: Int64?,
    lot details: LotDetails? = nil, time: Int64
  ) throws -> ScanOutcome {
    let item = try storage.requireItem(id: itemID)
    let place = try LocationScanRule(storage: storage).place(of: locationID)
    let lot = try details.map { try LotLimits.usable($0) }
    let result = try apply(item: item, code: code, delta: delta, lot: lot, source: source, time: time, at: place)
      .scanned(by: try storage.match(for: code))
    try storage.rewrite(scans: scanIDs, outcome: result.kind, detail: result.historyDetail)
    return result
  }

  /// Records that an offered change was declined: nothing changes but the offer's history rows.
  public func cancelOffer(scanIDs: [Int64], itemName: String, delta: Int) throws {
    try storage.rewrite(scans: scanIDs, outcome: .cancelled, detail: ScanOutcomeText.cancelled(itemName, delta: delta))
  }

  /// The stock change of a scan, or its refusal (too little stock, the maximum: `ScanOutcome.refusal`). Other
  /// failures (a damaged stored quantity) throw: the transaction, log included, is rolled back and the caller
  /// reports the error.
  private func apply(
    item: Item, code: ProductCode, delta: Int, lot: LotDetails?, source: ScanSource, time: Int64, at place: ScanPlace?
  ) throws -> ScanOutcome {
    guard let itemID = item.id else { throw InventoryError.itemNotFound(item.name) }
    do {
      var change = try storage.adjustByScan(
        itemID: itemID, by: delta, lot: lot, source: source, time: time, at: place?.movementLocationID)
      change.locationPath = place?.path
      // All in the lot the code named: the code's own details, which follow the outcome, already say which.
      if let lot, change.lots == [LotPart(details: lot, delta: change.delta)] { change.lots = [] }
      return .applied(change, code: code)
    } catch let error as InventoryError {
      guard let refusal = ScanOutcome.refusal(error, item: item, code: code) else { throw error }
      return refusal
    }
  }
}

extension ScanRecorder {
  /// The lot a GS1 code names: its (10), (15), (17) and (21), when they fit a lot (`LotLimits`). A code whose
  /// lot cannot be stored still scans, as stock without a lot: the scan log keeps what it said.
  func lot(of scanned: ScannedCode) -> LotDetails? { LotDetails(scanned: scanned.gs1) }
}

/// A scan's text read before any transaction: the code it is, or why it is none.
public enum ScanReading: Sendable {
  case code(ScannedCode)
  case invalid(text: String, symbology: Symbology?, error: ProductCodeError)

  public init(_ request: ScanRequest) { self.init(request.text, symbology: request.symbology, gs1: request.gs1) }

  public init(_ text: String, symbology: Symbology?, gs1 hint: GS1Hint) {
    do { self = .code(try ScannedCode.interpret(text, symbology: symbology, gs1: hint)) } catch {
      self = .invalid(text: text.trimmingCharacters(in: .whitespacesAndNewlines), symbology: symbology, error: error)
    }
  }
}
