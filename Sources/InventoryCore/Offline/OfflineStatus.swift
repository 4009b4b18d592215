import Foundation

/// Whether this station reaches its server, and what waits for it: shown on every screen when not `.online`
/// ("offline: 12 scans waiting").
public struct OfflineStatus: Sendable, Equatable {
  /// The last attempt to reach the server failed (it is tried again every few seconds).
  public var serverAway: Bool
  /// Scans kept on this station, not yet sent.
  public var waiting: Int
  /// Scans the server refused when they were sent (`OfflineConflict`): listed until the user dismisses them.
  public var conflicts: Int
  /// The station's journal cannot be used (damaged, locked, read-only...): scans cannot be kept offline. The
  /// journal's own message, which names the file and what to do.
  public var journalProblem: String?

  public init(serverAway: Bool = false, waiting: Int = 0, conflicts: Int = 0, journalProblem: String? = nil) {
    self.serverAway = serverAway
    self.waiting = waiting
    self.conflicts = conflicts
    self.journalProblem = journalProblem
  }

  public static let online = OfflineStatus()

  /// "offline: 12 scans waiting", "sending 3 scans", "2 offline scans refused", "offline journal unusable: …";
  /// nil when there is nothing to say.
  public var summary: String? {
    var parts: [String] = []
    if serverAway {
      parts.append("offline: \(waiting) scan\(waiting == 1 ? "" : "s") waiting")
    } else if waiting > 0 {
      parts.append("sending \(waiting) offline scan\(waiting == 1 ? "" : "s")")
    }
    if conflicts > 0 { parts.append("\(conflicts) offline scan\(conflicts == 1 ? "" : "s") refused") }
    if journalProblem != nil { parts.append("offline journal unusable: stockroom offline says why") }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}

/// A scan taken offline that the server refused when it was sent: the item was deleted meanwhile, stock would
/// go below zero, the code is unknown. Never dropped: listed for the user (`stockroom offline`).
public struct OfflineConflict: Sendable, Hashable, Identifiable {
  public var scan: OfflineScan
  public var reason: String
  public var time: Date
  /// False for an entry of the journal whose scan cannot be read (the file was edited or damaged): `scan` then
  /// holds only what could be read of it (its text), and the entry is still listed, never dropped.
  public var isReadable: Bool
  /// The id the journal keeps it under, which dismisses it: the scan's id, or whatever an unreadable entry holds.
  public var storedID: String

  public init(scan: OfflineScan, reason: String, time: Date, storedID: String? = nil, isReadable: Bool = true) {
    self.scan = scan
    self.reason = reason
    self.time = time
    self.storedID = storedID ?? scan.id.uuidString
    self.isReadable = isReadable
  }

  public var id: UUID { scan.id }
}
