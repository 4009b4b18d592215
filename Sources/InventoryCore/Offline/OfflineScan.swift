import Foundation

/// A scan as the station took it, with an id of its own: what the offline journal keeps while the server is
/// away, and what is sent to a server so that a scan sent twice (again after a broken connection, or replayed
/// from the journal) counts once (`ScanReplaying`).
public struct OfflineScan: Sendable, Hashable, Identifiable {
  public var id: UUID
  /// The scan as it was asked for: sent as it is (a plain scan's policy becomes `.auto` then: an offer cannot be
  /// answered after the fact).
  public var request: ScanRequest
  /// When it was scanned: kept as the scan's and its movement's time when it reaches the server.
  public var time: Date
  public var station: String
  /// Set for a scan into a stock session (a count's or a batch's entry), nil for a plain scan. Journals written
  /// before sessions were kept offline have none: their scans are plain.
  public var sessionEntry: OfflineSessionEntry?

  public init(
    id: UUID = UUID(), request: ScanRequest, time: Date, station: String, sessionEntry: OfflineSessionEntry? = nil
  ) {
    self.id = id
    self.request = request
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
      request: ScanRequest(code?.text ?? "", source: source, quantity: quantity), time: time, station: station,
      sessionEntry: entry)
  }

  /// The code as scanned (empty for an item picked by hand).
  public var text: String { request.text }
  /// Units per scan.
  public var quantity: Int { request.quantity }
}

/// One flat object: the request's keys beside the scan's own, as journals written before `ScanRequest` have them.
extension OfflineScan: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, time, station, sessionEntry
  }

  public init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try keys.decode(UUID.self, forKey: .id), request: try ScanRequest(from: decoder),
      time: try keys.decode(Date.self, forKey: .time), station: try keys.decode(String.self, forKey: .station),
      sessionEntry: try keys.decodeIfPresent(OfflineSessionEntry.self, forKey: .sessionEntry))
  }

  public func encode(to encoder: any Encoder) throws {
    try request.encode(to: encoder)
    var keys = encoder.container(keyedBy: CodingKeys.self)
    try keys.encode(id, forKey: .id)
    try keys.encode(time, forKey: .time)
    try keys.encode(station, forKey: .station)
    try keys.encodeIfPresent(sessionEntry, forKey: .sessionEntry)
  }
}

/// Which session a kept scan goes into, and how: the item picked by hand (nil: the scan's code is matched when
/// it is sent), and whether an item outside a count's scope is taken (the question was answered) or refused.
/// The entry's place (the station's "here" and a GS1 code's lot) is kept with it; journals written before entries
/// had a place have none (`SessionPlace.unplaced`).
public struct OfflineSessionEntry: Sendable, Hashable, Codable {
  public var sessionID: Int64
  public var itemID: Int64?
  public var includeOutsideScope: Bool
  /// Nil when unplaced, so an entry without a place is written as before.
  public var location: Int64?
  public var lot: LotDetails?

  public init(sessionID: Int64, itemID: Int64?, outsideScope: OutsideScope, place: SessionPlace = .unplaced) {
    self.sessionID = sessionID
    self.itemID = itemID
    includeOutsideScope = outsideScope == .include
    location = place.locationID
    lot = place.lot
  }

  public var outsideScope: OutsideScope { includeOutsideScope ? .include : .refuse }
  public var place: SessionPlace { SessionPlace(locationID: location, lot: lot) }
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
  /// `recordScan` for `scan.request`, once per `scan.id`, at the scan's own time and station.
  func recordScan(_ scan: OfflineScan) throws -> ReplayedScan
  /// `addToSession` for a scan with a `sessionEntry`, once per `scan.id`, at the scan's own time and station.
  func addToSession(_ scan: OfflineScan) throws -> Replayed<SessionAddition>
}
