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
  /// Set for a scan into a stock session (a count's or a batch's entry), nil for a plain scan. Journals written
  /// before sessions were kept offline have none: their scans are plain.
  public var sessionEntry: OfflineSessionEntry?

  public init(
    id: UUID = UUID(), text: String, symbology: Symbology?, source: ScanSource, mode: ScanMode, quantity: Int,
    gs1 hint: GS1Hint, time: Date, station: String, sessionEntry: OfflineSessionEntry? = nil
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
    self.sessionEntry = sessionEntry
  }

  /// A session entry as the station took it: `text` is the code scanned (already read as a product code, GS1
  /// units counted into `quantity`), or empty when an item was picked by hand (`entry.itemID`).
  public static func sessionEntry(
    _ entry: OfflineSessionEntry, code: ProductCode?, quantity: Int, source: ScanSource, time: Date, station: String
  ) -> OfflineScan {
    OfflineScan(
      text: code?.text ?? "", symbology: nil, source: source, mode: .add, quantity: quantity,
      gs1: .detect(separator: nil), time: time, station: station, sessionEntry: entry)
  }

  public var gs1Hint: GS1Hint { gs1Declared ? .declared : .detect(separator: gs1Separator) }
}

/// Which session a kept scan goes into, and how: the item picked by hand (nil: the scan's code is matched when
/// it is sent), and whether an item outside a count's scope is taken (the question was answered) or refused.
public struct OfflineSessionEntry: Sendable, Hashable, Codable {
  public var sessionID: Int64
  public var itemID: Int64?
  public var includeOutsideScope: Bool

  public init(sessionID: Int64, itemID: Int64?, outsideScope: OutsideScope) {
    self.sessionID = sessionID
    self.itemID = itemID
    includeOutsideScope = outsideScope == .include
  }

  public var outsideScope: OutsideScope { includeOutsideScope ? .include : .refuse }
}

/// What sending something with its id did.
public enum Replayed<Outcome: Sendable & Equatable>: Sendable, Equatable {
  /// Recorded now, with this outcome.
  case recorded(Outcome)
  /// The server had it already (an earlier send got through, its answer did not): nothing changed.
  case alreadyRecorded
}

public typealias ReplayedScan = Replayed<ScanOutcome>

/// A store several stations reach over a network: each scan carries its id, so one sent twice is recorded once.
public protocol ScanReplaying: AnyObject, Sendable {
  /// `recordScan` for `scan`, once per `scan.id`, at the scan's own time and station.
  func recordScan(_ scan: OfflineScan, policy: ScanPolicy, quality: ScanQualityFigures?) throws -> ReplayedScan
  /// `addToSession` for a scan with a `sessionEntry`, once per `scan.id`, at the scan's own time and station.
  func addToSession(_ scan: OfflineScan) throws -> Replayed<SessionAddition>
}
