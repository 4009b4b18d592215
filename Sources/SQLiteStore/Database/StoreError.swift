import AtomicFiles
import GRDB

/// Problems with the database file itself, in words a user can act on.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  case notADatabase(path: String)
  case notStockroomDatabase(path: String)
  case writtenByNewerVersion(path: String, unknownMigrations: [String])
  /// A stockroom database whose record of applied migrations does not match its tables.
  case damagedSchema(path: String, detail: String)
  case readOnly(path: String)
  /// An older stockroom's database, which must be upgraded once, in a file or folder we cannot write.
  case upgradeNeedsWriteAccess(path: String)
  /// A file (export, backup) could not be written; any earlier file of that name is untouched.
  case cannotWrite(path: String, reason: String)
  case cannotOpen(path: String, reason: String)
  case corrupt(path: String)
  case busy(path: String)
  case diskFull(path: String)
  case other(path: String, message: String)

  public var description: String {
    switch self {
    case .notADatabase(let path):
      "\(path) is not a SQLite database (is it the right file?). Nothing was changed."
    case .notStockroomDatabase(let path):
      "\(path) is a SQLite database of another program, not a stockroom database. Nothing was changed."
    case .writtenByNewerVersion(let path, let migrations):
      "\(path) was written by a newer stockroom (it has \(migrations.joined(separator: ", "))). "
        + "Update stockroom to open it; the file was not modified."
    case .damagedSchema(let path, let detail):
      "\(path) is a damaged stockroom database: \(detail). Nothing was changed; restore a backup."
    case .readOnly(let path):
      "\(path) (or its folder) is read-only: reading works, but changing the database needs write access "
        + "to the file and its folder."
    case .upgradeNeedsWriteAccess(let path):
      "\(path) was written by an older stockroom and must be upgraded once, which needs write access to the "
        + "file and its folder. Nothing was changed."
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason)."
    case .cannotOpen(let path, let reason):
      "cannot open \(path): \(reason)"
    case .corrupt(let path):
      "\(path) is damaged (SQLite reports corruption). Restore a backup, or try `sqlite3 \(path) .recover`."
    case .busy(let path):
      "\(path) is locked by another program for too long; try again."
    case .diskFull(let path):
      "disk full: no space left for \(path); nothing was changed (free some space and try again)."
    case .other(let path, let message):
      "\(path): \(message)"
    }
  }

  /// Maps SQLite's result codes to the cases above; nil for errors that are not about the file.
  static func from(_ error: any Error, path: String) -> StoreError? {
    if let error = error as? StoreError { return error }
    if let error = error as? FileWriteError { return StoreError(error) }
    guard let error = error as? DatabaseError else { return nil }
    switch error.resultCode {
    case .SQLITE_NOTADB: return .notADatabase(path: path)
    case .SQLITE_CORRUPT: return .corrupt(path: path)
    case .SQLITE_READONLY: return .readOnly(path: path)
    case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: error.message ?? "unable to open the file")
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
    case .SQLITE_FULL: return .diskFull(path: path)
    case .SQLITE_IOERR, .SQLITE_PERM, .SQLITE_AUTH:
      return .other(path: path, message: error.message ?? "input/output error")
    default: return nil
    }
  }
}

extension StoreError {
  /// A file the store wrote (a backup, a new database) in the store's words, which are the same.
  init(_ error: FileWriteError) {
    switch error {
    case .cannotWrite(let path, let reason): self = .cannotWrite(path: path, reason: reason)
    case .diskFull(let path): self = .diskFull(path: path)
    }
  }
}
