import Foundation
import GRDB

/// Problems with a station's offline journal file itself, in words a user can act on. Each names the file and
/// what to do: the journal only matters for keeping scans while the server is away, so a damaged one is moved
/// aside (its waiting scans can be recovered from the moved file) and a new one is made on the next kept scan.
public enum OfflineJournalError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Not SQLite, or a SQLite file of another program.
  case notAJournal(path: String)
  /// Truncated or otherwise corrupt (SQLite reports corruption, or its integrity check fails).
  case damaged(path: String, detail: String)
  /// Another program holds its lock for longer than the wait allows.
  case locked(path: String)
  /// The file or its folder cannot be written (reading it still works).
  case readOnly(path: String)
  /// Something that is not a folder stands where the journal's folder should be, or the journal is a folder.
  case notAFolder(path: String, blocking: String)
  case diskFull(path: String)
  case cannotOpen(path: String, reason: String)

  public var path: String {
    switch self {
    case .notAJournal(let path), .damaged(let path, _), .locked(let path), .readOnly(let path),
      .notAFolder(let path, _), .diskFull(let path), .cannotOpen(let path, _):
      path
    }
  }

  public var description: String {
    let moveAside =
      "scans cannot be kept offline until it is moved aside (mv '\(path)' '\(path).damaged'); "
      + "commands that reach the server still work"
    return switch self {
    case .notAJournal(let path):
      "the offline journal \(path) is not a stockroom journal (another program's file?): \(moveAside)"
    case .damaged(let path, let detail):
      "the offline journal \(path) is damaged (\(detail)): \(moveAside); "
        + "`sqlite3 '\(path).damaged' .recover` may save its waiting scans"
    case .locked(let path):
      "the offline journal \(path) is locked by another program for too long (another stockroom of this station "
        + "sending?); try again"
    case .readOnly(let path):
      "the offline journal \(path) (or its folder) is read-only: scans cannot be kept offline or marked sent "
        + "until it is writable again (or moved aside: mv '\(path)' '\(path).damaged')"
    case .notAFolder(let path, let blocking):
      "the offline journal \(path) cannot be made: \(blocking) is in the way (it should be a folder, or be "
        + "absent); move it aside; commands that reach the server still work"
    case .diskFull(let path):
      "disk full: no space left for the offline journal \(path); free some space and try again"
    case .cannotOpen(let path, let reason):
      "cannot open the offline journal \(path): \(reason): \(moveAside)"
    }
  }

  /// SQLite's result codes in these words; nil for an error that is not about the file.
  static func from(_ error: any Error, path: String) -> OfflineJournalError? {
    if let error = error as? OfflineJournalError { return error }
    guard let error = error as? DatabaseError else { return nil }
    switch error.resultCode {
    case .SQLITE_NOTADB: return .notAJournal(path: path)
    case .SQLITE_CORRUPT: return .damaged(path: path, detail: "SQLite reports corruption")
    case .SQLITE_READONLY: return .readOnly(path: path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path)
    case .SQLITE_FULL: return .diskFull(path: path)
    case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: error.message ?? "unable to open the file")
    case .SQLITE_IOERR, .SQLITE_PERM, .SQLITE_AUTH:
      return .cannotOpen(path: path, reason: error.message ?? "input/output error")
    default: return nil
    }
  }
}
