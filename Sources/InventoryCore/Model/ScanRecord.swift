import Foundation

/// One scan as it happened, kept for history whatever its outcome. Clearing scan history never touches stock.
public struct ScanRecord: Sendable, Hashable, Identifiable {
  public var id: Int64?
  public var code: String
  /// The symbology the decoder reported, or the one inferred from the code's form.
  public var symbology: String?
  public var source: ScanSource
  public var quality: ScanQualityFigures?
  public var time: Date
  public var outcome: ScanOutcomeKind
  public var itemID: Int64?
  /// What happened in words (`ScanOutcomeText`): the change, the refusal's reason, the invalid code's problem.
  public var detail: String
  /// What a GS1 code said: expiry, batch, serial, count (nil for other codes).
  public var gs1: GS1ScanDetails?
  /// The station it was scanned at (`ActionOrigin.station`); nil for scans older than stations.
  public var station: String?

  public init(
    id: Int64? = nil, code: String, symbology: String?, source: ScanSource, quality: ScanQualityFigures? = nil,
    time: Date = Date(), outcome: ScanOutcomeKind, itemID: Int64? = nil, detail: String = "",
    gs1: GS1ScanDetails? = nil, station: String? = nil
  ) {
    self.id = id
    self.code = code
    self.symbology = symbology
    self.source = source
    self.quality = quality
    self.time = time
    self.outcome = outcome
    self.itemID = itemID
    self.detail = detail
    self.gs1 = gs1
    self.station = station
  }
}

/// How a scan ended. `offered` is the only one still open: the change waits for an answer, and becomes
/// `incremented`, `decremented`, `refused` or `cancelled` when it gets one. Stored as its raw value.
public enum ScanOutcomeKind: String, Sendable, CaseIterable, Codable {
  case incremented, decremented, offered, lookedUp, unknown, invalid
  /// The offered change was answered with "no" (Esc, or the item opened in the editor instead).
  case cancelled
  /// The change was refused: too little stock to take out, or the maximum would be passed.
  case refused
  /// Kept on the station while the server was away (never stored as such: the server records the scan's
  /// outcome when it arrives).
  case keptOffline
  /// Went into a stock session (a count, receive or remove): its stock changes when the session is committed.
  case session
  /// Filled a field on screen (the item editor's barcode) rather than scanning stock.
  case filled
}

/// Figures a decoder knows about a scan, each 0...1 (the scanning engine fills them; a USB scanner has none).
public struct ScanQualityFigures: Sendable, Hashable, Codable {
  public var overall: Double
  public var sharpness: Double
  public var contrast: Double
  public var brightness: Double
  public var confidence: Double

  public init(overall: Double, sharpness: Double, contrast: Double, brightness: Double, confidence: Double) {
    self.overall = overall
    self.sharpness = sharpness
    self.contrast = contrast
    self.brightness = brightness
    self.confidence = confidence
  }
}

extension ScanRecord {
  /// The longest code and detail the log keeps, in characters: a scanner stuck on one key or a pasted page is
  /// kept as its start, never refused (the log is a record, not an input).
  public static let maximumLoggedCharacters = 500

  /// The record as a store writes it: the code trimmed, control characters made visible (`terminalSafe`),
  /// code and detail cut to `maximumLoggedCharacters`.
  public var forLogging: ScanRecord {
    var cleaned = self
    cleaned.code = String(code.trimmingWhitespaceAndNewlines().terminalSafe.prefix(Self.maximumLoggedCharacters))
    cleaned.detail = String(detail.prefix(Self.maximumLoggedCharacters))
    return cleaned
  }
}
