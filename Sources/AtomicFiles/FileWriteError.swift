/// A file (an export, a backup, a label sheet) that could not be written, in words a user can act on; any
/// earlier file of that name is untouched.
public enum FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
  case cannotWrite(path: String, reason: String)
  case diskFull(path: String)

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)."
    case .diskFull(let path):
      "disk full: no space left for \(path); nothing was changed (free some space and try again)."
    }
  }
}
