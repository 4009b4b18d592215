import Foundation

/// Where the product catalogue lives: `--catalog PATH`, else `$STOCKROOM_CATALOG`, else `catalog.sqlite` in
/// this station's data folder (beside the default database: `~/.local/share/stockroom/catalog.sqlite`), also
/// when the inventory is on a PostgreSQL server: the catalogue is reference data each station keeps locally.
public enum CatalogueLocation {
  public static let fileName = "catalog.sqlite"

  public static func resolve(
    explicit: String?, dataFolder: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let explicit, !explicit.isEmpty { return expandTilde(explicit, environment: environment) }
    if let fromEnvironment = environment["STOCKROOM_CATALOG"], !fromEnvironment.isEmpty {
      return expandTilde(fromEnvironment, environment: environment)
    }
    return (dataFolder.isEmpty ? "." : dataFolder) + "/" + fileName
  }

  private static func expandTilde(_ path: String, environment: [String: String]) -> String {
    guard path == "~" || path.hasPrefix("~/") else { return path }
    return (environment["HOME"] ?? NSHomeDirectory()) + path.dropFirst()
  }
}
