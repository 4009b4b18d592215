import Foundation

/// Whether this station reaches its server, and what waits for it: shown on every screen of a server
/// inventory ("server connected", "server away since 14:02 · 12 scans waiting", "server back · sending 3 scans").
public struct OfflineStatus: Sendable, Equatable {
  /// The inventory is on a server (a local file has no connection to show).
  public var isServer: Bool
  /// The last attempt to reach the server failed (it is tried again every few seconds).
  public var serverAway: Bool
  /// Since when the server has been away, when known.
  public var awaySince: Date?
  /// Scans kept on this station, not yet sent.
  public var waiting: Int
  /// Scans the server refused when they were sent (`OfflineConflict`): listed until the user dismisses them.
  public var conflicts: Int
  /// The station's journal cannot be used (damaged, locked, read-only...): scans cannot be kept offline. The
  /// journal's own message, which names the file and what to do.
  public var journalProblem: String?
  /// A read the screens asked for has not answered yet: what they show is as last read.
  public var reading: Bool

  public init(
    isServer: Bool = false, serverAway: Bool = false, awaySince: Date? = nil, waiting: Int = 0, conflicts: Int = 0,
    journalProblem: String? = nil, reading: Bool = false
  ) {
    self.isServer = isServer
    self.serverAway = serverAway
    self.awaySince = awaySince
    self.waiting = waiting
    self.conflicts = conflicts
    self.journalProblem = journalProblem
    self.reading = reading
  }

  public static let online = OfflineStatus()

  /// Something the user should see stand out: the server away, scans waiting or refused, the journal unusable.
  public var needsAttention: Bool { serverAway || waiting > 0 || conflicts > 0 || journalProblem != nil }

  /// "server away since 14:02 · 12 scans waiting", "server back · sending 3 scans", "reading from the server…",
  /// "2 offline scans refused", "offline journal unusable: …", "server connected"; nil for a local file with
  /// nothing to say. Times are the wall clock of `timeZone`.
  public func summary(timeZone: TimeZone = .current) -> String? {
    var parts: [String] = []
    if serverAway {
      let since = awaySince.map { " since " + Self.clockTime($0, timeZone: timeZone) } ?? ""
      parts.append("server away\(since)" + (waiting > 0 ? " · \(Self.scans(waiting)) waiting" : ""))
    } else if waiting > 0 {
      parts.append("server back · sending \(Self.scans(waiting))")
    }
    if reading, !serverAway { parts.append("reading from the server…") }
    if conflicts > 0 { parts.append("\(conflicts) offline scan\(conflicts == 1 ? "" : "s") refused") }
    if journalProblem != nil { parts.append("offline journal unusable: stockroom offline says why") }
    if parts.isEmpty, isServer { parts.append("server connected") }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// `summary` in this machine's time zone.
  public var summary: String? { summary() }

  private static func scans(_ count: Int) -> String { "\(count) scan\(count == 1 ? "" : "s")" }

  /// "14:02": hours and minutes on the wall clock.
  static func clockTime(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
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
