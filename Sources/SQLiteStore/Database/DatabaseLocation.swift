import Foundation

/// Where the database lives: `--db PATH`, else `$STOCKROOM_DB`, else
/// `$XDG_DATA_HOME/stockroom/stockroom.sqlite` (XDG_DATA_HOME defaults to ~/.local/share).
public enum DatabaseLocation {
  public static func resolve(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    if let explicit, !explicit.isEmpty { return expandTilde(explicit, environment: environment) }
    if let fromEnvironment = environment["STOCKROOM_DB"], !fromEnvironment.isEmpty {
      return expandTilde(fromEnvironment, environment: environment)
    }
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
    return dataHome + "/stockroom/stockroom.sqlite"
  }

  private static func expandTilde(_ path: String, environment: [String: String]) -> String {
    guard path == "~" || path.hasPrefix("~/") else { return path }
    return (environment["HOME"] ?? NSHomeDirectory()) + path.dropFirst()
  }
}
