import Foundation
import InventoryCore
import PostgresNIO

/// Scans sent with their id (`OfflineScan`): the offline journal's, and every scan of a station whose
/// connection may break after the commit and before the answer. The id is recorded in `scan_replay` in the
/// scan's own transaction, so a scan sent again is found there and changes nothing; clearing scan history
/// leaves the ids.
extension PostgresInventory: ScanReplaying {
  public func recordScan(_ scan: OfflineScan) throws -> ReplayedScan {
    try record(
      scan.request, time: scan.time.epochMilliseconds,
      origin: ActionOrigin(station: scan.station, session: origin.session), replayID: scan.id)
  }

  /// A session entry kept offline (or sent with its id so that a lost answer cannot count it twice), into its
  /// session at the entry's own time and station; `SessionEntryRecorder` decides as for any entry.
  public func addToSession(_ scan: OfflineScan) throws -> Replayed<SessionAddition> {
    guard let entry = scan.sessionEntry else {
      throw PostgresStoreError(.server, "a plain scan was sent as a session entry")
    }
    let time = scan.time.epochMilliseconds
    let origin = ActionOrigin(station: scan.station, session: origin.session)
    return try writeOnce(scan.id, time: time) { link in
      if let itemID = entry.itemID {
        return try addToSession(
          link, id: entry.sessionID, itemID: itemID, quantity: scan.quantity, source: scan.request.source,
          outsideScope: entry.outsideScope, place: entry.place, time: time, origin: origin)
      }
      return try addToSession(
        link, id: entry.sessionID, code: try ProductCode(scan.text), quantity: scan.quantity,
        source: scan.request.source,
        outsideScope: entry.outsideScope, place: entry.place, time: time, origin: origin)
    }
  }

  /// `body` in one transaction, once per `replayID` (always when nil). Two senders of one id at once (the
  /// terminal UI and a command on the same station): the second waits on the first's row and finds it. A scan
  /// with its own id never takes the command's `OperationClaim` (a command sends waiting scans first).
  func writeOnce<Outcome>(_ replayID: UUID?, time: Int64, _ body: (PostgresLink) throws -> Outcome) throws
    -> Replayed<Outcome>
  {
    try OperationClaim.$current.withValue(replayID == nil ? OperationClaim.current : nil) {
      try write { link in
        if let replayID {
          let claimed = try link.execute(
            "INSERT INTO scan_replay (id, time) VALUES (\(replayID), \(time)) ON CONFLICT (id) DO NOTHING")
          if claimed == 0 { return .alreadyRecorded }
        }
        return .recorded(try body(link))
      }
    }
  }
}
