import Foundation

/// A scan as the station took it, with an id of its own: what the offline journal keeps while the server is
/// away, and what is sent to a server so that a scan sent twice (again after a broken connection, or replayed
/// from the journal) counts once (`ScanReplaying`).
public struct OfflineScan: Sendable, Hashable, Codable, Identifiable {
  public var id: UUID
  public var text: String
  public var symbology: Symbology?
  public var source: ScanSource
  public var mode: ScanMode
  /// Units per scan (a QUANTITY card's count; a GS1 label's own count still wins).
  public var quantity: Int
  /// The decoder declared GS1 (FNC1 first); else GS1 is detected in the text, with `gs1Separator`.
  public var gs1Declared: Bool
  public var gs1Separator: String?
  /// When it was scanned: kept as the scan's and its movement's time when it reaches the server.
  public var time: Date
  public var station: String

  public init(
    id: UUID = UUID(), text: String, symbology: Symbology?, source: ScanSource, mode: ScanMode, quantity: Int,
    gs1 hint: GS1Hint, time: Date, station: String
  ) {
    self.id = id
    self.text = text
    self.symbology = symbology
    self.source = source
    self.mode = mode
    self.quantity = quantity
    switch hint {
    case .declared:
      gs1Declared = true
      gs1Separator = nil
    case .detect(let separator):
      gs1Declared = false
      gs1Separator = separator
    }
    self.time = time
    self.station = station
  }

  public var gs1Hint: GS1Hint { gs1Declared ? .declared : .detect(separator: gs1Separator) }
}

/// What sending a scan with its id did.
public enum ReplayedScan: Sendable, Equatable {
  /// Recorded now, with this outcome.
  case recorded(ScanOutcome)
  /// The server had it already (an earlier send got through, its answer did not): nothing changed.
  case alreadyRecorded
}

/// A store several stations reach over a network: each scan carries its id, so one sent twice is recorded once.
public protocol ScanReplaying: AnyObject, Sendable {
  /// `recordScan` for `scan`, once per `scan.id`, at the scan's own time and station.
  func recordScan(_ scan: OfflineScan, policy: ScanPolicy, quality: ScanQualityFigures?) throws -> ReplayedScan
}
