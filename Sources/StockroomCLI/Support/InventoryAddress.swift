import Foundation
import PostgresStore
import SQLiteStore

/// Where the inventory is: a SQLite file (the default) or a PostgreSQL database several stations share.
/// `--db`, else `$STOCKROOM_DB`, else the default file (`DatabaseLocation`); a value starting with
/// `postgresql://` or `postgres://` names a server.
enum InventoryAddress: Equatable, CustomStringConvertible {
  case file(String)
  case server(PostgresSettings)

  static func resolve(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(PostgresSettingsError) -> InventoryAddress
  {
    let given = [explicit, environment["STOCKROOM_DB"]].compactMap { $0 }.first { !$0.isEmpty }
    if let given, isServerURL(given) { return .server(try PostgresSettings(url: given)) }
    return .file(DatabaseLocation.resolve(explicit: explicit, environment: environment))
  }

  /// `text` as written (`migrate --to`): a server URL (a malformed one is a usage error), else a path.
  init(parsing text: String) throws {
    guard Self.isServerURL(text) else {
      self = .file(text)
      return
    }
    do { self = .server(try PostgresSettings(url: text)) } catch {
      throw CommandFailure(message: error.description, status: ExitStatus.usage)
    }
  }

  static func isServerURL(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.hasPrefix("postgresql://") || trimmed.hasPrefix("postgres://")
  }

  var description: String {
    switch self {
    case .file(let path): path
    case .server(let settings): settings.description
    }
  }

  /// The folder for this station's own files (the terminal UI's error log): the database's folder, or the
  /// default database's folder when the inventory is on a server.
  func localFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    switch self {
    case .file(let path): (path as NSString).deletingLastPathComponent
    case .server:
      (DatabaseLocation.resolve(explicit: nil, environment: environment.filter { $0.key != "STOCKROOM_DB" })
        as NSString).deletingLastPathComponent
    }
  }
}
