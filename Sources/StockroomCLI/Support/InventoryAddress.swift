import Foundation
import InventoryCore
import InventoryStore
import PostgresStore

/// Where an inventory lives, as the user wrote it: a `postgresql://` (or `postgres://`) URL names a database
/// on a PostgreSQL server, anything else a SQLite file.
enum InventoryAddress: CustomStringConvertible {
  case sqlite(path: String)
  case postgres(PostgresSettings)

  static func isPostgresURL(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    return trimmed.hasPrefix("postgresql://") || trimmed.hasPrefix("postgres://")
  }

  /// A URL is read here (a malformed one is a usage error); a path is taken as it is.
  init(_ text: String) throws {
    guard Self.isPostgresURL(text) else {
      self = .sqlite(path: text)
      return
    }
    do { self = .postgres(try PostgresSettings(url: text)) } catch {
      throw CommandFailure(message: error.description, status: ExitStatus.usage)
    }
  }

  var description: String {
    switch self {
    case .sqlite(let path): path
    case .postgres(let settings): settings.description
    }
  }

  /// A PostgreSQL inventory that can back up into SQLite files (the composition root gives it the SQLite
  /// file maker). The server being away, refusing the login or the database is exit status 74.
  static func openPostgres(_ settings: PostgresSettings, origin: ActionOrigin = .thisProcess) throws
    -> PostgresInventory
  {
    do { return try PostgresInventory(settings: settings, origin: origin, archiveFiles: SQLiteArchiveFiles()) } catch {
      throw CommandFailure(postgres: error)
    }
  }
}

extension CommandFailure {
  /// PostgreSQL's errors and the archive's, with their exit statuses; anything else as `init(_:)` has it.
  init(postgres error: any Error) {
    switch error {
    case let error as PostgresStoreError:
      self.init(message: error.message, status: ExitStatus.fileProblem)
    case let error as PostgresSettingsError:
      self.init(message: error.description, status: ExitStatus.usage)
    case let error as ArchiveError:
      switch error {
      case .destinationNotEmpty: self.init(message: error.description, status: ExitStatus.fileProblem)
      case .unreadableValue: self.init(message: error.description, status: ExitStatus.invalidInput)
      default: self.init(message: error.description, status: ExitStatus.failure)
      }
    default:
      self.init(error)
    }
  }
}
