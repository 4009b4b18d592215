import Foundation

/// Where a session entry's units are and which lot they are: the location "here" was set to when it was scanned
/// (nil: the default location) and the lot a GS1 code's (10)/(17)/(15)/(21) named (nil: stock without a lot).
/// A session's lines are per item and place; a commit receives at (or removes from) each line's place.
public struct SessionPlace: Sendable, Hashable, Codable {
  public var locationID: Int64?
  public var lot: LotDetails?

  public init(locationID: Int64? = nil, lot: LotDetails? = nil) {
    self.locationID = locationID
    self.lot = lot.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// A scan's place: `locationID` (the station's "here") and the lot its GS1 code's (10)/(17)/(15)/(21) name, read
  /// as an ordinary scan reads them (`LotDetails(gs1:)`, kept when `LotLimits` takes them): a lot that cannot be
  /// stored is left out and the scan still counts, as stock without a lot.
  public init(scanned: ScannedCode, at locationID: Int64?) {
    let lot = scanned.gs1.flatMap(LotDetails.init(gs1:)).flatMap { details in try? LotLimits.usable(details) }
    self.init(locationID: locationID, lot: lot)
  }

  /// The default location, stock without a lot: what every entry was before entries had a place.
  public static let unplaced = SessionPlace()

  public var isUnplaced: Bool { locationID == nil && lot == nil }

  /// The place with its lot checked as a lot's details are where they enter (`LotLimits.usable`).
  public func checked() throws(LotError) -> SessionPlace {
    SessionPlace(locationID: locationID, lot: try lot.map { details throws(LotError) in try LotLimits.usable(details) })
  }

  /// Orders one item's lines: the default location first, then by location id, then by lot.
  public var reportKey: String {
    let location = locationID.map { "1" + String(format: "%020lld", $0) } ?? "0"
    return location + "|" + (lot?.summary ?? "")
  }
}
