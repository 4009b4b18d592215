/// Problems with the catalogue file or the file imported into it, in words a user can act on.
public enum CatalogueStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file to import cannot be opened or read.
  case cannotReadSource(path: String, reason: String)
  /// There is no catalogue at `path` yet.
  case noCatalogue(path: String)
  /// `path` exists but is no stockroom product catalogue (another program's database, an inventory).
  case notACatalogue(path: String)
  /// Written by a newer stockroom: its schema has steps this version does not know.
  case newerCatalogue(path: String)
  /// Another `catalog import` is writing this catalogue now.
  case importRunning(path: String)
  /// The catalogue file cannot be read or written (SQLite's or the system's words in `reason`).
  case database(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotReadSource(let path, let reason):
      "cannot read \(path): \(reason)"
    case .noCatalogue(let path):
      "there is no product catalogue at \(path) yet: build one with `stockroom catalog import FILE` "
        + "(an Open Food Facts export or a code,name,brand,category CSV; see docs/guide/catalogue.md)"
    case .notACatalogue(let path):
      "\(path) is not a stockroom product catalogue (is it the right file?); nothing was changed"
    case .newerCatalogue(let path):
      "\(path) was written by a newer stockroom; update stockroom to use it (the file was not modified)"
    case .importRunning(let path):
      "another import is writing \(path) now; wait for it to finish, then try again"
    case .database(let path, let reason):
      "product catalogue \(path): \(reason)"
    }
  }
}
