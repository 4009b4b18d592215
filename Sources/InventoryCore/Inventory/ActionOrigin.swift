import Foundation

/// Who did an action: the station (one machine, or one till sharing the database) and the session (one
/// stockroom process). Undo reverses the caller's own actions, never another process's.
public struct ActionOrigin: Sendable, Hashable {
  public var station: String
  public var session: String

  public init(station: String, session: String) {
    self.station = station
    self.session = session
  }

  /// This process: the station named by `STOCKROOM_STATION`, else the host name; a new session id.
  public static let thisProcess = ActionOrigin(
    station: stationName(environment: ProcessInfo.processInfo.environment), session: newSessionID())

  /// The station name from the environment (trimmed, at most 64 characters), else the host name.
  static func stationName(environment: [String: String]) -> String {
    let given = environment["STOCKROOM_STATION"]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    if !given.isEmpty { return String(given.prefix(64)) }
    let host = ProcessInfo.processInfo.hostName.trimmingCharacters(in: .whitespacesAndNewlines)
    return host.isEmpty ? "this station" : String(host.prefix(64))
  }

  /// Unique enough to tell this process from any other on any station: time, process id and randomness.
  static func newSessionID() -> String {
    let random = UInt32.random(in: 0...UInt32.max)
    let millis = Date().epochMilliseconds
    return "\(millis)-\(ProcessInfo.processInfo.processIdentifier)-" + String(random, radix: 16)
  }
}

/// Whose actions undo and redo consider.
public enum UndoScope: String, Sendable, CaseIterable {
  /// This process only (the TUI: what this window did).
  case session
  /// Every process on this station (the CLI default: `stockroom undo` after `stockroom adjust`).
  case station
  /// Everyone's (`--any-station`).
  case anyStation = "any-station"
}
