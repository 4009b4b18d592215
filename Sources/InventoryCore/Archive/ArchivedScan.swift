/// A scan with its quality figures and what a GS1 code said (all nil for other codes); `station` is nil for
/// scans made before stations were recorded.
public struct ArchivedScan: Sendable, Hashable {
  public var id: Int64
  public var code: String
  public var symbology: String?
  public var source: String
  public var station: String?
  public var qualityOverall: Double?
  public var qualitySharpness: Double?
  public var qualityContrast: Double?
  public var qualityBrightness: Double?
  public var qualityConfidence: Double?
  public var time: Int64
  public var outcome: String
  public var itemID: Int64?
  public var detail: String
  public var deletedItemID: Int64?
  public var gs1: String?
  public var gtin: String?
  public var expiry: String?
  public var bestBefore: String?
  public var batch: String?
  public var serial: String?
  public var unitCount: Int64?

  public init(
    id: Int64, code: String, symbology: String?, source: String, station: String?, qualityOverall: Double?,
    qualitySharpness: Double?, qualityContrast: Double?, qualityBrightness: Double?, qualityConfidence: Double?,
    time: Int64, outcome: String, itemID: Int64?, detail: String, deletedItemID: Int64?, gs1: String?,
    gtin: String?, expiry: String?, bestBefore: String?, batch: String?, serial: String?, unitCount: Int64?
  ) {
    self.id = id
    self.code = code
    self.symbology = symbology
    self.source = source
    self.station = station
    self.qualityOverall = qualityOverall
    self.qualitySharpness = qualitySharpness
    self.qualityContrast = qualityContrast
    self.qualityBrightness = qualityBrightness
    self.qualityConfidence = qualityConfidence
    self.time = time
    self.outcome = outcome
    self.itemID = itemID
    self.detail = detail
    self.deletedItemID = deletedItemID
    self.gs1 = gs1
    self.gtin = gtin
    self.expiry = expiry
    self.bestBefore = bestBefore
    self.batch = batch
    self.serial = serial
    self.unitCount = unitCount
  }
}

/// One entry of the action journal, its item snapshots kept as the JSON text the store wrote.
public struct ArchivedAction: Sendable, Hashable {
  public var id: Int64
  public var time: Int64
  public var station: String
  public var session: String
  public var kind: String
  public var itemID: Int64?
  public var itemName: String
  public var movementID: Int64?
  public var before: String?
  public var after: String?
  public var targetID: Int64?
  public var undone: Bool
  public var summary: String

  public init(
    id: Int64, time: Int64, station: String, session: String, kind: String, itemID: Int64?, itemName: String,
    movementID: Int64?, before: String?, after: String?, targetID: Int64?, undone: Bool, summary: String
  ) {
    self.id = id
    self.time = time
    self.station = station
    self.session = session
    self.kind = kind
    self.itemID = itemID
    self.itemName = itemName
    self.movementID = movementID
    self.before = before
    self.after = after
    self.targetID = targetID
    self.undone = undone
    self.summary = summary
  }
}
